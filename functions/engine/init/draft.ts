// From the surveyed tables to a draft retention table: a policy per table whose data expires, in
// report mode, with what the catalog knows filled in and the reasons written in its description;
// and the findings a person should read beside it.

import type pg from "pg";
import { RETENTION_TO_CHOOSE } from "../../contract/retention-table.js";
import { cascadeReach, effectOf, ForeignKeys, inboundRefs } from "../catalog/foreign-keys.js";
import type { Column } from "../catalog/table-facts.js";
import { qualifiedIdent, quoteIdent } from "../sql/text.js";
import { churns as churnsBy, churnText } from "./churn.js";
import {
  type ClockCandidate,
  type Confidence,
  clockCandidates,
  DELETION_DATE,
  endsWhenIdle,
  epochUnit,
  idleKind,
  isDueColumn,
  isExpiringFlag,
  isExpiry,
  isHoldColumn,
  isKeptTable,
  isPersonalColumn,
  isTime,
  knownValues,
  LAST_ACTIVITY,
  snake,
  splitStatus,
  storageKind,
  tableKind,
} from "./heuristics.js";
import type { CleanupSite, CleanupSites } from "./source.js";
import { shapeDoubts, shapeKeeps } from "./structure.js";
import type { SurveyedTable } from "./survey.js";
import { withTenant } from "./tenant.js";

export interface Finding {
  table: string;
  kind:
    | "null-clock"
    | "no-clock-index"
    | "unindexed-reference"
    | "personal-without-clock"
    | "personal-with-clock"
    | "kept"
    | "not-expiring"
    | "delete-trigger"
    | "no-replica-identity"
    | "left-out";
  message: string;
}

/** A draft policy, as it will be written (the retention table's JSON). */
export type DraftPolicy = Record<string, unknown> & { name: string; table: string };

export interface Proposal {
  policy: DraftPolicy;
  kind: string;
  confidence: Confidence;
  /** The rule in a line, for the summary: `expires_at + retention, status in (...)`. */
  rule: string;
  /** A proposal with a retention per tenant: the same policy without it (if the preflight refuses it). */
  plain?: Proposal;
  /**
   * The index the engine needs before it can run the policy (no key names the table's rows and no
   * index leads with its clock): the policy's retention is left to a person ("?") until then.
   */
  needsIndex?: string;
  /** Where the application's own code deletes the table's rows by age (`init --source`). */
  sites?: CleanupSite[];
}

const text = (table: SurveyedTable) => `${table.schema}.${table.name}`;
const MOSTLY_NULL = 0.5;

/**
 * Between a last change and a creation time (both say little of expiry), the one an index leads
 * with: batches then walk it instead of a full scan per run.
 */
function rankByIndex(table: SurveyedTable, candidates: ClockCandidate[]): ClockCandidate[] {
  const indexed = (candidate: ClockCandidate) =>
    table.facts.indexedLeads.has(table.facts.columns.get(candidate.column)?.attnum ?? -1);
  const weak = (candidate: ClockCandidate) => candidate.score <= 2;
  return [...candidates].sort(
    (a, b) =>
      (weak(a) && weak(b) ? Number(indexed(b)) - Number(indexed(a)) : 0) || b.score - a.score,
  );
}

/**
 * The best clock whose statistics do not say it is NULL in most rows (said as a finding), and the
 * expiry passed over for it (`unset`: most rows carry none, so most rows never expire).
 */
function chooseClock(
  table: SurveyedTable,
  findings: Finding[],
): { clock?: ClockCandidate; unset?: ClockCandidate } {
  const candidates = rankByIndex(
    table,
    clockCandidates([...table.facts.columns.values()], table.stats).filter(
      (each) => each.score > 0,
    ),
  );
  // A deletion date NULL in most rows is most rows not scheduled for deletion: still the clock.
  const nulls = (candidate: ClockCandidate) =>
    candidate.role === DELETION_DATE ? 0 : (table.stats.get(candidate.column)?.nullFrac ?? 0);
  const usable = candidates.find((candidate) => nulls(candidate) <= MOSTLY_NULL);
  const best = candidates[0];
  if (best && nulls(best) > MOSTLY_NULL) {
    findings.push({
      table: text(table),
      kind: "null-clock",
      message: `${best.column} (${best.role}) is NULL in ${Math.round(nulls(best) * 100)}% of rows: a rule on it would never delete them${usable ? `; proposed ${usable.column} (${usable.role}) instead` : ""}`,
    });
  }
  const unset = best && nulls(best) > MOSTLY_NULL && isExpiry(best) ? best : undefined;
  return { ...(usable ? { clock: usable } : {}), ...(unset ? { unset } : {}) };
}

