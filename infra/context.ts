// The bundled app's context (cdk.json), validated with each error naming its key.
import { z } from "zod";
import { durationSchema } from "../functions/contract/duration-schema.js";
import { ConfigError, configErrorFrom } from "../functions/contract/errors.js";
import { BATCH_SIZE_RANGE, DEFAULTS, LAMBDA_BOUNDS } from "../functions/contract/limits.js";
import { DEFAULT_STACK_NAME } from "../functions/contract/names.js";
import { loadPreset, parseRetentionTable } from "../functions/contract/retention-table.js";
import {
  checkRetentionInterval,
  checkScheduleInsideWindow,
  nightWindowOf,
} from "./schedule-rules.js";

/** The CDK context key that holds the bundled app's inputs (cdk.json, or `-c retention-job='{...}'`). */
export const CONTEXT_KEY = "retention-job";

const duration = durationSchema();

const stackInput = z
  .strictObject({
    stackName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9-]{0,100}$/)
      .default(DEFAULT_STACK_NAME),
    account: z
      .string()
      .regex(/^\d{12}$/, { message: "must be a 12-digit account id" })
      .optional(),
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, { message: "must be a region such as eu-west-1" })
      .optional(),
    vpcId: z.string().regex(/^vpc-[0-9a-f]{8,17}$/, { message: "must be a VPC id (vpc-...)" }),
    availabilityZones: z.array(z.string().min(1)).min(1),
    privateSubnetIds: z
      .array(
        z.string().regex(/^subnet-[0-9a-f]{8,17}$/, { message: "must be subnet ids (subnet-...)" }),
      )
      .min(1),
    /** Optional: without them CDK warns that it cannot read the subnets' route tables (we never do). */
    privateSubnetRouteTableIds: z
      .array(z.string().regex(/^rtb-[0-9a-f]{8,17}$/))
      .min(1)
      .optional(),
    databaseSecurityGroupId: z
      .string()
      .regex(/^sg-[0-9a-f]{8,17}$/, { message: "must be a security group id (sg-...)" }),
    databasePort: z.number().int().min(1).max(65535).default(DEFAULTS.databasePort),
    dbSecretArn: z
      .string()
      .regex(/^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+-[A-Za-z0-9]{6}$/, {
        message: "must be the complete ARN of the maintenance role's secret (ending in -XXXXXX)",
      }),
    preset: z.string().optional(),
    retentionTable: z.unknown().optional(),
    schedule: z
      .string()
      .regex(/^cron\(.+\)$|^rate\(.+\)$/, {
        message: 'must be an EventBridge Scheduler expression such as "cron(5 2 * * ? *)"',
      })
      .default(DEFAULTS.schedule),
    scheduleTimeZone: z.string().min(1).default(DEFAULTS.scheduleTimeZone),
    alarmEmail: z.union([z.email(), z.literal("")]).optional(),
    retentionInterval: duration.prefault(DEFAULTS.retentionInterval),
    maxRunDuration: duration.prefault(DEFAULTS.maxRunDuration),
    /** On the schedule's clock (scheduleTimeZone). */
    nightWindow: z.string().optional(),
    /** The older name, for a schedule in UTC only. */
    nightWindowUtc: z.string().optional(),
    /** How far past its retention the oldest row may get before the alarm (default 2 x interval, the retention SLO). */
    oldestAgeGrace: duration.optional(),
    batchSize: z.number().int().min(BATCH_SIZE_RANGE.min).max(BATCH_SIZE_RANGE.max).optional(),
    timeoutMinutes: z
      .number()
      .int()
      .min(LAMBDA_BOUNDS.timeoutMinutes.min)
      .max(LAMBDA_BOUNDS.timeoutMinutes.max)
      .default(DEFAULTS.timeoutMinutes),
    memoryMb: z
      .number()
      .int()
      .min(LAMBDA_BOUNDS.memoryMb.min)
      .max(LAMBDA_BOUNDS.memoryMb.max)
      .default(DEFAULTS.memoryMb),
    logRetentionDays: z
      .union([7, 14, 30, 60, 90, 180, 365, 731, 1827, 3653].map((days) => z.literal(days)))
      .default(DEFAULTS.logRetentionDays),
  })
  .superRefine((input, ctx) => {
    if ((input.preset === undefined) === (input.retentionTable === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["preset"],
        message: "give exactly one of preset or retentionTable",
      });
    }
  });

export type StackInput = z.output<typeof stackInput>;

/** Validates the bundled app's inputs; errors name the context field (`retention-job.vpcId: ...`). */
export function parseStackInput(raw: unknown): StackInput {
  if (raw === undefined) {
    throw new ConfigError(CONTEXT_KEY, `no context: set "${CONTEXT_KEY}" in cdk.json or with -c`);
  }
  const value = typeof raw === "string" ? (JSON.parse(raw) as unknown) : raw;
  const result = stackInput.safeParse(value);
  if (!result.success) throw configErrorFrom(result.error, CONTEXT_KEY);
  const input = result.data;
  // The construct checks the same again, naming its props; here the errors name the context keys.
  if (input.preset !== undefined) loadPreset(input.preset, `${CONTEXT_KEY}.preset`);
  else parseRetentionTable(input.retentionTable, `${CONTEXT_KEY}.retentionTable`);
  checkRetentionInterval(input.retentionInterval, `${CONTEXT_KEY}.retentionInterval`);
  const nightWindow = nightWindowOf(
    input.nightWindow,
    input.nightWindowUtc,
    input.scheduleTimeZone,
    CONTEXT_KEY,
  );
  checkScheduleInsideWindow(
    input.schedule,
    input.scheduleTimeZone,
    nightWindow,
    `${CONTEXT_KEY}.schedule`,
  );
  return input;
}
