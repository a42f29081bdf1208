// After a large run: the table's dead tuples and size before and after, and VACUUM (ANALYZE)
// where the policy asks for it and the role may; otherwise what a person should run.
import type pg from "pg";
import { mechanismFacts } from "../../contract/mechanisms.js";
import type { PolicyShape } from "../catalog/shape.js";
import { errorLine } from "../db/pg-errors.js";
import type { UpkeepReport } from "../report.js";
import { tableName } from "../sql/text.js";
import {
  AUTOVACUUM_COST_DELAY,
  flushStatsSql,
  setVacuumSettingsSql,
  upkeepSql,
  vacuumSettingsSql,
  vacuumSql,
  vacuumText,
} from "../sql/upkeep.js";
import type { RunOptions } from "./options.js";

/**
 * After a run: a policy with vacuumAfter vacuums its table when the run took at least `minRows`
 * rows, and only with `minMs` left before the run's deadline (the VACUUM's statement_timeout is
 * what is left); a run that took that many rows and did not vacuum says what to run.
 */
export const VACUUM_AFTER = { minRows: 10_000, minMs: 10_000 } as const;

/** What the table looked like: its dead tuples, bytes, and whether this role may vacuum it. */
export interface TableState {
  dead: number | null;
  bytes: number;
  mayVacuum: boolean;
}

export async function tableState(client: pg.ClientBase, shape: PolicyShape): Promise<TableState> {
  // The run's own deletes reach the statistics now, not up to a second later (PostgreSQL 15+).
  await client.query(flushStatsSql()).catch(() => undefined);
  const { rows } = await client.query<{ dead: number | null; bytes: number; may_vacuum: boolean }>(
    upkeepSql(shape.oid),
  );
  const row = rows[0];
  return { dead: row?.dead ?? null, bytes: row?.bytes ?? 0, mayVacuum: row?.may_vacuum === true };
}

/** Its rows leave dead tuples behind (a mechanism that drops partitions leaves none: it refuses vacuumAfter). */
export const leavesDeadTuples = (shape: PolicyShape) =>
  mechanismFacts(shape.policy.mechanism).takes.includes("vacuumAfter");

/** Whether the rows a run took make its table's upkeep worth a report (and a VACUUM). */
export const isLargeRun = (rowsTaken: number) => rowsTaken >= VACUUM_AFTER.minRows;

type Vacuumed = Pick<UpkeepReport, "vacuum" | "advice"> & { ms?: number };

/** VACUUM (ANALYZE) on the policy's session, within what is left of the run, at autovacuum's pace. */
async function vacuum(
  options: RunOptions,
  client: pg.ClientBase,
  table: string,
): Promise<Vacuumed> {
  const byHand = vacuumText(table);
  const left = options.deadline === undefined ? undefined : options.deadline - Date.now();
  if (left !== undefined && left < VACUUM_AFTER.minMs)
    return { vacuum: "no-time", advice: `too little of the run was left to vacuum: run ${byHand}` };
  const saved = (await client.query<{ timeout: string; delay: string }>(vacuumSettingsSql()))
    .rows[0]!;
  const timeout = left === undefined ? "0" : String(Math.round(left));
  // The session's own deletes reach the statistics before the VACUUM counts the dead tuples anew:
  // flushed after it, they would be added to its count of none.
  await client.query(flushStatsSql()).catch(() => undefined);
  await client.query(setVacuumSettingsSql({ timeout, delay: AUTOVACUUM_COST_DELAY }));
  const started = Date.now();
  try {
    await client.query(vacuumSql(table));
    return { vacuum: "ran", advice: null, ms: Date.now() - started };
  } catch (error) {
    return { vacuum: "failed", advice: `${byHand} failed (${errorLine(error)}): run it again` };
  } finally {
    await client.query(setVacuumSettingsSql(saved));
  }
}

/** Who may vacuum a table this role may not, and what they should run. */
export const notPermitted = (table: string) =>
  `this role may not vacuum the table (its owner, the database's owner or, on PostgreSQL 17, a holder of MAINTAIN may): have one of them run ${vacuumText(table)}`;

/** plan's word on a policy that asks for vacuumAfter on a table this role may not vacuum. */
export async function vacuumPlanWarnings(
  client: pg.ClientBase,
  shape: PolicyShape,
): Promise<string[]> {
  if (!shape.policy.vacuumAfter || !leavesDeadTuples(shape)) return [];
  const { mayVacuum } = await tableState(client, shape);
  return mayVacuum
    ? []
    : [`vacuumAfter: ${notPermitted(tableName(shape.policy))} after a large run`];
}

/** What to do about the table after a large run, and its figures after. */
export async function upkeepAfter(
  options: RunOptions,
  client: pg.ClientBase,
  shape: PolicyShape,
  before: TableState,
): Promise<UpkeepReport> {
  const table = tableName(shape.policy);
  const byHand = vacuumText(table);
  let done: Vacuumed;
  if (!shape.policy.vacuumAfter)
    done = {
      vacuum: "not-asked",
      advice: `run ${byHand} (or set the policy's vacuumAfter): autovacuum comes to the dead tuples in its own time`,
    };
  else if (!before.mayVacuum) done = { vacuum: "not-permitted", advice: notPermitted(table) };
  else done = await vacuum(options, client, table);
  const after = await tableState(client, shape);
  return {
    deadTuples: { before: before.dead, after: after.dead },
    bytes: { before: before.bytes, after: after.bytes },
    vacuum: done.vacuum,
    advice: done.advice,
    ...(done.ms === undefined ? {} : { vacuumMs: done.ms }),
  };
}
