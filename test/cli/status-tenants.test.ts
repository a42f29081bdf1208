// `retention-job status` naming the worst tenants of a tenant policy: from the newest evidence
// record of that policy, written by real runs on real PostgreSQL (the SaaS app's organizations,
// test/schemas/tenants.ts), read from the ledger for a database URL and from the evidence bucket
// (s3rver, as the function copies it) for the deployed function; CloudWatch and Lambda answered by
// aws-sdk-client-mock as in test/cli/operate.test.ts. The worst tenants checked against plain SQL.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CloudWatchClient,
  DescribeAlarmsCommand,
  GetMetricDataCommand,
  type MetricDataQuery,
} from "@aws-sdk/client-cloudwatch";
import { GetFunctionConfigurationCommand, LambdaClient } from "@aws-sdk/client-lambda";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeEvidence } from "../../functions/aws/evidence-bucket.js";
import { EXIT } from "../../functions/cli/main.js";
import { TENANTS_NAMED } from "../../functions/cli/render/tenants.js";
import { type HoldAdd, holdAdd, parseHold } from "../../functions/contract/holds.js";
import { EVIDENCE_PREFIX } from "../../functions/contract/names.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { addHold, evidenceOfRun, releaseHold, runRetention } from "../../functions/engine/index.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { expectOutput } from "../helpers/outputs.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";
import { keycloakPolicy, saasPolicy, saasSchemaSql } from "../schemas/tenants.js";

const cloudWatch = mockClient(CloudWatchClient);
const lambda = mockClient(LambdaClient);

let db: TestDatabase;
let s3: LocalS3;
let config: string;
const runs: string[] = [];

/** Eight organizations with their own days (all distinct: no two tenants equally overdue). */
const DAYS = [3, 10, 20, 45, 60, 90, 120, 200];

/** A run in report mode (it deletes nothing: every tenant keeps its backlog), its records copied. */
async function trialRun(): Promise<void> {
  const { rows } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
  const run = await runRetention({
    pool: db.enginePool(),
    policies: parseRetentionTable({ policies: [{ ...saasPolicy, mode: "report" }] }).policies,
    now: rows[0]!.now,
  });
  const records = await evidenceOfRun(db.pool, run.runId);
  const bucket = { bucket: s3.bucket, prefix: EVIDENCE_PREFIX };
  await writeEvidence(s3.client, bucket, run.runId, records, new Date());
  runs.push(run.runId);
}

beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3("acme-evidence")]);
  await db.pool.query(saasSchemaSql);
  await db.pool.query(
    `INSERT INTO saas.organizations (name, plan, retention_days, created_at, updated_at)
     SELECT 'org ' || o, 'free', d, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
     FROM unnest($1::int[]) WITH ORDINALITY AS x(d, o)`,
    [DAYS],
  );
  await db.pool.query(
    `INSERT INTO saas.audit_events (organization_id, action, created_at, updated_at)
     SELECT 1 + g % 8, 'update', (now() AT TIME ZONE 'UTC') - ((g * 7) % (300 * 24)) * interval '1 hour' - interval '13 minutes', now() AT TIME ZONE 'UTC'
     FROM generate_series(1, 2400) g`,
  );
  await trialRun();
  // Between the two runs organization 8 shortens its days to 1: the newest record has it worst.
  await db.pool.query("UPDATE saas.organizations SET retention_days = 1 WHERE id = 8");
  await trialRun();
  const directory = await mkdtemp(join(tmpdir(), "status-tenants-"));
  config = join(directory, "retention.json");
  const table = { policies: [{ ...saasPolicy, mode: "report" }, keycloakPolicy] };
  await writeFile(config, JSON.stringify(table));
}, 60_000);
afterAll(async () => {
  cloudWatch.restore();
  lambda.restore();
  await Promise.all([db.drop(), s3.close()]);
});

beforeEach(() => {
  cloudWatch.reset();
  lambda.reset();
  cloudWatch.on(DescribeAlarmsCommand).resolves({ MetricAlarms: [] });
  cloudWatch.on(GetMetricDataCommand).resolves({ MetricDataResults: [] });
  lambda.on(GetFunctionConfigurationCommand).resolves({
    Environment: { Variables: { EVIDENCE_BUCKET: "acme-evidence", DATABASE_SECRET_ARN: "x" } },
  });
});

const cli = (args: string[]) => runCli(args, s3.env);

