// A retention per tenant in words: the tenants worst off, by key only, as a run's notes and
// `status` name them (the report and the evidence record list them worst first).
import type { PolicyReport } from "../../engine/index.js";
import { count, formatAge } from "./table.js";

/** A retention per tenant: the worst tenants a run's notes and `status` name by key (the worst first). */
export const TENANTS_NAMED = 5;

/**
 * The first TENANTS_NAMED tenants that are worse off than fine (kept by their breaker, overdue,
 * or with rows left), each with its figures, and how many more; undefined when none is.
 */
export function namedTenants(tenants: PolicyReport["tenants"]): string | undefined {
  const worst = (tenants?.listed ?? []).filter(
    (each) => each.tripped || (each.overdueSeconds ?? 0) > 0 || each.backlog > 0,
  );
  if (worst.length === 0) return undefined;
  const named = worst.slice(0, TENANTS_NAMED).map((each) => {
    const key = each.tenant === null ? "(no tenant)" : each.tenant;
    if (each.tripped) return `${key} (breaker: ${count(each.backlog)} kept)`;
    return `${key} (${count(each.backlog)} left, overdue ${formatAge(each.overdueSeconds)})`;
  });
  const others = worst.length - TENANTS_NAMED;
  return `${named.join(", ")}${others > 0 ? `, and ${count(others)} more` : ""}`;
}
