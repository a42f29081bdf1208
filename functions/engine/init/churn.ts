// What the server's statistics say of rows deleted from a table, the job's own work left out
// (docs/init.md, "Rows deleted as they come"): pg_stat_user_tables counts every delete tried,
// rolled back or not, so a dry run's rehearsal would read as cleaning; the live rows it leaves
// bound what was deleted for good, and the job's ledger says what its runs and erasures deleted.
import type pg from "pg";
import { jobDeletionsSql, ledgerReadableSql } from "../sql/survey.js";

/** A table's statistics since they were reset, and what of them is the job's own. */
export interface Churn {
  inserted: number;
  /** n_tup_del: every delete tried, a rolled-back one too. */
  counted: number;
  /** n_live_tup: rows a rolled-back delete leaves are still live. */
  live: number;
  /** Rows the job's runs and erasures deleted from it (its ledger), since the statistics were reset. */
  byJob: number;
  /** Why its deletions cannot be read as the application's (the job's cascades reach it, an unreadable ledger). */
  unread?: string;
}

/** What the job's ledger says it deleted: rows per table, and the tables its deletes reach beside. */
export interface JobWork {
  deleted: Map<string, number>;
  /** schema.table of a policy → the tables its cascades reach, and its alsoDelete columns. */
  reach: Map<string, { cascades: string[]; alsoDelete: string[] }>;
  /** The ledger is here but this role may not read it: the job's deletions cannot be told apart. */
  unreadable?: boolean;
}

/** The job's own deletions since the statistics were reset, from its ledger (none when it has none). */
export async function readJobWork(db: pg.ClientBase): Promise<JobWork> {
  const work: JobWork = { deleted: new Map(), reach: new Map() };
  const ledger = (await db.query<{ exists: boolean; readable: boolean }>(ledgerReadableSql()))
    .rows[0];
  if (!ledger?.exists) return work;
  if (!ledger.readable) return { ...work, unreadable: true };
  const { rows } = await db.query<{
    table: string;
    deleted: number;
    cascades: string[];
    also_delete: string[];
  }>(jobDeletionsSql());
  for (const row of rows) {
    work.deleted.set(row.table, (work.deleted.get(row.table) ?? 0) + Number(row.deleted));
    if (row.cascades.length + row.also_delete.length > 0)
      work.reach.set(row.table, { cascades: row.cascades, alsoDelete: row.also_delete });
  }
  return work;
}

/** A table as the job's work is told apart on: its name, its foreign keys in. */
interface Surveyed {
  schema: string;
  name: string;
  churn: Churn;
  inbound: { child: { schema: string; name: string }; childColumns: string[] }[];
}

/**
 * The job's work set against each table's statistics: the rows it deleted counted off, and a
 * table its deletes reach through cascades or alsoDelete (the ledger gives no count of those)
 * not read at all.
 */
export function setJobWork(tables: Surveyed[], work: JobWork): void {
  for (const table of tables) {
    const name = `${table.schema}.${table.name}`;
    table.churn.byJob = work.deleted.get(name) ?? 0;
    if (work.unreadable)
      table.churn.unread =
        "the job's ledger is not readable by this role, so its own deletions cannot be told apart";
    const via = [...work.reach].find(
      ([policyTable, reach]) =>
        reach.cascades.includes(name) ||
        table.inbound.some(
          (fk) =>
            `${fk.child.schema}.${fk.child.name}` === policyTable &&
            fk.childColumns.some((column) => reach.alsoDelete.includes(column)),
        ),
    );
    if (via)
      table.churn.unread = `the job's own deletes from ${via[0]} reach it (cascades, alsoDelete), uncounted`;
  }
}

/** Rows are born and die here: at least a tenth of 100 or more inserted rows deleted for good. */
const CHURN = { minInserted: 100, deletedShare: 0.1 };

/**
 * The rows deleted for good and not by the job: at most the deletes counted, at most the rows
 * inserted that are no longer live (a rolled-back delete leaves its rows live), less the job's.
 */
export function deletedByOthers(churn: Churn): number {
  if (churn.unread) return 0;
  const committed = Math.min(churn.counted, Math.max(0, churn.inserted - churn.live));
  return Math.max(0, committed - churn.byJob);
}

/** Something other than the job deletes its rows as they come: a tenth of 100 or more inserted. */
export const churns = (churn: Churn): boolean =>
  churn.inserted >= CHURN.minInserted &&
  deletedByOthers(churn) >= CHURN.deletedShare * churn.inserted;

/** The statistics' figures for a description: what was deleted, and what was left out of it. */
export function churnText(churn: Churn): string {
  const committed = Math.min(churn.counted, Math.max(0, churn.inserted - churn.live));
  const left = [
    churn.counted > committed ? `${churn.counted - committed} rolled back` : "",
    churn.byJob > 0
      ? `${Math.min(churn.byJob, committed)} deleted by retention-job's own runs`
      : "",
  ].filter(Boolean);
  return `${deletedByOthers(churn)} of ${churn.inserted} rows inserted were deleted again (pg_stat_user_tables${left.length > 0 ? `; not counted: ${left.join(", ")}` : ""}): something cleans it now`;
}