/** The organizations worst off now, as plain SQL counts them: most overdue first, then most left. */
async function worstBySql(): Promise<{ tenant: string; backlog: number }[]> {
  const { rows } = await db.pool.query<{ tenant: string; backlog: number }>(
    `WITH cut AS (SELECT id, (now() AT TIME ZONE 'UTC') - retention_days * interval '1 day' AS cutoff
                  FROM saas.organizations)
     SELECT e.organization_id::text AS tenant, count(*)::int AS backlog
     FROM saas.audit_events e JOIN cut c ON c.id = e.organization_id
     WHERE e.created_at < c.cutoff
     GROUP BY 1 ORDER BY max(c.cutoff) - min(e.created_at) DESC, count(*) DESC`,
  );
  return rows;
}

/** The tenants a status line names, in its order, with the rows it says each has left. */
function named(line: string): { tenant: string; backlog: number }[] {
  return [...line.matchAll(/(?:: |, )(\S+) \(([\d,]+) left, overdue \S+\)/g)].map((match) => ({
    tenant: match[1] as string,
    backlog: Number((match[2] as string).replaceAll(",", "")),
  }));
}

const lineOf = (stdout: string, policy: string) =>
  stdout.split("\n").find((line) => line.startsWith(`  ${policy} `)) ?? "";

describe("status names the worst tenants of each tenant policy", () => {
  it("from the ledger for a database URL: the newest record's worst tenants, as SQL ranks them", async () => {
    const { code, stdout } = await cli([
      "status",
      ...["--config", config, "--function-name", "fn", "--database-url", db.url],
    ]);

    expect(code).toBe(EXIT.runFailed); // no metrics served: no successful run (not what is tested)
    expect(stdout).toContain(
      "tenants worst off (each tenant policy's newest evidence record, from the ledger)",
    );
    const line = lineOf(stdout, "audit_events");
    expect(line).toContain(`run ${runs[1]!.slice(0, 8)}`);
    // Eight organizations and the rows with none (the default's group, which the record counts).
    expect(line).toContain("(report), 9 tenants: ");
    const expected = (await worstBySql()).slice(0, TENANTS_NAMED);
    expect(expected[0]?.tenant).toBe("8");
    expect(named(line)).toEqual(expected);
    expect(line).toMatch(/, and 3 more$/);
    expect(lineOf(stdout, "keycloak_events")).toMatch(/no record in these nights$/);
    expect(lambda.commandCalls(GetFunctionConfigurationCommand)).toHaveLength(0);
  });

  it("from the deployed function's evidence bucket: the same tenants, in the same order", async () => {
    const fromLedger = await cli([
      "status",
      ...["--config", config, "--function-name", "fn", "--database-url", db.url],
    ]);

    const { code, stdout } = await cli(["status", "--config", config, "--function-name", "fn"]);

    expect(code).toBe(EXIT.runFailed); // no metrics served: no successful run (not what is tested)
    expect(stdout).toContain(`from s3://acme-evidence/${EVIDENCE_PREFIX})`);
    expect(lineOf(stdout, "audit_events")).toBe(lineOf(fromLedger.stdout, "audit_events"));
    expect(named(lineOf(stdout, "audit_events"))).toHaveLength(TENANTS_NAMED);
    expect(lambda.commandCalls(GetFunctionConfigurationCommand)[0]?.args[0].input).toEqual({
      FunctionName: "fn",
    });
  });

  it("--json carries the newest record's tenants (keys only), and --evidence-from names a bucket", async () => {
    const { stdout } = await cli([
      "status",
      ...["--config", config, "--function-name", "fn", "--json"],
      ...["--evidence-from", `s3://acme-evidence/${EVIDENCE_PREFIX}`],
    ]);

    const status = JSON.parse(stdout);
    expectOutput("cli-status", status);
    expect(status.tenants.source).toEqual({ bucket: `s3://acme-evidence/${EVIDENCE_PREFIX}` });
    const [saas, keycloak] = status.tenants.policies;
    expect(saas.record.runId).toBe(runs[1]);
    const listed = saas.record.tenants.listed as { tenant: string; backlog: number }[];
    expect(listed.map(({ tenant, backlog }) => ({ tenant, backlog }))).toEqual(await worstBySql());
    expect(stdout).not.toContain("org ");
    expect(keycloak).toEqual({ policy: "keycloak_events", record: null });
    expect(lambda.commandCalls(GetFunctionConfigurationCommand)).toHaveLength(0);
  });

  it("an overdue tenant policy: the verdict names its worst tenant by key", async () => {
    // CloudWatch has the policy's OldestAgeSeconds (its worst tenant's overdue) high every period.
    cloudWatch
      .on(GetMetricDataCommand)
      .callsFake(
        (input: { MetricDataQueries: MetricDataQuery[]; StartTime: Date; EndTime: Date }) => ({
          MetricDataResults: input.MetricDataQueries.map((query) => {
            const metric = query.MetricStat?.Metric;
            const policy = metric?.Dimensions?.find((each) => each.Name === "Policy")?.Value;
            if (metric?.MetricName !== "OldestAgeSeconds" || policy !== "audit_events")
              return { Id: query.Id, Timestamps: [], Values: [] };
            const periodMs = (query.MetricStat?.Period ?? 86_400) * 1000;
            const start = input.StartTime.getTime();
            const count = Math.floor((input.EndTime.getTime() - start) / periodMs);
            const stamps = Array.from(
              { length: count },
              (_, index) => new Date(start + index * periodMs),
            );
            return { Id: query.Id, Timestamps: stamps, Values: stamps.map(() => 298 * 86_400) };
          }),
        }),
      );

    const { stdout } = await cli([
      "status",
      ...["--config", config, "--function-name", "fn", "--database-url", db.url],
    ]);

    const worst = (await worstBySql())[0]!.tenant;
    expect(stdout.split("\n")[0]).toMatch(
      new RegExp(`audit_events overdue by 298d \\(worst tenant ${worst}\\)`),
    );
  });

  it("a function with no evidence bucket, and no database URL: says where the figures would come from", async () => {
    lambda.on(GetFunctionConfigurationCommand).resolves({ Environment: { Variables: {} } });

    const { code, stdout } = await cli(["status", "--config", config, "--function-name", "fn"]);

    expect(code).toBe(EXIT.runFailed); // no metrics served: no successful run (not what is tested)
    expect(stdout).toContain(
      "tenants worst off: no ledger or evidence bucket to read them from (give --database-url, or --evidence-from s3://bucket/prefix)",
    );
  });

  it("a table with no tenant policy reads no evidence; a bad --evidence-from or one with --fleet is refused by name", async () => {
    const plain = await cli(["status", "--function-name", "fn"]);
    const bad = await cli([
      "status",
      ...["--config", config, "--function-name", "fn", "--evidence-from", "acme"],
    ]);
    const fleet = await cli(["status", "--fleet", "F", "--evidence-from", "s3://acme-evidence/"]);

    expect(plain.stdout).not.toContain("tenants worst off");
    expect(lambda.commandCalls(GetFunctionConfigurationCommand)).toHaveLength(0);
    expect(bad.code).toBe(EXIT.badInput);
    expect(bad.stderr).toContain('--evidence-from: must be s3://bucket/prefix, got "acme"');
    expect(fleet.code).toBe(EXIT.badInput);
    expect(fleet.stderr).toContain("--evidence-from: reads one job's tenant figures");
  });
});

