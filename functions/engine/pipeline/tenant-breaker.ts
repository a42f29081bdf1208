// A retention per tenant, as a run goes through it: its groups (each tenant with a cutoff this run,
// then the rows with no tenant), a policy narrowed to one group, and the breaker per tenant, which
// takes a tenant whose run would take too much of its own rows out of this run.
import type pg from "pg";
import type { PolicyShape, TenantShape } from "../catalog/shape.js";
import { tenantRowsSql, undeletedUpperBoundSql } from "../sql/standing.js";
import { BREAKER } from "./breaker.js";

/** One tenant's rows (its key), or the rows with no tenant (null), with its cutoff for the run. */
export interface TenantGroup {
  key: string | null;
  cutoff: string;
}

/** The tenants whose rows may go this run (a cutoff), then the rows with no tenant (the default's). */
export function tenantGroups(tenants: TenantShape): TenantGroup[] {
  return [
    ...tenants.cutoffs.flatMap((each) =>
      each.cutoff === null ? [] : [{ key: each.key, cutoff: each.cutoff }],
    ),
    ...(tenants.noTenant === null ? [] : [{ key: null, cutoff: tenants.noTenant }]),
  ];
}

/** The policy narrowed to one group: one cutoff, the group's rows (tenantGoverned). */
export function narrowed(shape: PolicyShape, group: TenantGroup): PolicyShape {
  const tenants = shape.tenants as TenantShape;
  return { ...shape, cutoff: group.cutoff, tenants: { ...tenants, only: { key: group.key } } };
}

/** A policy that goes tenant by tenant: a retention per tenant and the index that bounds each. */
export const byTenant = (shape: PolicyShape): boolean =>
  shape.tenants?.indexed === true && !shape.tenants.only;

/** A tenant the breaker stopped: what it would have taken of its rows. */
export interface TrippedTenant {
  tenant: string | null;
  wouldDelete: number;
  rows: number;
  limit: number;
}

/**
 * The breaker per tenant, before the policy's own: a tenant whose run would take more than its
 * share of its own rows (maxShareOfTable, default half; never below the floor) keeps its rows this
 * run (its cutoff is taken out of the shape, so every count, batch and figure after leaves them),
 * and the other tenants go on. Only a tenant past the floor is counted whole.
 */
export async function judgeTenants(
  client: pg.ClientBase,
  shape: PolicyShape,
): Promise<TrippedTenant[]> {
  const tenants = shape.tenants as TenantShape;
  const share = shape.policy.maxShareOfTable ?? BREAKER.defaultMaxShare;
  const tripped: TrippedTenant[] = [];
  for (const group of tenantGroups(tenants)) {
    const one = narrowed(shape, group);
    const { rows } = await client.query<{ n: string }>(undeletedUpperBoundSql(one));
    const wouldDelete = Number(rows[0]?.n ?? 0);
    if (wouldDelete <= BREAKER.floor) continue;
    const counted = await client.query<{ n: string }>(tenantRowsSql(one));
    const all = Number(counted.rows[0]?.n ?? 0);
    const limit = Math.max(Math.ceil(share * all), BREAKER.floor);
    if (wouldDelete > limit) tripped.push({ tenant: group.key, wouldDelete, rows: all, limit });
  }
  if (tripped.length === 0) return tripped;
  const out = new Set(tripped.map((each) => each.tenant));
  shape.tenants = {
    ...tenants,
    cutoffs: tenants.cutoffs.map((each) => (out.has(each.key) ? { ...each, cutoff: null } : each)),
    noTenant: out.has(null) ? null : tenants.noTenant,
  };
  return tripped;
}
