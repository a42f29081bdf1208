// For your own CDK app: `new RetentionJob(stack, "Retention", { vpc, database, secret, preset })`.
export type { ErasureTableInput } from "../functions/contract/erasure-table.js";
export type { RetentionTableInput } from "../functions/contract/retention-table.js";
export type { ErasureProps, RetentionJobProps } from "./props.js";
export type { FleetTarget, RetentionFleetProps } from "./retention-fleet.js";
export { RetentionFleet } from "./retention-fleet.js";
export { RetentionJob } from "./retention-job.js";
export { checkRetentionInterval, checkScheduleInsideWindow } from "./schedule-rules.js";