/** The status guard: the terminal values of the column's enum or CHECK (the live ones named). */
function statusGuard(table: SurveyedTable) {
  if (!table.status) return undefined;
  const { terminal, live } = splitStatus(table.status.values);
  if (terminal.length === 0 || live.length === 0) return undefined;
  return { guard: { column: table.status.column, values: terminal }, live };
}

/** The tables a delete reaches through cascades (for `cascades`), leaf-first trees aside. */
async function cascadesOf(keys: ForeignKeys, table: SurveyedTable): Promise<string[]> {
  const self = table.inbound.filter(
    (fk) => fk.child.oid === table.facts.ref.oid && effectOf(fk) === "blocks",
  );
  const refs = await inboundRefs(keys, table.facts.ref, self.length === 1 ? self[0] : undefined);
  return [...cascadeReach(refs).keys()];
}

/** The other columns that could start the clock, for the person who chooses. */
function otherClocks(table: SurveyedTable, chosen: ClockCandidate): string[] {
  const others = clockCandidates([...table.facts.columns.values()], table.stats).filter(
    (candidate) =>
      candidate.column !== chosen.column || typeof candidate.clock !== typeof chosen.clock,
  );
  return others.length === 0
    ? []
    : [
        `other clocks: ${others.map((each) => `${typeof each.clock === "string" ? each.clock : `${each.clock.column} + ${each.clock.plus}`} (${each.role})`).join(", ")}`,
      ];
}

/**
 * The index a table needs before the engine can delete from it: none names its rows (no primary
 * key, no unique index over NOT NULL columns) and none leads with its clock, so batches have
 * neither a key to list candidates by nor an index to walk (catalog/describe.ts refuses it).
 */
function indexNeeded(table: SurveyedTable, clock: ClockCandidate): string | undefined {
  const column = table.facts.columns.get(clock.column) as Column;
  const keyed = table.facts.uniqueKeys.some((key) => key.notNull);
  // Only a plain column clock is walked by its index; a tree (a self-reference) needs a key.
  const plain = typeof clock.clock === "string";
  const tree = table.inbound.some((fk) => fk.child.oid === table.facts.ref.oid);
  if (table.partitionColumn || keyed || !plain || tree) return undefined;
  return table.facts.indexedLeads.has(column.attnum) ? undefined : clockIndex(table, clock.column);
}

const clockIndex = (table: SurveyedTable, column: string) =>
  `CREATE INDEX CONCURRENTLY ON ${qualifiedIdent(table.schema, table.name)} (${quoteIdent(column)});`;

/** Findings on a proposed table: its clock unindexed, references unindexed, triggers, replication. */
function tableFindings(table: SurveyedTable, clockColumn: string, findings: Finding[]): void {
  const clock = table.facts.columns.get(clockColumn) as Column;
  if (!table.partitionColumn && !table.facts.indexedLeads.has(clock.attnum)) {
    findings.push({
      table: text(table),
      kind: "no-clock-index",
      message: `no index leads with ${clockColumn}: each run lists candidates by a full scan; ${clockIndex(table, clockColumn)}`,
    });
  }
  for (const fk of table.inbound.filter((each) => !each.childIndexed)) {
    findings.push({
      table: text(table),
      kind: "unindexed-reference",
      message: `${fk.name} (${fk.child.schema}.${fk.child.name}.${fk.childColumns.join(", ")}) has no index: each batch would scan ${fk.child.schema}.${fk.child.name}; CREATE INDEX CONCURRENTLY ON ${qualifiedIdent(fk.child.schema, fk.child.name)} (${fk.childColumns.join(", ")});`,
    });
  }
  for (const trigger of table.deleteTriggers) {
    findings.push({
      table: text(table),
      kind: "delete-trigger",
      message: `trigger ${trigger.name} (${trigger.function}) runs on DELETE: if it copies deleted rows elsewhere (an audit trigger), the data stays there; govern that table too`,
    });
  }
  if (table.unreplicable) {
    findings.push({
      table: text(table),
      kind: "no-replica-identity",
      message: `a publication replicates its deletes and it has no replica identity: every DELETE fails; ALTER TABLE ${qualifiedIdent(table.schema, table.name)} REPLICA IDENTITY FULL (or add a primary key)`,
    });
  }
}

