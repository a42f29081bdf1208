/**
 * The engine: retention table in, batched deletions and an honest report out. No AWS, no
 * terminal; the Lambda and the command line are its two doors and import it through this file.
 */

export { PLAN_WARNINGS, type PlanWarningCode } from "../contract/plan-warnings.js";
export { type Restored, readManifest, restoreArchive } from "./archive/restore.js";
export type { ArchiveStore, ArchiveStores, Manifest, Upload } from "./archive/store.js";
export { type BreakerVerdict, breakerLine } from "./breaker.js";
export { guardLine } from "./catalog/guards.js";
export { ClockError, cutoffFor, cutoffsFor, fixRunClock, type RunClock } from "./clock.js";
export * from "./erasure/index.js";
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
export { policyGroups } from "./groups.js";
export {
  type ChainsDone,
  claimSegment,
  ensureLedger,
  finishChain,
  finishSegment,
  LEDGER_SCHEMA,
  ledgerDdl,
  openChains,
  pruneLedger,
  type RunEnd,
  runEnds,
} from "./ledger.js";
export { createLogger, type Logger, runLines, silentLogger } from "./logger.js";
export {
  type DeletionEvent,
  type DrainReport,
  drainOutbox,
  eventsOf,
  outboxStanding,
  type Publish,
} from "./outbox.js";
export { describeError, type ErrorDescription, errorLine } from "./pg-errors.js";
export {
  type SettingsOptions,
  settingsOptions,
} from "./pipeline/options.js";
export { type PlannedStatement, type PolicyPlan, planPolicies } from "./plan.js";
export { createPool } from "./pool.js";
export { applyMaintenanceRole, planMaintenanceRole, type RolePlan } from "./provision.js";
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
export { databaseNow, withClient } from "./session.js";
export type { StatementGuard } from "./shape.js";
export { countRowsSql } from "./sql/catalog.js";
export type { BatchSizes } from "./strategies/sizer.js";
export type { ThrottleLimits, ThrottleReport } from "./throttle.js";
