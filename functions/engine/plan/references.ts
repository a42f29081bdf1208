// The references into a policy's table as `plan` shows them: direct, through cascades, and the
// self-reference first.
import { type InboundRef, type PolicyShape, tableText } from "../catalog/shape.js";

/** A reference into a policy's table, as `plan` shows it. */
export interface PlannedReference {
  constraint: string;
  /** `child(columns) -> parent(columns)` */
  from: string;
  action: string;
  effect: InboundRef["effect"] | "self-reference";
  /** Policies of this retention table that govern the referencing table (they run first). */
  governedBy: string[];
  indexed: boolean;
  /** The index that serves the lookups, and its predicate when it is a partial one. */
  index?: { name: string; predicate: string | null };
  /** Reached through a cascade from the policy's table, not directly. */
  throughCascade: boolean;
}

/** `child(columns) -> parent(columns)` */
export const arrow = (fk: InboundRef["fk"]) =>
  `${tableText(fk.child)}(${fk.childColumns.join(", ")}) -> ${tableText(fk.parent)}(${fk.parentColumns.join(", ")})`;

/** Every reference a policy's statements check, direct or through a cascade, the self-reference first. */
export function referencesOf(shape: PolicyShape, shapes: PolicyShape[]): PlannedReference[] {
  const governedBy = (oid: number) =>
    shapes.filter((each) => each.oid === oid).map((each) => each.policy.name);
  const planned = (ref: InboundRef, throughCascade: boolean): PlannedReference[] => [
    {
      constraint: ref.fk.name,
      from: arrow(ref.fk),
      action: ref.fk.action,
      effect: ref.effect,
      governedBy: governedBy(ref.fk.child.oid),
      indexed: ref.fk.childIndexed,
      ...(ref.fk.childIndex ? { index: ref.fk.childIndex } : {}),
      throughCascade,
    },
    ...ref.childRefs.flatMap((child) => planned(child, true)),
  ];
  const self = shape.selfReference;
  return [
    ...(self
      ? [
          {
            constraint: self.name,
            from: arrow(self),
            action: self.action,
            effect: "self-reference" as const,
            governedBy: governedBy(self.child.oid),
            indexed: self.childIndexed,
            ...(self.childIndex ? { index: self.childIndex } : {}),
            throughCascade: false,
          },
        ]
      : []),
    ...shape.inbound.flatMap((ref) => planned(ref, false)),
  ];
}
