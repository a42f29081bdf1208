// The keyset walk's look back (strategies/look-back.ts): a statement's snapshot bounds, and a
// read of a stretch of the clock's index that lets PostgreSQL mark its dead entries.
import type { PolicyShape } from "../catalog/shape.js";
import { clockExpression } from "./predicates.js";
import { tenantGoverned } from "./tenants.js";
import { Params, type Sql, sql, tableName } from "./text.js";

/**
 * The statement's snapshot bounds as columns: every transaction id below `snapshot_xmin` had
 * ended when it was taken, and every transaction that had committed by then is below
 * `snapshot_xmax` (PostgreSQL 13+).
 */
export const snapshotBounds = `pg_snapshot_xmin(pg_current_snapshot())::text AS snapshot_xmin,
  pg_snapshot_xmax(pg_current_snapshot())::text AS snapshot_xmax`;

/** shared_buffers, in pages. */
export const sharedBuffersSql = () =>
  sql(
    "SELECT setting::bigint AS buffers FROM pg_catalog.pg_settings WHERE name = 'shared_buffers'",
  );

/** A snapshot's bounds alone (after a walk's last batch). */
export const snapshotBoundsSql = () => sql(`SELECT ${snapshotBounds}`);

/**
 * Reads the clock's index over [from, to] (one tenant's part of it on a tenant's walk) (an index-only scan; the walk's session has bitmap
 * scans off): each entry whose row is dead to every transaction is marked dead by PostgreSQL as
 * the scan passes it, so that later scans skip it without visiting its page. Read-only: it changes
 * no row and no figure, only which pages later reads of these entries visit.
 */
export function lookBackSql(shape: PolicyShape, from: string, to: string): Sql {
  const params = new Params();
  const clock = clockExpression(shape.policy, "c");
  const type = shape.clock.type;
  // One tenant's walk: its stretch of the index on (tenant, clock).
  const tenant = shape.tenants?.only ? `${tenantGoverned(shape.tenants, params, "c")} AND ` : "";
  return {
    text: `SELECT count(*)::int AS n FROM ${tableName(shape.policy)} AS c
WHERE ${tenant}${clock} >= ${params.add(from, type)} AND ${clock} <= ${params.add(to, type)}`,
    values: params.values,
  };
}
