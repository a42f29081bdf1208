// From the surveyed tables to a draft retention table: a policy per table whose data expires, in
// report mode, with what the catalog knows filled in and the reasons written in its description;
// and the findings a person should read beside it.

import type pg from "pg";
import { RETENTION_TO_CHOOSE } from "../../contract/retention-table.js";
import { cascadeReach, effectOf, ForeignKeys, inboundRefs } from "../catalog/foreign-keys.js";
import type { ForeignKey } from "../catalog/shape.js";
import type { Column } from "../catalog/table-facts.js";
import { qualifiedIdent, quoteIdent } from "../sql/text.js";
import { churns as churnsBy, churnText, deletedByOthers } from "./churn.js";
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
  isPersonalColumn,
  isTime,
  knownValues,
  LAST_ACTIVITY,
  snake,
  splitStatus,
  storageKind,
  tableKind,
} from "./heuristics.js";
import { type OrmCascades, ormCascades } from "./orm-cascades.js";
import {
  type DraftPolicy,
  type Evidence,
  type Finding,
  type Proposal,
  policyReach,
  sitesText,
} from "./proposal.js";
import { answerFor, type Question, type QuestionReason, rankQuestions } from "./questions.js";
import { type NeverProposed, neverProposed } from "./safety.js";
import type { CleanupSite, CleanupSites } from "./source.js";
import { shapeDoubts, shapeKeeps } from "./structure.js";
import type { SurveyedTable } from "./survey.js";
import { withTenant } from "./tenant.js";

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
async function cascadesOf(
  keys: ForeignKeys,
  table: SurveyedTable,
  first?: ForeignKey[],
): Promise<string[]> {
  const self = table.inbound.filter(
    (fk) => fk.child.oid === table.facts.ref.oid && effectOf(fk) === "blocks",
  );
  const skip = self.length === 1 ? self[0] : undefined;
  const refs = await inboundRefs(keys, table.facts.ref, skip, [], first);
  return [...cascadeReach(refs).keys()];
}

/** What the application's delete takes with each row, and what it cannot, in the description's words. */
const ormText = (orm: OrmCascades | undefined): string[] => [
  ...((orm?.deleteFirst.length ?? 0) > 0
    ? [
        `rows of ${orm?.deleteFirst.map((each) => each.table).join(", ")} hang from its rows by NOT NULL keys the database does not act on: the application's delete takes them first (its ORM's cascade) or fails, so they are deleteFirst`,
      ]
    : []),
  ...((orm?.kept.length ?? 0) > 0
    ? [
        `? rows of ${orm?.kept.join(", ")} (never proposed: a person's account, content, money or an audit trail, or outside the schemas read) hang from its rows by NOT NULL keys: a row they reference cannot go while they stay`,
      ]
    : []),
];

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

/** The table's personal columns (email, phone, IP, name). */
const personalColumns = (table: SurveyedTable) =>
  [...table.facts.columns.values()].filter(isPersonalColumn).map((column) => column.name);

/**
 * A table not proposed and nothing says its rows go: a question where it looks personal (how long
 * are its rows kept?), with or without a column that could start a clock.
 */
function personalQuestion(table: SurveyedTable, clock: ClockCandidate | undefined): Assessed {
  const personal = personalColumns(table);
  if (personal.length === 0) return undefined;
  const anyClock = clockCandidates([...table.facts.columns.values()], table.stats).length > 0;
  if (anyClock && !clock) return undefined;
  const why = clock
    ? `looks personal (${personal.join(", ")}), has a clock (${clock.column}: ${clock.role}) and nothing says it expires: are its rows kept forever?`
    : `looks personal (${personal.join(", ")}) and has no column of a time type or of epoch numbers: how long are these rows kept?`;
  return { question: { table: text(table), reason: "personal, kept how long?", why } };
}

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

/** What the schema and the statistics give as evidence for a table on a clock. */
function schemaEvidence(table: SurveyedTable, clock: ClockCandidate): Evidence[] {
  return [
    ...(isExpiry(clock) && clock.role !== "partition key"
      ? [{ kind: "expiry" as const, column: clock.column }]
      : []),
    ...(churns(table)
      ? [
          {
            kind: "statistics" as const,
            deleted: deletedByOthers(table.churn),
            inserted: table.churn.inserted,
          },
        ]
      : []),
  ];
}

/** What the reading found for a table on a clock: its kind, how sure, and what argues against it. */
interface Found {
  kind: string;
  confidence: Confidence;
  clock: ClockCandidate;
  doubts?: string[];
  /** The application's own code deletes its rows, and where (only the code's evidence sets it). */
  source?: string;
}

