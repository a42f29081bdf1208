// The mechanisms by name: the engine's half of the one list (contract/mechanisms.ts lists the
// other: each mechanism's file in contract/mechanisms/, its fields, words and alarm). A new
// mechanism is a folder here, a file there, and a line in each list.
import type { MechanismName } from "../../contract/mechanisms.js";
import type { Policy } from "../../contract/retention-table.js";
import { archiveDeleteMechanism } from "./delete/archived.js";
import { deleteMechanism } from "./delete/index.js";
import { dropPartitionsMechanism } from "./drop-partitions/index.js";
import type { Mechanism } from "./mechanism.js";
import { moveMechanism } from "./move-to-table/index.js";
import { redactMechanism } from "./redact/index.js";

const mechanisms: Record<MechanismName, Mechanism> = {
  delete: deleteMechanism,
  "drop-partitions": dropPartitionsMechanism,
  redact: redactMechanism,
  "move-to-table": moveMechanism,
};

/** The policy's mechanism; a delete with an archive writes each batch away first. */
export const mechanismOf = (policy: Policy): Mechanism =>
  policy.archive && policy.mechanism === "delete"
    ? archiveDeleteMechanism
    : mechanisms[policy.mechanism];

export type { Mechanism, Standing } from "./mechanism.js";
export { actionable } from "./mechanism.js";