describe("status names the legal holds past their review date", () => {
  it("with a database URL: a line per hold in force past its review date, and --json's holdsPastReview", async () => {
    const add = (name: string, reviewBy: string) =>
      addHold(
        parseHold(holdAdd, {
          case: name,
          reason: "litigation",
          placedBy: "counsel@example.org",
          reviewBy,
          scope: {
            table: "saas.audit_events",
            conditions: [{ column: "organization_id", equals: 1 }],
          },
        }) as HoldAdd,
        { pool: db.pool, redactionKey: undefined },
      );
    await add("2026-501", "2026-01-31");
    await add("2026-502", "2099-01-31");
    const args = ["status", "--config", config, "--function-name", "fn", "--database-url", db.url];
    try {
      const text = await cli(args);
      const json = await cli([...args, "--json"]);

      const lines = text.stdout.split("\n").filter((line) => line.startsWith("hold past"));
      expect(lines).toEqual([
        "hold past its review date: case 2026-501 (review by 2026-01-31, placed by counsel@example.org): review it, or release it (retention-job hold release)",
      ]);
      const value = JSON.parse(json.stdout);
      expectOutput("cli-status", value);
      expect(value.holdsPastReview).toEqual([
        { case: "2026-501", reviewBy: "2026-01-31T00:00:00.000Z", placedBy: "counsel@example.org" },
      ]);
    } finally {
      for (const name of ["2026-501", "2026-502"])
        await releaseHold({ case: name, releasedBy: "test" }, { pool: db.pool });
    }
  });
});
