// Groups of policies that can run at the same time: no foreign key between their tables, no table
// shared. A run that fans out gives each chain whole groups, so that children still go first.
import type pg from "pg";
import type { Policy } from "../../contract/retention-table.js";
import type { InboundRef, PolicyShape } from "../catalog/shape.js";
import { describePolicies } from "./preflight.js";

/** Every table a policy's deletes read or reach: its own, its references', alsoDelete's. */
function tablesOf(shape: PolicyShape): number[] {
  const walk = (refs: InboundRef[]): number[] =>
    refs.flatMap((ref) => [ref.fk.child.oid, ...walk(ref.childRefs)]);
  return [
    shape.oid,
    ...walk(shape.inbound),
    ...(shape.alsoDelete ?? []).flatMap((also) => [also.fk.parent.oid, ...walk(also.parentRefs)]),
  ];
}

/**
 * The policies in groups that touch no table in common (in the run's order within each group,
 * the groups largest first): policies of one group must run one after the other.
 */
export async function policyGroups(
  db: pg.ClientBase,
  policies: Policy[],
  cutoffs: Record<string, string>,
): Promise<string[][]> {
  const shapes = await describePolicies(db, policies, cutoffs, "groups", undefined, "none");
  const owner = new Map<number, number>();
  const parent = shapes.map((_, index) => index);
  const find = (index: number): number => {
    const up = parent[index] as number;
    if (up === index) return index;
    const root = find(up);
    parent[index] = root;
    return root;
  };
  shapes.forEach((shape, index) => {
    for (const table of tablesOf(shape)) {
      const other = owner.get(table);
      if (other === undefined) owner.set(table, index);
      else parent[find(index)] = find(other);
    }
  });
  const groups = new Map<number, string[]>();
  shapes.forEach((shape, index) => {
    const root = find(index);
    groups.set(root, [...(groups.get(root) ?? []), shape.policy.name]);
  });
  return [...groups.values()].sort((a, b) => b.length - a.length);
}
