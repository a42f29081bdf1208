// The drop-partitions mechanism, its contract half: whole range partitions past the cutoff are
// detached and dropped (its clock the partition key); its own field, `keepTable`, keeps them as
// tables instead. Its engine half: engine/mechanisms/drop-partitions/.
import { z } from "zod";
import { defineMechanism, type PolicyOf } from "./port.js";

export const dropPartitions = defineMechanism({
  name: "drop-partitions",
  facts: {
    verb: "delete",
    past: "deleted",
    counts: "deleted",
    onTime: "overdue-partition",
    oneClockColumn: true,
  },
  takes: ["archive", "publish"],
  declines: {
    tenant:
      "a partition goes whole, the same cutoff for every tenant's rows in it; the nearest statement is a delete policy with tenant on the same table (its rows tenant by tenant)",
  },
  fields: {
    /** Keep the detached table instead of dropping it (like pg_partman). */
    keepTable: z.boolean().optional(),
  },
  check(policy, issue) {
    if (policy.archive && policy.keepTable)
      issue("archive", "cannot go with keepTable: an archived partition is dropped");
  },
  doc: {
    summary:
      "detach and drop whole range partitions past the cutoff, oldest first; its clock is the partition key (see Partitions)",
    fields: {
      keepTable: "detach but keep the table (like pg_partman's `retention_keep_table`)",
    },
  },
});

/** A validated drop-partitions policy. */
export type DropPartitionsPolicy = PolicyOf<typeof dropPartitions>;