/** Rows are born and die here, and not by the job's hand: something cleans the table now. */
const churns = (table: SurveyedTable) => churnsBy(table.churn);

/** Accounts, content or money by its name, and nothing in its storage says it may be lost. */
const keptByName = (table: SurveyedTable) =>
  isKeptTable(table.name) && !table.unlogged && !storageKind(table);

/**
 * What a table is: by its storage (UNLOGGED, a schema of caches) or its name; or, with no name that
 * says, by the expiry its rows carry or by rows already deleted as fast as they come (someone
 * cleans it now: a job to replace or to know of).
 */
function kindOf(table: SurveyedTable, clock: ClockCandidate | undefined) {
  const named = storageKind(table) ?? tableKind(table.name);
  const expires = clock !== undefined && isExpiry(clock);
  if (named && (expires || churns(table) || table.unlogged))
    return { kind: named.kind, confidence: "high" as const };
  if (named) return named;
  if (expires) return { kind: "rows that expire", confidence: "medium" as Confidence };
  const idle = idleKind(table.name);
  if (idle && clock?.role === LAST_ACTIVITY) return idle;
  return clock && churns(table)
    ? { kind: "rows deleted as they age", confidence: "medium" as Confidence }
    : undefined;
}

/**
 * Why a table its name or clock would propose is left to a person instead: a table of pending
 * work (a NOT NULL column says when each row is due, and no terminal status tells done rows from
 * waiting ones: its consumer deletes them, an age would delete work still to do; not when the
 * clock is an expiry, which ends a row due or not: a token's `nbf` and `exp`); or an expiry
 * NULL in most rows (most rows never expire: a rule on another clock would delete rows the
 * application keeps until something ends them), but for rows that also end when idle (sessions).
 */
function notExpiring(
  table: SurveyedTable,
  kind: string,
  clock: ClockCandidate,
  unset: ClockCandidate | undefined,
): string | undefined {
  const due = [...table.facts.columns.values()].find(isDueColumn);
  if (due && !statusGuard(table) && !isExpiry(clock))
    return `? pending work: ${due.name} says when each row is due and no status tells done rows from waiting ones; its consumer removes them when done, an age would delete work still to do`;
  if (unset && !endsWhenIdle(kind))
    return `? most rows never expire: ${unset.column} (${unset.role}) is NULL in ${Math.round((table.stats.get(unset.column)?.nullFrac ?? 0) * 100)}% of them; a rule on another clock would delete rows kept until revoked or deleted. Do they expire, and when?`;
  return undefined;
}

/** The findings on a table not proposed: a personal table with or without a clock, kept data. */
function notProposed(table: SurveyedTable, clock: ClockCandidate | undefined, findings: Finding[]) {
  const columns = [...table.facts.columns.values()];
  const personal = columns.filter(isPersonalColumn).map((column) => column.name);
  if (personal.length === 0) return;
  const anyClock = clockCandidates(columns, table.stats).length > 0;
  if (keptByName(table)) {
    findings.push({
      table: text(table),
      kind: "kept",
      message: `accounts, content or money by its name: never proposed for deletion; its personal columns (${personal.join(", ")}) may be redacted where a rule says so`,
    });
  } else if (!anyClock) {
    findings.push({
      table: text(table),
      kind: "personal-without-clock",
      message: `looks personal (${personal.join(", ")}) and has no column of a time type or of epoch numbers: how long are these rows kept?`,
    });
  } else if (clock) {
    findings.push({
      table: text(table),
      kind: "personal-with-clock",
      message: `? looks personal (${personal.join(", ")}), has a clock (${clock.column}: ${clock.role}) and nothing says it expires: are its rows kept forever?`,
    });
  }
}

const sitesText = (sites: CleanupSite[]) =>
  sites
    .map((site) => `${site.file}:${site.line}${site.library ? ` (${site.library})` : ""}`)
    .join(", ");

/**
 * The clock the application's cleanup compares, where the scan named one of the table's clock
 * candidates (whatever its score: the code compares it); else the catalog's choice, and only then
 * its findings (a NULL clock's "proposed X instead" would name a column not proposed).
 */
