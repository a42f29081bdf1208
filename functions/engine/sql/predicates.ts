import type { Policy } from "../../contract/retention-table.js";
import { quoteIdent as id, type Params } from "./text.js";

export function clockOf(policy: Policy, alias: string): string {
  const columns = policy.clock.map((column) => `${alias}.${id(column)}`);
  // least() ignores NULLs: the earliest clock that has started.
  return columns.length === 1 ? (columns[0] as string) : `least(${columns.join(", ")})`;
}

/** The row predicates of one policy, written for a given table alias. */
export function predicates(policy: Policy, params: Params, cutoff: string) {
  const cutoffParam = params.add(cutoff, "timestamptz");
  const statusParam = policy.status ? params.add(policy.status.values, "text[]") : undefined;
  return {
    /** Governed by the policy at any age (the status guard). */
    governed: (alias: string) =>
      policy.status ? `${alias}.${id(policy.status.column)}::text = ANY(${statusParam})` : "true",
    /** Governed and past the cutoff. */
    expired: (alias: string) =>
      `${clockOf(policy, alias)} < ${cutoffParam}` +
      (policy.status
        ? ` AND ${alias}.${id(policy.status.column)}::text = ANY(${statusParam})`
        : ""),
    held: (alias: string) => (policy.hold ? `${alias}.${id(policy.hold)} IS TRUE` : "false"),
    notHeld: (alias: string) => (policy.hold ? `${alias}.${id(policy.hold)} IS NOT TRUE` : "true"),
  };
}
