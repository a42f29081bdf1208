// What a table's shape says it is, whatever its name (docs/init.md, "What the shape says"): a
// relation between two things (a unique pair of references: a like, a star, a place in a queue),
// rows a person deletes (a soft-delete column), rows a person switches on and off (`enabled`),
// tokens a person named (an API key), rows a person marks read (an inbox), and an expiry the
// schema makes optional on a table no name explains. Each keeps a table from being proposed for
// deletion by age; the finding says which signal did, so a person can still write the rule. And
// what argues against a table that is still proposed (its confidence then low).

import { effectOf } from "../catalog/foreign-keys.js";
import type { Column } from "../catalog/table-facts.js";
import {
  type ClockCandidate,
  DELETION_DATE,
  endsTheRow,
  idleKind,
  isBoolean,
  isExpiringFlag,
  isExpiry,
  isTime,
  LAST_ACTIVITY,
  snake,
  storageKind,
  TERMINAL_EVENT,
  TOKENS,
  tableKind,
} from "./heuristics.js";
import type { SurveyedTable } from "./survey.js";

/** Why the shape keeps a table from deletion by age, for its finding. */
export interface ShapeSays {
  kind: "kept" | "not-expiring";
  message: string;
}

/** A column that names another row: one of the table's foreign keys, or named as one (`user_id`, `entryId`). */
const isReference = (table: SurveyedTable, name: string) =>
  table.references.some((key) => key.includes(name)) ||
  (/(^|_)id$/.test(snake(name)) && snake(name) !== "id");

/** The clock says when a row ends or went quiet: an expiry, a terminal event, a last activity. */
const ends = (clock: ClockCandidate) =>
  isExpiry(clock) || clock.role === TERMINAL_EVENT || clock.role === LAST_ACTIVITY;

/**
 * A unique key pairing two references and no time (`UNIQUE (user_id, entry_id)`): each row is the
 * state of a pair (starred, queued, read, a member), kept while the pair holds, not a record of
 * something that happened (that repeats; a key with a time is one row per period: statistics).
 * Not when the clock says the pair ends or goes stale (an expiry, a last activity).
 */
function relationKey(table: SurveyedTable, clock: ClockCandidate): string[] | undefined {
  if (ends(clock)) return undefined;
  const timeless = (name: string) => {
    const column = table.facts.columns.get(name);
    return column === undefined || !isTime(column);
  };
  return table.facts.uniqueKeys.find(
    (key) =>
      key.columns.filter((name) => isReference(table, name)).length >= 2 &&
      key.columns.every(timeless),
  )?.columns;
}

/** A column that marks a row deleted by a person and kept (`deleted_at`, `trashed`, `is_deleted`). */
const SOFT_DELETE = /(^|_)(deleted|trashed)(_|$)/;
const softDeleteColumn = (columns: Column[]) =>
  columns.find(
    (column) => SOFT_DELETE.test(snake(column.name)) && (isTime(column) || isBoolean(column)),
  );

/** A boolean a person switches a row on or off by (`enabled`, `is_active`). */
const SWITCH = /^(is_)?(enabled|active|disabled)$/;

/** A boolean that says a person has read a row (`seen`, `is_read`, `viewed`). */
const READ_STATE = /^(is_)?(seen|read|viewed|acknowledged)$/;

/** The first boolean column whose name matches `name`. */
const booleanNamed = (columns: Column[], name: RegExp) =>
  columns.find((column) => isBoolean(column) && name.test(snake(column.name)));

/** A text column a person fills in to name a row (`name`, `description`, `label`). */
const NAMING = /^(name|title|label|description|note|comment)$/;

/**
 * Tokens with a name a person gave them: a credential made by hand (an API key), not one a sign-in
 * issues; unless a flag says which of them expire (Django's ExpiringModel: Authentik's tokens).
 */
function namedCredential(table: SurveyedTable, columns: Column[]): Column | undefined {
  if (tableKind(table.name)?.kind !== TOKENS || columns.some(isExpiringFlag)) return undefined;
  return columns.find(
    (column) => NAMING.test(snake(column.name)) && /text|char/.test(column.baseType),
  );
}

/**
 * What the shape says of a table its name or clock would propose: undefined when nothing in it
 * argues against deletion by age.
 */
