/**
 * The engine: retention table in, batched deletions and an honest report out. No AWS, no
 * terminal; the Lambda and the command line are its two doors and import it through this file.
 */

export { PLAN_WARNINGS, type PlanWarningCode } from "../contract/plan-warnings.js";
export { type Restored, readManifest, restoreArchive } from "./archive/restore.js";
export type { ArchiveStore, ArchiveStores, Manifest, Upload } from "./archive/store.js";
export { guardLine } from "./catalog/guards.js";
export type { StatementGuard } from "./catalog/shape.js";
export { ClockError, cutoffFor, cutoffsFor, fixRunClock, type RunClock } from "./clock.js";
export * from "./db/index.js";
export * from "./erasure/index.js";
export type { CaseEvidence } from "./evidence/holds.js";
export { evidenceAt, evidenceOfRun, evidenceSince, ledgerHashAt } from "./evidence/read.js";
export type { EvidenceRecord } from "./evidence/record.js";
export {
  buildEvidence,
  type DayEvidence,
  type ErasureDay,
  type EvidenceReport,
  type PolicyEvidence,
} from "./evidence/report.js";
export { type LedgerVerdict, verifyLedger } from "./evidence/verify.js";
export * from "./holds/index.js";
export * from "./ledger/index.js";
export { createLogger, type Logger, runLines, silentLogger } from "./logger.js";
export { type BreakerVerdict, breakerLine } from "./pipeline/breaker.js";
export { policyGroups } from "./pipeline/groups.js";
export {
  type SettingsOptions,
  settingsOptions,
} from "./pipeline/options.js";
export * from "./plan/index.js";
export {
  type ArchiveFigures,
  isErrorOutcome,
  type PolicyOutcome,
  type PolicyReport,
  type RunReport,
  type RunStatus,
  runStatus,
} from "./report.js";
export { type ProgressEvent, type RunOptions, runRetention } from "./run.js";
export { countRowsSql } from "./sql/catalog.js";
export type { BatchSizes } from "./strategies/sizer.js";
export type { ThrottleLimits, ThrottleReport } from "./throttle/index.js";
