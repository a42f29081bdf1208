import { z } from "zod";
import {
  configErrorFrom,
  durationSchema,
  type Policy,
  parseRetentionTable,
} from "../functions/retention/config.js";
import { ConfigError } from "../functions/retention/errors.js";
import { loadPreset } from "../functions/retention/presets.js";
import { nightWindowEnd, parseNightWindow } from "../functions/retention/settings.js";

/** The CDK context key that holds the stack's inputs (cdk.json, or `-c retention-job='{...}'`). */
export const CONTEXT_KEY = "retention-job";

const duration = durationSchema();

const stackInput = z
  .strictObject({
    stackName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9-]{0,100}$/)
      .default("RetentionJob"),
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
    databasePort: z.number().int().min(1).max(65535).default(5432),
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
      .default("cron(5 2 * * ? *)"),
    scheduleTimeZone: z.string().min(1).default("UTC"),
    alarmEmail: z.union([z.email(), z.literal("")]).optional(),
    retentionInterval: duration.prefault("24h"),
    maxRunDuration: duration.prefault("30m"),
    nightWindowUtc: z.string().default("02:00-05:00"),
    /** How far past its retention the oldest row may get before the alarm (default 2 x interval, seed 000's SLO). */
    oldestAgeGrace: duration.optional(),
    batchSize: z.number().int().min(1).max(100_000).optional(),
    timeoutMinutes: z.number().int().min(2).max(15).default(15),
    memoryMb: z.number().int().min(256).max(10_240).default(512),
    logRetentionDays: z
      .union([7, 14, 30, 60, 90, 180, 365, 731, 1827, 3653].map((days) => z.literal(days)))
      .default(30),
  })
  .superRefine((input, ctx) => {
    if ((input.preset === undefined) === (input.retentionTable === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["preset"],
        message: "give exactly one of preset or retentionTable",
      });
    }
    // The "no successful run" alarm looks back 2 x interval; CloudWatch allows at most 7 days.
    if (input.retentionInterval * 2 > 7 * 86_400_000 || input.retentionInterval % 60_000 !== 0) {
      ctx.addIssue({
        code: "custom",
        path: ["retentionInterval"],
        message: "must be whole minutes and at most 84h",
      });
    }
  });

export type StackInput = z.output<typeof stackInput> & {
  policies: Policy[];
  nightWindow: ReturnType<typeof parseNightWindow>;
};

/** Validates the stack's inputs; errors name the context field (`retention-job.vpcId: ...`). */
export function parseStackInput(raw: unknown): StackInput {
  if (raw === undefined) {
    throw new ConfigError(CONTEXT_KEY, `no context: set "${CONTEXT_KEY}" in cdk.json or with -c`);
  }
  const value = typeof raw === "string" ? (JSON.parse(raw) as unknown) : raw;
  const result = stackInput.safeParse(value);
  if (!result.success) throw configErrorFrom(result.error, CONTEXT_KEY);
  const input = result.data;
  const policies = input.preset
    ? loadPreset(input.preset, `${CONTEXT_KEY}.preset`).policies
    : parseRetentionTable(input.retentionTable, `${CONTEXT_KEY}.retentionTable`).policies;
  const nightWindow = parseNightWindow(input.nightWindowUtc, `${CONTEXT_KEY}.nightWindowUtc`);
  checkScheduleInsideWindow(input.schedule, input.scheduleTimeZone, nightWindow);
  return { ...input, policies, nightWindow };
}

/** A UTC cron schedule must fire inside the night window, or every scheduled run would be skipped. */
function checkScheduleInsideWindow(
  schedule: string,
  timeZone: string,
  window: ReturnType<typeof parseNightWindow>,
) {
  const cron = /^cron\((\d+) (\d+) /.exec(schedule);
  if (!cron || timeZone !== "UTC") return;
  const at = new Date(Date.UTC(2026, 0, 1, Number(cron[2]), Number(cron[1])));
  if (!nightWindowEnd(window, at)) {
    throw new ConfigError(
      `${CONTEXT_KEY}.schedule`,
      `fires at ${cron[2]}:${cron[1]!.padStart(2, "0")} UTC, outside the night window ${window.text}; scheduled runs would be skipped`,
    );
  }
}