function sourceClock(table: SurveyedTable, sites: CleanupSite[], findings: Finding[]) {
  const candidates = clockCandidates([...table.facts.columns.values()], table.stats);
  for (const site of sites) {
    const named = candidates.find((each) => each.column === site.clock);
    if (named) return { clock: named };
  }
  return chooseClock(table, findings);
}

/**
 * A table the application's own code deletes by age (`init --source`): proposed on that, its
 * clock the one the code compares; its name's kind when it has one. Accounts, content and money
 * are still never proposed (the code is named in a finding); a table with no clock of its own
 * is a finding.
 */
async function proposeFromSource(
  keys: ForeignKeys,
  table: SurveyedTable,
  sites: CleanupSite[],
  retention: string,
  findings: Finding[],
): Promise<Proposal | undefined> {
  const where = sitesText(sites);
  if (keptByName(table)) {
    findings.push({
      table: text(table),
      kind: "kept",
      message: `the application's code deletes some of its rows (${where}), but it is accounts, content or money by its name: not proposed; read that code for the rule it keeps`,
    });
    return undefined;
  }
  const { clock } = sourceClock(table, sites, findings);
  if (!clock) {
    findings.push({
      table: text(table),
      kind: "not-expiring",
      message: `the application's code deletes its rows by age (${where}), but no column of its own can start a clock: it is cleaned through another table's rule (a join, a parent's age)`,
    });
    return undefined;
  }
  const named = kindOf(table, clock);
  const found = {
    kind: named?.kind ?? "deleted by the application's code",
    confidence: "high" as Confidence,
  };
  const source = `the application's own code deletes it by age: ${where}`;
  const proposal = await composePolicy(
    keys,
    table,
    { ...found, clock, source },
    retention,
    findings,
  );
  return { ...proposal, sites };
}

/** The policy for one table, or undefined (with a finding when a person should look). */
async function propose(
  keys: ForeignKeys,
  table: SurveyedTable,
  retention: string,
  findings: Finding[],
  sites: CleanupSites | undefined = undefined,
): Promise<Proposal | undefined> {
  const site = sites?.get(text(table));
  if (site && !table.partitionColumn)
    return proposeFromSource(keys, table, site, retention, findings);

  const key = table.partitionColumn && table.facts.columns.get(table.partitionColumn);
  if (key && !isTime(key)) {
    // drop-partitions reads bounds as timestamps: a table partitioned by epoch numbers is deleted
    // from in batches like any other, its partition key a clock among its columns.
    const { partitionColumn: _numeric, ...unpartitioned } = table;
    return propose(keys, unpartitioned, retention, findings, sites);
  }
  if (table.partitionColumn) {
    const clock = table.partitionColumn;
    const candidate: ClockCandidate = { clock, role: "partition key", score: 5, column: clock };
    const found = { kind: "partitioned by time", confidence: "high" as Confidence };
    return composePolicy(keys, table, { ...found, clock: candidate }, retention, findings);
  }
  const { clock, unset } = keptByName(table) ? {} : chooseClock(table, findings);
  const found = kindOf(table, clock);
  if (!found || !clock) {
    notProposed(table, clock, findings);
    return undefined;
  }
  // Rows the server sees deleted as fast as they come are cleaned by something now: that says more
  // than the shape's reading of what they are.
  const shape = churns(table) ? undefined : shapeKeeps(table, clock);
  if (shape) {
    findings.push({ table: text(table), ...shape });
    return undefined;
  }
  const question = notExpiring(table, found.kind, clock, isExpiry(clock) ? undefined : unset);
  if (question) {
    findings.push({ table: text(table), kind: "not-expiring", message: question });
    return undefined;
  }
  const doubts = shapeDoubts(table, clock);
  const sure = doubts.length > 0 ? { confidence: "low" as Confidence, doubts } : {};
  return composePolicy(keys, table, { ...found, clock, ...sure }, retention, findings);
}