export function shapeKeeps(table: SurveyedTable, clock: ClockCandidate): ShapeSays | undefined {
  const pair = relationKey(table, clock);
  if (pair) {
    return {
      kind: "kept",
      message: `a relation by its shape: its unique key (${pair.join(", ")}) pairs two references and no time, so a row is the pair's state (starred, queued, read, a member), not a record of something that happened: not proposed for deletion by age`,
    };
  }
  const columns = [...table.facts.columns.values()];
  const soft = softDeleteColumn(columns);
  // A record of something that ended (a run that stopped) is history, soft-deletable or not.
  if (soft && clock.role === DELETION_DATE) {
    return {
      kind: "not-expiring",
      message: `? its rows are deleted by a person and kept (${soft.name}: a soft delete), an entity's shape, and ${clock.column} says when the application means to delete one (a trash emptied, an account scheduled for deletion): does a rule on it delete such an entity, or does the application alone?`,
    };
  }
  if (soft && clock.role !== TERMINAL_EVENT) {
    return {
      kind: "kept",
      message: `its rows are deleted by a person and kept (${soft.name}: a soft delete), an entity's shape${isExpiry(clock) ? `; ${clock.column} ends a row's use, not the row` : ""}: not proposed for deletion by age`,
    };
  }
  const switched = booleanNamed(columns, SWITCH);
  if (switched && !ends(clock)) {
    return {
      kind: "kept",
      message: `a person switches its rows on and off (${switched.name}): a configuration item (a webhook, a rule, an integration), not a record of something that happened: not proposed for deletion by age`,
    };
  }
  const named = namedCredential(table, columns);
  if (named) {
    return {
      kind: "kept",
      message: `tokens a person names (${named.name}): credentials a person made (API keys, personal access tokens) and keeps until revoked, not a sign-in's: not proposed for deletion by age`,
    };
  }
  const inbox = booleanNamed(columns, READ_STATE);
  if (inbox && !ends(clock)) {
    return {
      kind: "not-expiring",
      message: `? a person marks these rows read (${inbox.name}): a person's inbox, which an age would empty of what is still unread. Are they kept until the person clears them, or do read ones go after a time (a rule with "where": [{"column": "${inbox.name}", "is": "true"}])?`,
    };
  }
  const optional = optionalExpiry(table, clock, columns);
  if (optional) {
    return {
      kind: "not-expiring",
      message: `? ${optional.name} may be NULL and nothing says which rows expire (no name of a kind that expires, no flag): an optional expiry usually ends a credential's or an item's use, not its row. Do the rows expire, and when?`,
    };
  }
  return undefined;
}

/**
 * An expiry the schema lets be NULL (no NOT NULL, no flag saying which rows expire) on a table
 * whose name says nothing of what it holds: the expiry is the only reason to propose it, and an
 * optional one says that some rows may stop working, not that rows go.
 */
function optionalExpiry(table: SurveyedTable, clock: ClockCandidate, columns: Column[]) {
  // A deletion date or a lifetime names the row's own end: NULL says which rows stay, not a use.
  if (!isExpiry(clock) || typeof clock.clock !== "string" || endsTheRow(clock)) return undefined;
  const explained = tableKind(table.name) || idleKind(table.name) || storageKind(table);
  if (explained || columns.some(isExpiringFlag)) return undefined;
  const column = table.facts.columns.get(clock.column);
  return column && !column.notNull ? column : undefined;
}

/** Tables referencing one by keys that block its deletion, from this many others: an entity's role. */
const ENTITY_REFERENCES = 2;

/**
 * What the shape says against a table that is still proposed (its confidence then low, each doubt
 * in its description): other tables' rows hang from its rows by keys that block a delete (an
 * entity's role: a delete waits for them), or its expiry may be NULL (the rows without one never
 * go by it).
 */
export function shapeDoubts(table: SurveyedTable, clock: ClockCandidate): string[] {
  const blocking = new Set(
    table.inbound
      .filter((fk) => fk.child.oid !== table.facts.ref.oid && effectOf(fk) !== "cascades")
      .map((fk) => `${fk.child.schema}.${fk.child.name}`),
  );
  const column =
    typeof clock.clock === "string" ? table.facts.columns.get(clock.column) : undefined;
  const flagged = [...table.facts.columns.values()].some(isExpiringFlag);
  return [
    ...(blocking.size >= ENTITY_REFERENCES
      ? [
          `referenced by ${[...blocking].join(", ")} by keys that do not cascade: an entity's role (other rows hang from its rows); are its rows history or things others point at?`,
        ]
      : []),
    ...(isExpiry(clock) && column && !column.notNull && !flagged && clock.role !== DELETION_DATE
      ? [`${clock.column} may be NULL: rows without one never go by this rule; do they expire?`]
      : []),
  ];
}
