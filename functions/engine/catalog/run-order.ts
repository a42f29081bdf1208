// Children before parents along the foreign keys between governed tables; a blocking cycle is refused.
import { ConfigError } from "../../contract/errors.js";
import type { InboundRef, PolicyShape } from "./shape.js";

/** Children before parents: a parent whose children all expire goes in the same run. */
export function runOrder(shapes: PolicyShape[]): PolicyShape[] {
  const byTable = (oid: number) => shapes.filter((shape) => shape.oid === oid);
  // The policies that take rows away (one whose statement UPDATEs leaves them where they are).
  const takers = (oid: number) =>
    byTable(oid).filter((shape) => shape.action?.statement !== "UPDATE");
  const before = new Map<PolicyShape, { shape: PolicyShape; ref: InboundRef }[]>();
  for (const shape of shapes) {
    before.set(
      shape,
      shape.inbound.flatMap((ref) =>
        ref.fk.child.oid === shape.oid
          ? []
          : byTable(ref.fk.child.oid).map((child) => ({ shape: child, ref })),
      ),
    );
  }
  const ordered: PolicyShape[] = [];
  const state = new Map<PolicyShape, "visiting" | "done">();
  const visit = (shape: PolicyShape, trail: { shape: PolicyShape; ref: InboundRef }[]) => {
    if (state.get(shape) === "done") return;
    if (state.get(shape) === "visiting") {
      const cycle = trail.slice(trail.findIndex((step) => step.shape === shape));
      // A cycle of cascades only: no order is needed, the file's order stands.
      if (cycle.every((step) => step.ref.effect !== "blocks")) return;
      throw new ConfigError(
        "policies",
        `policies ${cycle.map((step) => step.shape.policy.name).join(", ")} reference each other (${cycle.map((step) => step.ref.fk.name).join(", ")}): a cycle of foreign keys across tables, which retention-job refuses; break it, or make one of the constraints ON DELETE CASCADE and list it in cascades`,
      );
    }
    state.set(shape, "visiting");
    for (const step of before.get(shape) ?? [])
      visit(step.shape, [...trail, { shape, ref: step.ref }]);
    state.set(shape, "done");
    ordered.push(shape);
  };
  for (const shape of shapes) visit(shape, []);
  // The run's policies on each referencing table: a dry run counts the rows they delete as gone
  // (blocking references; not a table's own, which its trees handle; and a cascade or SET NULL
  // does not reach them), and their holds keep a cascaded row (cascading references, at any depth).
  const link = (refs: InboundRef[], parent: number) => {
    for (const ref of refs) {
      if (ref.effect !== "blocks" || ref.fk.child.oid !== parent)
        ref.childPolicies = takers(ref.fk.child.oid);
      link(ref.childRefs, ref.fk.child.oid);
    }
  };
  for (const shape of shapes) link(shape.inbound, shape.oid);
  return ordered;
}
