// The mechanisms by name: the one place that knows which exist.
import type { Policy } from "../../contract/retention-table.js";
import { archiveDeleteMechanism } from "./archive-delete.js";
import { deleteMechanism } from "./delete.js";
import { dropPartitionsMechanism } from "./drop-partitions/index.js";
import type { Mechanism } from "./mechanism.js";
import { redactMechanism } from "./redact.js";

const mechanisms: Record<Policy["mechanism"], Mechanism> = {
  delete: deleteMechanism,
  "drop-partitions": dropPartitionsMechanism,
  redact: redactMechanism,
};

/** The policy's mechanism; a delete with an archive writes each batch away first. */
export const mechanismOf = (policy: Policy): Mechanism =>
  policy.archive && policy.mechanism === "delete"
    ? archiveDeleteMechanism
    : mechanisms[policy.mechanism];

export type { Mechanism, Standing } from "./mechanism.js";
export { actionable } from "./mechanism.js";
