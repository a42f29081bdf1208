// The archive objects' ledger at work: an object is pending before its upload, done in the
// transaction that removes its rows, and abandoned (its object and manifest removed) when that
// transaction never committed. Whoever claims a pending row abandons it; a done one is never touched.
import type pg from "pg";
import {
  claimAbandonSql,
  insertPendingSql,
  markAbandonedSql,
  unfinishedSql,
} from "../sql/archive.js";
import { manifestKeyOf } from "./manifest.js";
import type { ArchiveStore } from "./store.js";

export async function recordPending(
  pool: pg.Pool,
  entry: Parameters<typeof insertPendingSql>[0],
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(insertPendingSql(entry));
  return rows[0]?.id as string;
}

/**
 * Abandons a pending object whose transaction did not commit: its rows are still in the database,
 * so the object and its manifest go (a retry writes them again). False: it was done after all.
 */
export async function abandon(pool: pg.Pool, store: ArchiveStore, id: string): Promise<boolean> {
  const { rows } = await pool.query<{ object_key: string }>(claimAbandonSql(id));
  const key = rows[0]?.object_key;
  if (key === undefined) return false;
  await store.remove(key);
  await store.remove(manifestKeyOf(key));
  await pool.query(markAbandonedSql(id));
  return true;
}

export interface Unfinished {
  id: string;
  bucket: string;
  object_key: string;
  kind: "rows" | "partition";
  partition: string | null;
}

/** A policy's objects a crash left pending (the caller holds the policy's archive lock). */
export async function unfinished(pool: pg.Pool, policy: string): Promise<Unfinished[]> {
  return (await pool.query<Unfinished>(unfinishedSql(policy))).rows;
}
