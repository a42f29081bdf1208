// Legal holds tied to a case: the register (placed, listed, released, each change in the evidence
// ledger), the holds as SQL every policy's statements obey, and the erasure's refusal.
export { type CompiledHold, type HoldRegister, readRegister } from "./predicate.js";
export {
  type Hold,
  type HoldRecord,
  isHoldRecord,
  listHolds,
  type PublicHold,
  publicHold,
} from "./read.js";
export { addHold, type HoldOptions, releaseHold } from "./register.js";
export type { DueErasure } from "./subject.js";
