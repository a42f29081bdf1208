// Erasure of one data subject through the engine's catalog: the erasure table described against the
// foreign-key graph, each subject erased in one transaction with its receipt, replayed after a
// restore from the receipts' keyed hashes, planned (what the table does not say, indexes, grants).
export { checkSubjectKeys, describeErasure, erasureHash } from "./describe.js";
export { type EraseOptions, eraseSubject, type SubjectResult } from "./erase.js";
export { type ErasurePlan, type ErasureTablePlan, planErasure } from "./plan.js";
export {
  checkRedactionKey,
  type ErasureOutcome,
  type ErasureReceipt,
  hmacPads,
  receiptsOf,
  subjectHash,
  type TableFigures,
} from "./receipt.js";
export {
  type DrillReport,
  replayErasures,
  type Suppressed,
  suppressionList,
} from "./replay.js";
export type { ErasureNode, ErasureShape } from "./shape.js";