/** A table the draft would propose, the evidence not yet weighed (a tenant's retention comes after). */
interface Candidate {
  table: SurveyedTable;
  found: Found;
  evidence: Evidence[];
  sites?: CleanupSite[];
}

/**
 * A question before its answer and rank, with the reading its rule would be composed from (`on`:
 * the table as read, where it was read apart from its partitions).
 */
type Asked = Omit<Question, "rank" | "answer"> & { found?: Found; on?: SurveyedTable };
/** A table's reading: a candidate for a proposal, a question, or nothing to say. */
type Assessed = { candidate: Candidate } | { question: Asked } | undefined;

/**
 * A table never proposed (a person's account, content, money, an audit trail): a question where
 * the code deletes from it or its rows go (the statistics, an expiry), else a finding where it
 * looks personal (its columns may still be redacted).
 */
function guarded(
  table: SurveyedTable,
  { holds, why: never }: NeverProposed,
  sites: CleanupSite[] | undefined,
  findings: Finding[],
): Assessed {
  if (sites)
    return {
      question: {
        table: text(table),
        reason: "person's data, deleted by the code",
        why: `${never}: never proposed for deletion; the application's code deletes some of its rows (${sitesText(sites)})`,
        sites,
      },
    };
  const expiry = clockCandidates([...table.facts.columns.values()], table.stats).find(isExpiry);
  const goes = churns(table)
    ? churnText(table.churn)
    : expiry && `its rows carry an expiry (${expiry.column})`;
  if (goes)
    return {
      question: {
        table: text(table),
        reason: "a person's data whose rows go",
        why: `${never}: never proposed for deletion; ${goes}`,
      },
    };
  if (holds === "an audit trail")
    return {
      question: {
        table: text(table),
        reason: "an audit trail, kept how long?",
        why: `${never}: never proposed for deletion; how long it is kept is a compliance rule`,
      },
    };
  const personal = personalColumns(table);
  if (personal.length > 0)
    findings.push({
      table: text(table),
      kind: "kept",
      message: `${never}: never proposed for deletion; its personal columns (${personal.join(", ")}) may be redacted where a rule says so`,
    });
  return undefined;
}

/**
 * A table the application's own code deletes by age (`init --source`), on the clock the code
 * compares: a candidate where something else says its rows expire (its name's kind, an expiry, the
 * statistics) and its shape does not argue against it; else a question naming the code.
 */
function fromSource(table: SurveyedTable, sites: CleanupSite[], findings: Finding[]): Assessed {
  const where = sitesText(sites);
  const { clock } = sourceClock(table, sites, findings);
  const said = `the application's code deletes its rows (${where})`;
  const reason = "the code deletes it, nothing else says it expires" as const;
  if (!clock)
    return {
      question: {
        table: text(table),
        reason,
        why: `${said}, but no column of its own can start a clock: is it cleaned through another table's rule (a join, a parent's age)?`,
        sites,
      },
    };
  const named = kindOf(table, clock);
  const shape = churns(table) ? undefined : shapeKeeps(table, clock);
  const doubts = shapeDoubts(table, clock);
  const source = `the application's own code deletes it by age: ${where}`;
  const found = {
    kind: named?.kind ?? "deleted by the application's code",
    confidence: "high" as Confidence,
    clock,
    source,
  };
  if (named && !shape && doubts.length === 0)
    return {
      candidate: {
        table,
        found,
        evidence: [{ kind: "code", sites }, ...schemaEvidence(table, clock)],
        sites,
      },
    };
  const against = shape
    ? shape.message.replace(/^\? /, "")
    : doubts.length > 0
      ? doubts.join("; ")
      : "nothing else says its rows expire (no name of a kind that expires, no expiry column, no statistics)";
  return {
    question: {
      table: text(table),
      reason,
      why: `${said} beside a time, but ${against}`,
      sites,
      found,
    },
  };
}

/** The reason of a question the shape or the clock's statistics raise. */
const notExpiringReason = (message: string) =>
  message.startsWith("? pending work")
    ? ("pending work" as const)
    : message.startsWith("? most rows never expire")
      ? ("most rows never expire" as const)
      : ("a doubt against it" as const);

/**
 * A table by the catalog and the statistics alone: a candidate where its name, its expiry or the
 * statistics say its rows expire; a question where the shape or a doubt argues against it; a
 * finding where the shape keeps it.
 */
