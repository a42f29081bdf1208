// The foreign keys into a governed table, read once per run: what each does to a deleted row
// (blocks, cascades, sets), the tables cascades reach, the self-reference trees go along.
import type pg from "pg";
import { ConfigError, type Problem } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import { inboundKeysSql } from "../sql/catalog.js";
import { isDeleteFirst } from "./delete-first.js";
import { servesLookups } from "./partial-index.js";
import {
  type ForeignKey,
  type ForeignKeyAction,
  type InboundRef,
  qualifiedName,
  type TableRef,
  tableText,
} from "./shape.js";
import type { TableFacts } from "./table-facts.js";

const actions: Record<string, ForeignKeyAction> = {
  a: "no-action",
  r: "restrict",
  c: "cascade",
  n: "set-null",
  d: "set-default",
};

/** The foreign keys into a table, read once per run. */
export class ForeignKeys {
  private readonly cache = new Map<number, Promise<ForeignKey[]>>();
  constructor(private readonly db: pg.ClientBase) {}

  into(table: TableRef): Promise<ForeignKey[]> {
    let found = this.cache.get(table.oid);
    if (!found) {
      found = this.db
        .query<{
          name: string;
          action: string;
          child_oid: number;
          child_schema: string;
          child_name: string;
          child_columns: string[];
          parent_columns: string[];
          child_has_not_null: boolean;
          child_indexes: { name: string; predicate: string | null }[];
        }>(inboundKeysSql(table.oid))
        .then(({ rows }) =>
          rows.map((row) => {
            // A partial index serves the lookups when its predicate is implied by `col = $1`.
            const index = row.child_indexes.find((each) =>
              servesLookups(each.predicate, row.child_columns),
            );
            return {
              name: row.name,
              action: actions[row.action] ?? "no-action",
              child: { oid: row.child_oid, schema: row.child_schema, name: row.child_name },
              childColumns: row.child_columns,
              parent: table,
              parentColumns: row.parent_columns,
              childHasNotNull: row.child_has_not_null,
              childIndexed: index !== undefined,
              ...(index ? { childIndex: index } : {}),
            };
          }),
        );
      this.cache.set(table.oid, found);
    }
    return found;
  }
}

export function effectOf(fk: ForeignKey): InboundRef["effect"] {
  if (fk.action === "cascade") return "cascades";
  if (fk.action === "set-default" || (fk.action === "set-null" && !fk.childHasNotNull))
    return "sets";
  return "blocks";
}

/**
 * The references into a table and, through ON DELETE CASCADE, into the tables whose rows would go
 * with its rows (a cycle of cascades is followed once).
 */
export async function inboundRefs(
  keys: ForeignKeys,
  table: TableRef,
  skip: ForeignKey | undefined,
  path: number[] = [],
  first?: ForeignKey[],
): Promise<InboundRef[]> {
  const refs: InboundRef[] = [];
  for (const fk of await keys.into(table)) {
    if (fk.name === skip?.name && fk.child.oid === skip.child.oid) continue;
    // A key deleteFirst names: the statement deletes its children first, as a cascade would.
    const deleteFirst = isDeleteFirst(fk, first);
    const effect = deleteFirst ? "cascades" : effectOf(fk);
    const childRefs =
      effect === "cascades" && !path.includes(fk.child.oid)
        ? await inboundRefs(keys, fk.child, undefined, [...path, table.oid], first)
        : [];
    refs.push({
      fk,
      effect,
      childRefs,
      childPolicies: [],
      ...(deleteFirst ? { deleteFirst } : {}),
    });
  }
  return refs;
}

/** Every table a delete reaches through CASCADE / SET NULL / SET DEFAULT, with the constraint that reaches it first. */
export function cascadeReach(refs: InboundRef[], reached = new Map<string, ForeignKey>()) {
  for (const ref of refs) {
    if (ref.effect === "blocks") continue;
    const name = tableText(ref.fk.child);
    // deleteFirst's children are the statement's own deletes (the policy names them there).
    if (!reached.has(name) && !ref.deleteFirst) reached.set(name, ref.fk);
    cascadeReach(ref.childRefs, reached);
  }
  return reached;
}

export function actionText(fk: ForeignKey): string {
  return `ON DELETE ${fk.action.toUpperCase().replace("-", " ")}`;
}

/** The self-reference whole trees go along: the one the policy names, or the table's only blocking one. */
export function selfReferenceOf(
  policy: Policy,
  inbound: ForeignKey[],
  facts: TableFacts,
  field: string,
): ForeignKey | undefined {
  const qualified = qualifiedName(policy);
  const self = inbound.filter((fk) => fk.child.oid === facts.ref.oid);
  let chosen: ForeignKey | undefined;
  if (policy.selfReference !== undefined) {
    chosen = self.find(
      (fk) => fk.childColumns.length === 1 && fk.childColumns[0] === policy.selfReference,
    );
    if (!chosen) {
      const column = facts.columns.get(policy.selfReference);
      throw new ConfigError(
        `${field}.selfReference`,
        column
          ? `column "${policy.selfReference}" of ${qualified} is not a foreign key to ${qualified}`
          : `column "${policy.selfReference}" does not exist in ${qualified}`,
      );
    }
    if (effectOf(chosen) !== "blocks") {
      throw new ConfigError(
        `${field}.selfReference`,
        `${chosen.name} is ${actionText(chosen)}: deleting a row changes its children anyway; leave selfReference out and list ${qualified} in cascades`,
      );
    }
  } else {
    const blocking = self.filter((fk) => effectOf(fk) === "blocks");
    chosen = blocking.length === 1 ? blocking[0] : undefined;
  }
  if (!chosen) return undefined;
  const nullable = chosen.parentColumns.find((name) => !facts.columns.get(name)?.notNull);
  if (nullable !== undefined) {
    throw new ConfigError(
      `${field}.selfReference`,
      `${chosen.name} references column "${nullable}" of ${qualified}, which may be NULL; leaf-first deletion needs NOT NULL referenced columns`,
    );
  }
  return chosen;
}

/** The tables a policy's cascades reach must be exactly the ones its `cascades` lists. */
export function checkCascades(policy: Policy, refs: InboundRef[], field: string): void {
  const reached = cascadeReach(refs);
  const listed = (policy.cascades ?? []).map(tableText);
  const problems: Problem[] = [];
  for (const [table, fk] of reached) {
    if (!listed.includes(table)) {
      problems.push({
        field: `${field}.cascades`,
        message: `deleting from ${qualifiedName(policy)} also changes rows of ${table} (constraint ${fk.name} on ${tableText(fk.child)}, ${actionText(fk)}), which the retention table does not say; add "${table}" to cascades if that is meant, or change the constraint`,
      });
    }
  }
  listed.forEach((table, index) => {
    if (!reached.has(table)) {
      problems.push({
        field: `${field}.cascades[${index}]`,
        message: `no ON DELETE CASCADE / SET NULL / SET DEFAULT path from ${qualifiedName(policy)} reaches ${table}; remove it`,
      });
    }
  });
  if (problems.length > 0) throw ConfigError.of(problems);
}

/** Every reference a policy's statements read, with the tables they read. */
export function refsRead(refs: InboundRef[]): InboundRef[] {
  return refs.flatMap((ref) =>
    ref.effect === "blocks" ? [ref] : [ref, ...refsRead(ref.childRefs)],
  );
}
