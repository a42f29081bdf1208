// The overdue alarm of a drop-partitions policy, as the identidad stack deploys it, evaluated
// night by night against a real partitioned table: quiet over a healthy month, firing the first
// night a partition that should have gone is still attached.
import { readFileSync } from "node:fs";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AlarmRule,
  alarmRules,
  type Datapoint,
  evaluateAlarm,
} from "../../functions/contract/alarms.js";
import { loadPreset } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { buildApp } from "../../infra/app.js";
import { CONTEXT_KEY } from "../../infra/context.js";
import { rulesFromTemplate } from "../../infra/template-alarms.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

const exampleContext = (
  JSON.parse(readFileSync("cdk.json", "utf8")) as { context: Record<string, unknown> }
).context;

let db: TestDatabase;
/** A month two months back (UTC), whose nights are simulated: its first day. */
const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
const monthsFrom = (base: Date, months: number) =>
  new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + months, 1));

beforeAll(async () => {
  db = await createTestDatabase();
  // Monthly partitions from 18 months before the simulated month to 2 after, a default one, and
  // rows in the middle of each month.
  await db.pool.query(`
    DROP TABLE identidad.log_sesiones;
    CREATE TABLE identidad.log_sesiones (id bigint GENERATED ALWAYS AS IDENTITY, empresa_id uuid NOT NULL,
      usuario_id uuid NOT NULL, evento text NOT NULL, ip inet, creado_en timestamptz NOT NULL)
      PARTITION BY RANGE (creado_en);
    CREATE TABLE identidad.log_sesiones_default PARTITION OF identidad.log_sesiones DEFAULT;`);
  for (let offset = -18; offset <= 2; offset++) {
    const from = monthsFrom(month, offset);
    const to = monthsFrom(month, offset + 1);
    const name = `log_sesiones_${from.toISOString().slice(0, 7).replace("-", "_")}`;
    await db.pool.query(
      `CREATE TABLE identidad.${name} PARTITION OF identidad.log_sesiones FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
    );
    await db.pool.query(
      `INSERT INTO identidad.log_sesiones (empresa_id, usuario_id, evento, creado_en)
       SELECT gen_random_uuid(), gen_random_uuid(), 'login', $1::timestamptz + g * interval '1 hour' FROM generate_series(1, 20) g`,
      [new Date(from.getTime() + 14 * 86_400_000).toISOString()],
    );
  }
});
afterAll(async () => {
  await db.drop();
});

/** The identidad stack's alarm rules, read back from its synthesized template. */
function deployedRules(): AlarmRule[] {
  const app = new App({
    context: {
      ...exampleContext,
      "aws:cdk:bundling-stacks": [],
      [CONTEXT_KEY]: {
        ...(exampleContext[CONTEXT_KEY] as Record<string, unknown>),
        preset: "identidad",
        schedule: "cron(0 3 * * ? *)",
        scheduleTimeZone: "America/Guayaquil",
        nightWindow: "02:00-06:00",
      },
    },
  });
  return rulesFromTemplate(Template.fromStack(buildApp(app).stack).toJSON());
}

const logPolicy = () =>
  loadPreset("identidad").policies.filter((each) => each.name === "log_sesiones");

/** One night: the policy's run at 08:05 UTC (03:05 in Guayaquil) of `day`; its report. */
async function night(day: Date, holdLock = false) {
  const runAt = new Date(day.getTime() + 8 * 3_600_000 + 5 * 60_000);
  const holder = await db.pool.connect();
  try {
    if (holdLock) {
      await holder.query(
        "SELECT pg_advisory_lock(731001, 'identidad.log_sesiones'::regclass::oid::int)",
      );
    }
    const report = await runRetention({ pool: db.enginePool(), policies: logPolicy(), now: runAt });
    return report.policies[0]!;
  } finally {
    await holder.query("SELECT pg_advisory_unlock_all()");
    holder.release();
  }
}

describe("the overdue alarm of a drop-partitions policy (identidad's log_sesiones)", () => {
  let deployed: AlarmRule[];
  beforeAll(() => {
    deployed = deployedRules();
  });

  it("is the stack's own rule: OverdueSeconds > 0, evaluated nightly", () => {
    const rule = deployed.find(
      (each) => each.policy === "log_sesiones" && each.metric === "OverdueSeconds",
    );
    const contract = alarmRules({
      policies: loadPreset("identidad").policies,
      retentionIntervalMs: 86_400_000,
    }).find((each) => each.policy === "log_sesiones" && each.kind === "oldest-row-overdue");

    expect(rule).toMatchObject({
      statistic: "Maximum",
      periodSeconds: 86_400,
      threshold: 0,
      comparison: "GreaterThanThreshold",
      evaluationPeriods: 1,
      treatMissingData: "notBreaching",
    });
    expect(contract).toMatchObject({ metric: rule?.metric, threshold: rule?.threshold });
  });

  it("stays quiet every night of a healthy month, and fires the first night a due partition stays attached", async () => {
    const rule = deployed.find(
      (each) => each.policy === "log_sesiones" && each.metric === "OverdueSeconds",
    ) as AlarmRule;
    // The rule the stack had before: the oldest row against 12 months + grace.
    const [policy] = logPolicy();
    const oldRule: AlarmRule = {
      ...rule,
      metric: "OldestAgeSeconds",
      threshold: Math.round((policy!.retentionMs + 2 * 86_400_000) / 1000),
    };
    const overdue: Datapoint[] = [];
    const oldest: Datapoint[] = [];
    const states: string[] = [];
    const oldStates: string[] = [];
    const days = new Date(
      Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0),
    ).getUTCDate();

    for (let day = 0; day < days; day++) {
      const report = await night(new Date(month.getTime() + day * 86_400_000));
      expect(report).toMatchObject({ outcome: "completed", error: null });
      overdue.push(report.overdueSeconds);
      oldest.push(report.oldestAgeSeconds);
      states.push(evaluateAlarm(rule, overdue));
      oldStates.push(evaluateAlarm(oldRule, oldest));
    }

    expect(states).toEqual(Array.from({ length: days }, () => "OK"));
    expect(overdue.every((value) => value === 0)).toBe(true);
    // The old rule fired most of the month on the same healthy job (the reason for this change).
    expect(oldStates.filter((state) => state === "ALARM").length).toBeGreaterThan(days / 3);

    // The next month's first night: a partition falls due, and another instance holds the lock.
    const broken = await night(monthsFrom(month, 1), true);
    overdue.push(broken.overdueSeconds);

    expect(broken.outcome).toBe("skipped");
    expect(broken.overdueSeconds).toBeGreaterThan(0);
    expect(evaluateAlarm(rule, overdue)).toBe("ALARM");

    // The night after, the job works again: the partition goes, and the alarm clears.
    const mended = await night(new Date(monthsFrom(month, 1).getTime() + 86_400_000));
    overdue.push(mended.overdueSeconds);
    expect(mended.partitions?.dropped).toHaveLength(1);
    expect(evaluateAlarm(rule, overdue)).toBe("OK");
  });
});