function fromSchema(table: SurveyedTable, findings: Finding[]): Assessed {
  const { clock, unset } = chooseClock(table, findings);
  const found = kindOf(table, clock);
  if (!found || !clock) return personalQuestion(table, clock);
  // Rows the server sees deleted as fast as they come are cleaned by something now: that says more
  // than the shape's reading of what they are.
  const shape = churns(table) ? undefined : shapeKeeps(table, clock);
  if (shape?.kind === "kept") {
    findings.push({ table: text(table), kind: "kept", message: shape.message });
    return undefined;
  }
  const asked =
    shape?.message ?? notExpiring(table, found.kind, clock, isExpiry(clock) ? undefined : unset);
  const doubts = shapeDoubts(table, clock);
  const reading = {
    ...found,
    clock,
    ...(doubts.length > 0 ? { confidence: "low" as Confidence, doubts } : {}),
  };
  // No rule is offered: on another clock it would delete rows kept until something ends them.
  if (asked)
    return {
      question: {
        table: text(table),
        reason: notExpiringReason(asked),
        why: asked.replace(/^\? /, ""),
      },
    };
  if (doubts.length > 0)
    return {
      question: {
        table: text(table),
        reason: "a doubt against it",
        why: `${found.kind}, but ${doubts.join("; ")}`,
        found: reading,
      },
    };
  return { candidate: { table, found: reading, evidence: schemaEvidence(table, clock) } };
}

/** A table range-partitioned by a time column: old partitions dropped, where the code says so. */
function partitioned(table: SurveyedTable, sites: CleanupSite[] | undefined): Assessed {
  const column = table.partitionColumn as string;
  const clock: ClockCandidate = { clock: column, role: "partition key", score: 5, column };
  const found = { kind: "partitioned by time", confidence: "high" as Confidence, clock };
  if (sites)
    return {
      candidate: {
        table,
        found: {
          ...found,
          source: `the application's own code deletes it by age: ${sitesText(sites)}`,
        },
        evidence: [{ kind: "code", sites }],
        sites,
      },
    };
  return {
    question: {
      table: text(table),
      reason: "partitioned by time, no evidence",
      why: `range-partitioned by ${column}: are old partitions dropped (drop-partitions), and after how long?`,
      found,
    },
  };
}

/** One table's reading: the safety rule first, then the code's word, then the schema's. */
function assess(
  table: SurveyedTable,
  findings: Finding[],
  sites: CleanupSites | undefined,
): Assessed {
  const site = sites?.get(text(table));
  const never = neverProposed(table);
  if (never) return guarded(table, never, site, findings);
  const key = table.partitionColumn && table.facts.columns.get(table.partitionColumn);
  if (key && !isTime(key)) {
    // drop-partitions reads bounds as timestamps: a table partitioned by epoch numbers is deleted
    // from in batches like any other, its partition key a clock among its columns.
    const { partitionColumn: _numeric, ...unpartitioned } = table;
    const read = assess(unpartitioned, findings, sites);
    return read && "question" in read
      ? { question: { ...read.question, on: unpartitioned } }
      : read;
  }
  if (table.partitionColumn) return partitioned(table, site);
  if (site) return fromSource(table, site, findings);
  return fromSchema(table, findings);
}

