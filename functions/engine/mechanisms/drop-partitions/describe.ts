// How the catalog describes a drop-partitions policy: a partitioned table, a timestamp clock,
// nothing to publish; it acts on whole partitions, so it has no RowAction.
import { ConfigError } from "../../../contract/errors.js";
import { checkColumns } from "../../catalog/columns.js";
import type { ShapeBase } from "../../catalog/describe.js";
import { type PolicyShape, qualifiedName } from "../../catalog/shape.js";
import type { TableFacts } from "../../catalog/table-facts.js";

/** A drop-partitions policy: a partitioned table, a timestamp clock, nothing to publish. */
export function describePartitioned(
  base: ShapeBase,
  facts: TableFacts,
  field: string,
): PolicyShape {
  const { policy } = base;
  if (facts.relkind !== "p") {
    throw new ConfigError(
      `${field}.table`,
      `${qualifiedName(policy)} is not a partitioned table; drop-partitions needs one`,
    );
  }
  if (policy.publish) {
    throw new ConfigError(
      `${field}.publish`,
      "drop-partitions drops whole partitions without listing their rows, so it cannot publish their keys; expire the derived store on the same rule instead",
    );
  }
  const { clock } = checkColumns(policy, facts, field);
  if (clock.kind === "epoch") {
    throw new ConfigError(
      `${field}.clock`,
      "drop-partitions reads the partitions' bounds as timestamps; a numeric clock is not supported there",
    );
  }
  return { ...base, clock, strategy: "partitions", rowLocks: false, blockRanges: false };
}
