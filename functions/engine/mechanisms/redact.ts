// The redact mechanism: the row stays, its personal columns are overwritten (NULL, a fixed value,
// or a keyed hash) once it is past its retention. It walks the table as delete does, under the same
// guards (status, conditions, hold, breaker, report mode, dry run); its statement is the UPDATE of
// sql/effects.ts, whose predicate leaves a redacted row alone, so a second run redacts nothing.
import { deleteMechanism } from "./delete.js";
import type { Mechanism } from "./mechanism.js";

export const redactMechanism: Mechanism = { ...deleteMechanism, affects: "redacted" };