async function composePolicy(
  { keys, tables }: Pick<Context, "keys" | "tables">,
  table: SurveyedTable,
  found: Found,
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
  // Where the application's own code deletes its rows, what hangs from them goes first.
  const orm =
    found.source && !table.partitionColumn
      ? await ormCascades(keys, table.facts.ref, tables)
      : undefined;
  const cascades = table.partitionColumn ? [] : await cascadesOf(keys, table, orm?.keys);
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
    ...ormText(orm),
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
    ...((orm?.deleteFirst.length ?? 0) > 0 ? { deleteFirst: orm?.deleteFirst } : {}),
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
function nameProposals(proposals: { policy: DraftPolicy }[]): void {
  const base = (proposal: { policy: DraftPolicy }) =>
    snake(String(proposal.policy.table).split(".")[1] ?? "");
  for (const proposal of proposals) {
    const clash = proposals.filter((other) => base(other) === base(proposal)).length > 1;
    const name = clash ? snake(String(proposal.policy.table)) : base(proposal);
    proposal.policy.name = /^[a-z]/.test(name) ? name.slice(0, 63) : `t_${name}`.slice(0, 63);
  }
}

/** A question's text, its answer, and the rule it would be (a proposal's policy, composed apart). */
/** What drafting reads beyond one table: the database, its foreign keys, every table, whether code was read. */
interface Context {
  db: pg.ClientBase;
  keys: ForeignKeys;
  tables: SurveyedTable[];
  sourceRead: boolean;
}

/** A candidate's policy, composed; with a retention per tenant where its tenant's row holds one. */
async function policyOf(
  context: Context,
  table: SurveyedTable,
  found: Found,
  retention: string,
  findings: Finding[],
) {
  const composed = await composePolicy(context, table, found, retention, findings);
  return composed.needsIndex ? composed : withTenant(context.db, composed, table, context.tables);
}

/** A question with its answer, and the rule it would be (its retention "?", a person's). */
async function toQuestion(
  context: Context,
  table: SurveyedTable,
  question: Asked,
): Promise<Omit<Question, "rank">> {
  const { found, on, ...asked } = question;
  const answer = answerFor(asked.reason, context.sourceRead);
  if (!found) return { ...asked, answer };
  const { policy, rule } = await policyOf(context, on ?? table, found, RETENTION_TO_CHOOSE, []);
  return { ...asked, answer, rule, policy };
}

/** The schema's word for a candidate, in a few words: its expiry columns, a tenant's retention. */
const schemaWord = (evidence: Evidence[]) =>
  evidence
    .map((each) =>
      each.kind === "tenant"
        ? `a tenant's retention (${each.column})`
        : `its rows carry an expiry (${(each as { column: string }).column})`,
    )
    .join(", ");

/**
 * A candidate weighed: a proposal when it rests on the application's deletion seen (its code at a
 * file and line, or the server's statistics net of the job's own work); a question when it rests
 * on the schema's word alone (an expiry column, a tenant's retention: what the rows say, not that
 * anything deletes them), or on nothing.
 */
function weigh(
  candidate: Candidate,
  proposal: Proposal,
  sourceRead: boolean,
): { proposal: Proposal } | { question: Asked } {
  const tenant = (proposal.policy.tenant as { retention?: string } | undefined)?.retention;
  const evidence: Evidence[] = [
    ...candidate.evidence,
    ...(tenant ? [{ kind: "tenant" as const, column: tenant }] : []),
  ];
  const observed = evidence.some((each) => each.kind === "code" || each.kind === "statistics");
  const table = text(candidate.table);
  const { found } = candidate;
  if (evidence.length === 0)
    return {
      question: {
        table,
        reason: "named for data that expires, no evidence",
        why: `${found.kind}, by its name; nothing shows its rows go (no expiry column, no rows deleted as they come${sourceRead ? ", no cleanup in the code read" : ""})`,
        found,
      },
    };
  if (!observed)
    return {
      question: sourceRead
        ? {
            table,
            reason: "it expires, the code deletes none of it",
            why: `${schemaWord(evidence)}, but the application's code read deletes none of them`,
            found,
          }
        : {
            table,
            reason: "it expires, no deletion seen",
            why: `${schemaWord(evidence)}, but nothing shows rows deleted (the code was not read; the server's statistics show none deleted as they come)`,
            found,
          },
    };
  return {
    proposal: { ...proposal, evidence, ...(candidate.sites ? { sites: candidate.sites } : {}) },
  };
}

/** The tables a drafted policy's deletes reach (its cascades, its deleteFirst), another table's. */
function reachedBy(proposals: Proposal[], questions: Omit<Question, "rank">[]): Set<string> {
  const policies = [
    ...proposals.map((proposal) => proposal.policy as Record<string, unknown>),
    ...questions.flatMap((question) => (question.policy ? [question.policy] : [])),
  ];
  const reached = new Set<string>();
  for (const policy of policies)
    for (const table of policyReach(policy)) if (table !== policy.table) reached.add(table);
  return reached;
}

/** The draft's proposals, questions and findings, before the engine's preflight checks the proposals. */
export async function draftProposals(
  db: pg.ClientBase,
  tables: SurveyedTable[],
  retention: string,
  sites: CleanupSites | undefined = undefined,
): Promise<{
  proposals: Proposal[];
  questions: Question[];
  unasked: { table: string; reason: QuestionReason }[];
  findings: Finding[];
}> {
  const context: Context = {
    db,
    keys: new ForeignKeys(db),
    tables,
    sourceRead: sites !== undefined,
  };
  const findings: Finding[] = [];
  const proposals: Proposal[] = [];
  const questions: Omit<Question, "rank">[] = [];
  for (const table of tables) {
    const assessed = assess(table, findings, sites);
    if (!assessed) continue;
    if ("question" in assessed) {
      questions.push(await toQuestion(context, table, assessed.question));
      continue;
    }
    const { candidate } = assessed;
    const own: Finding[] = [];
    const proposal = await policyOf(context, candidate.table, candidate.found, retention, own);
    const weighed = weigh(candidate, proposal, context.sourceRead);
    if ("question" in weighed) {
      questions.push(await toQuestion(context, candidate.table, weighed.question));
      continue;
    }
    findings.push(...own);
    proposals.push(weighed.proposal);
  }
  nameProposals(proposals);
  const { asked, unasked } = rankQuestions(questions, reachedBy(proposals, questions));
  nameProposals(
    asked.flatMap((question) =>
      question.policy ? [{ policy: question.policy as DraftPolicy }] : [],
    ),
  );
  return { proposals, questions: asked, unasked, findings };
}