async function composePolicy(
  keys: ForeignKeys,
  table: SurveyedTable,
  found: {
    kind: string;
    confidence: Confidence;
    clock: ClockCandidate;
    doubts?: string[];
    source?: string;
  },
  retention: string,
  findings: Finding[],
): Promise<Proposal> {
  const { clock } = found;
  const unit = clock.epoch ? epochUnit(knownValues(table.stats.get(clock.column))) : undefined;
  const status = table.partitionColumn ? undefined : statusGuard(table);
  const hold = [...table.facts.columns.values()].find(isHoldColumn);
  const expiring = isExpiry(clock)
    ? [...table.facts.columns.values()].find(isExpiringFlag)
    : undefined;
  const cascades = table.partitionColumn ? [] : await cascadesOf(keys, table);
  const needsIndex = indexNeeded(table, clock);
  const why = [
    `${found.kind} (${found.confidence} confidence)`,
    ...(found.source ? [found.source] : []),
    ...(table.unlogged
      ? ["UNLOGGED: PostgreSQL empties it after a crash, its rows may be lost"]
      : []),
    ...(found.doubts ?? []).map((doubt) => `? ${doubt}`),
    ...(churns(table) ? [churnText(table.churn)] : []),
    `clock ${typeof clock.clock === "string" ? clock.clock : `${clock.clock.column} + ${clock.clock.plus}`}: ${clock.role}`,
    ...(clock.epoch
      ? [
          unit
            ? `${unit}, by the size of its values`
            : "epoch-ms guessed (no statistics: ANALYZE the table)",
        ]
      : []),
    ...(status
      ? [`status ${status.guard.values.join(", ")} only (${status.live.join(", ")} left out)`]
      : []),
    ...(hold ? [`${hold.name} holds a row`] : []),
    ...(expiring ? [`only rows whose ${expiring.name} is true expire`] : []),
    ...(cascades.length > 0 ? [`a delete reaches ${cascades.join(", ")} (its cascades)`] : []),
    ...otherClocks(table, clock),
    ...(needsIndex
      ? [
          `? an index first: no key names its rows, so batches must walk an index on ${clock.column}, and the engine refuses the policy until one exists (${needsIndex}); its retention is chosen after`,
        ]
      : []),
  ];
  tableFindings(table, clock.column, findings);
  const policy: DraftPolicy = {
    name: "",
    table: text(table),
    ...(table.partitionColumn ? { mechanism: "drop-partitions" } : {}),
    clock: clock.clock,
    ...(clock.epoch ? { clockUnit: unit ?? "epoch-ms" } : {}),
    retention: needsIndex ? RETENTION_TO_CHOOSE : retention,
    ...(status ? { status: status.guard } : {}),
    ...(hold ? { hold: hold.name } : {}),
    ...(expiring ? { where: [{ column: expiring.name, is: "true" }] } : {}),
    ...(cascades.length > 0 ? { cascades } : {}),
    mode: "report",
    owner: "to be assigned",
    description: `Proposed by retention-job init: ${why.join("; ")}.`,
  };
  const rule = `${typeof clock.clock === "string" ? clock.clock : `${clock.clock.column} + ${clock.clock.plus}`} + ${policy.retention}${status ? `, ${status.guard.column} in (${status.guard.values.join(", ")})` : ""}`;
  return {
    policy,
    kind: found.kind,
    confidence: found.confidence,
    rule,
    ...(needsIndex ? { needsIndex } : {}),
  };
}

/** Unique policy names from table names (the schema joins in when two tables share a name). */
function nameProposals(proposals: Proposal[]): void {
  const base = (proposal: Proposal) => snake(String(proposal.policy.table).split(".")[1] ?? "");
  for (const proposal of proposals) {
    const clash = proposals.filter((other) => base(other) === base(proposal)).length > 1;
    const name = clash ? snake(String(proposal.policy.table)) : base(proposal);
    proposal.policy.name = /^[a-z]/.test(name) ? name.slice(0, 63) : `t_${name}`.slice(0, 63);
  }
}

/** The draft's proposals and findings, before the engine's preflight checks them. */
export async function draftProposals(
  db: pg.ClientBase,
  tables: SurveyedTable[],
  retention: string,
  sites: CleanupSites | undefined = undefined,
): Promise<{ proposals: Proposal[]; findings: Finding[] }> {
  const keys = new ForeignKeys(db);
  const findings: Finding[] = [];
  const proposals: Proposal[] = [];
  for (const table of tables) {
    const proposal = await propose(keys, table, retention, findings, sites);
    if (proposal)
      proposals.push(
        proposal.needsIndex ? proposal : await withTenant(db, proposal, table, tables),
      );
  }
  nameProposals(proposals);
  return { proposals, findings };
}
