/** For your own CDK app: `new RetentionJob(stack, "Retention", { vpc, database, secret, preset })`. */
export {
  checkRetentionInterval,
  checkScheduleInsideWindow,
  RetentionJob,
  type RetentionJobProps,
} from "./retention-job.js";
