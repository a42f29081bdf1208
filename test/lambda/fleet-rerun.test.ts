// A fleet's night an operator meets the morning after, without AWS: the synthesized definition run
// by aws-local-stepfunctions against the real fleet handler (test/helpers/fleet-night.ts), three
// real databases (one refused by a trigger, one with a retention per tenant), Summaries and run
// records in a real S3 server (s3rver). Why the failed target failed, told end to end (the task
// failure's cause, the Summary, its evidence record), with no personal value; `status --fleet` read
// against plain SQL and the evidence; `invoke --fleet --target` running the failed target again
// (and only it), refused for a target that succeeded, from the command line and from the console's
// JSON; `evidence --from` the nights' prefix. Step Functions', Lambda's and CloudWatch's control
// APIs (list, describe, start an execution) answered by aws-sdk-client-mock, each start running
// the definition in the interpreter.
import { Writable } from "node:stream";
import { CloudWatchClient, GetMetricDataCommand } from "@aws-sdk/client-cloudwatch";
import { GetFunctionConfigurationCommand } from "@aws-sdk/client-lambda";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import {
  DescribeExecutionCommand,
  DescribeStateMachineCommand,
  ListStateMachinesCommand,
  SendTaskFailureCommand,
  StartExecutionCommand,
} from "@aws-sdk/client-sfn";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../functions/cli/io.js";
import { outcomeWord } from "../../functions/cli/render/fleet-night.js";
import { formatAge } from "../../functions/cli/render/table.js";
import { FLEET_EVIDENCE } from "../../functions/contract/names.js";
import { createLogger } from "../../functions/engine/index.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { EVIDENCE_BUCKET, fleetApp, fleetTargets } from "../helpers/fleet.js";
import {
  keepOutcomesIn,
  type LocalFleet,
  localFleet,
  runNight,
  type Summary,
  sfnMock,
  wireFleet,
} from "../helpers/fleet-night.js";
import { countRows, insertExpiredSicrs, insertUser, SICR } from "../helpers/identity.js";
import { captureStdout, lambdaMock } from "../helpers/lambda.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";
import { saasPolicy, saasSchemaSql } from "../schemas/tenants.js";

const SCHEDULED = "2026-12-02T02:05:00.000Z";
const NIGHT_CLOCK = Date.parse("2026-12-02T02:10:00.000Z");
const FLEET_ARN = "arn:aws:states:eu-west-1:123456789012:stateMachine:Fleet-fleet";
const NIGHTS = `s3://${EVIDENCE_BUCKET}/${FLEET_EVIDENCE.nights("Fleet-fleet")}`;
/** db1's trigger refuses every DELETE: its message, its SQLSTATE; its DETAIL names the row. */
const HELD = "deletes are held for an audit";
const HELD_CODE = "RJ001";

const cloudWatch = mockClient(CloudWatchClient);
const databases: TestDatabase[] = [];
let evidence: LocalS3;
let local: LocalFleet;
/** Every log line the function wrote, as JSON text. */
const logLines: string[] = [];
/** db1's user: its id and phone must appear in no outcome, Summary, record or output. */
let heldUser: { id: string; phone: string };
/** Rows each target had past retention before the night (the oracle of rows deleted). */
const before: Record<string, number> = {};

const db = (target: string) => databases[Number(target.slice(2))] as TestDatabase;

beforeAll(async () => {
  const fleet = fleetApp((stack) => ({
    targets: fleetTargets(stack, 3, 1, (index) =>
      index === 2
        ? {
            preset: undefined,
            retentionTable: { policies: [{ ...saasPolicy, mode: "report" }] } as never,
          }
        : {},
    ),
    maxConcurrency: 2,
  }));
  databases.push(...(await Promise.all([0, 1, 2].map(() => createTestDatabase()))));
  evidence = await startS3(EVIDENCE_BUCKET);
  local = localFleet(
    fleet,
    databases.map((each) => each.url),
  );
  await insertExpiredSicrs(db("db0").pool, await insertUser(db("db0").pool), 40);
  const userId = await insertUser(db("db1").pool);
  await insertExpiredSicrs(db("db1").pool, userId, 30);
  const { rows } = await db("db1").pool.query<{ phone_number: string }>(
    "SELECT phone_number FROM identity.users WHERE id = $1",
    [userId],
  );
  heldUser = { id: userId, phone: rows[0]!.phone_number };
  await db("db1").pool.query(`
    CREATE FUNCTION public.hold_deletes() RETURNS trigger LANGUAGE plpgsql AS $hold$
    BEGIN
      RAISE EXCEPTION '${HELD}' USING ERRCODE = '${HELD_CODE}',
        DETAIL = 'user ' || OLD.user_id || ' phone ' || (SELECT phone_number FROM identity.users WHERE id = OLD.user_id);
    END
    $hold$;
    CREATE TRIGGER hold_deletes BEFORE DELETE ON ${SICR} FOR EACH ROW EXECUTE FUNCTION public.hold_deletes();`);
  // db2: eight organizations, each its own days, a trial rule (report mode: its tenants stay due).
  await db("db2").pool.query(saasSchemaSql);
  await db("db2").pool.query(
    `INSERT INTO saas.organizations (name, plan, retention_days, created_at, updated_at)
     SELECT 'org ' || o, 'free', d, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
     FROM unnest($1::int[]) WITH ORDINALITY AS x(d, o)`,
    [[3, 10, 20, 45, 60, 90, 120, 200]],
  );
  await db("db2").pool.query(
    `INSERT INTO saas.audit_events (organization_id, action, created_at, updated_at)
     SELECT 1 + g % 8, 'update', (now() AT TIME ZONE 'UTC') - ((g * 7) % (300 * 24)) * interval '1 hour' - interval '13 minutes', now() AT TIME ZONE 'UTC'
     FROM generate_series(1, 2400) g`,
  );
  before.db0 = await countRows(db("db0").pool, SICR);
  before.db1 = await countRows(db("db1").pool, SICR);
  before.db2 = await countRows(db("db2").pool, "saas.audit_events");
}, 120_000);

afterAll(async () => {
  cloudWatch.restore();
  sfnMock.restore();
  await evidence?.close();
  await Promise.all(databases.map((each) => each.drop()));
});

/** The function's log, kept as its JSON lines. */
const logger = createLogger({
  destination: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  }),
});

/** Executions the console or `invoke --fleet` started: each run in the interpreter, by ARN. */
const executions = new Map<string, Promise<{ failed: Error | undefined; summary: Summary }>>();

/**
 * The in-process fleet, and the control APIs the command line calls: the state machine by name
 * (its definition), the function's environment, no metrics yet, and a start that runs the
 * definition with the input and name it was given.
 */
function wire() {
  const fleet = wireFleet(local, { clock: NIGHT_CLOCK, evidence, logger });
  const keep = keepOutcomesIn(evidence);
  sfnMock.on(ListStateMachinesCommand).resolves({
    stateMachines: [
      {
        name: "Fleet-fleet",
        stateMachineArn: FLEET_ARN,
        type: "STANDARD",
        creationDate: new Date(),
      },
    ],
  });
  sfnMock.on(DescribeStateMachineCommand).resolves({
    stateMachineArn: FLEET_ARN,
    name: "Fleet-fleet",
    definition: JSON.stringify(local.definition),
    roleArn: "arn:aws:iam::123456789012:role/night",
    creationDate: new Date(),
  });
  sfnMock.on(StartExecutionCommand).callsFake((input) => {
    const executionArn = `${FLEET_ARN.replace(":stateMachine:", ":execution:")}:${input.name}`;
    executions.set(
      executionArn,
      runNight(local, { runTarget: fleet.runTarget, keep }, JSON.parse(input.input), input.name),
    );
    return { executionArn, startDate: new Date() };
  });
  sfnMock.on(DescribeExecutionCommand).callsFake(async (input) => {
    const run = executions.get(input.executionArn);
    const settled = await Promise.race([run, new Promise((resolve) => setTimeout(resolve, 50))]);
    const status = !settled
      ? "RUNNING"
      : (settled as { failed?: Error }).failed
        ? "FAILED"
        : "SUCCEEDED";
    return {
      executionArn: input.executionArn,
      stateMachineArn: FLEET_ARN,
      status,
      startDate: new Date(),
    };
  });
  lambdaMock.on(GetFunctionConfigurationCommand).resolves({
    Environment: { Variables: { METRICS_NAMESPACE: "RetentionJob", RETENTION_INTERVAL: "24h" } },
  });
  cloudWatch.reset();
  cloudWatch.on(GetMetricDataCommand).resolves({ MetricDataResults: [] });
  return { ...fleet, keep };
}

const cli = (args: string[]) => runCli(args, { ...evidence.env, AWS_REGION: "eu-west-1" });

/** A Summary as the state machine kept it in the bucket, read back. */
async function keptSummary(execution: string): Promise<Summary> {
  const object = await evidence.client.send(
    new GetObjectCommand({
      Bucket: EVIDENCE_BUCKET,
      Key: `${FLEET_EVIDENCE.nights("Fleet-fleet")}${SCHEDULED}/${execution}.json`,
    }),
  );
  return JSON.parse(await object.Body!.transformToString());
}

/** A target's evidence records of one run, as its ledger holds them (plain SQL). */
async function recordsOf(target: string, runId: string) {
  const { rows } = await db(target).pool.query<{ body: string }>(
    "SELECT body FROM retention_job.evidence WHERE (body::jsonb)->>'runId' = $1 ORDER BY seq",
    [runId],
  );
  return rows.map((row) => JSON.parse(row.body) as Record<string, unknown>);
}

/** The personal values of db1's held rows appear nowhere in `text`. */
function expectNoPersonalValue(text: string) {
  expect(text).not.toContain(heldUser.id);
  expect(text).not.toContain(heldUser.phone);
  expect(text).not.toMatch(/\+1555/);
}

/** What `work` returns, its EMF lines (the function's metrics on stdout) kept out of the output. */
const quietly = async <T>(work: () => Promise<T>): Promise<T> => (await captureStdout(work)).value;

let night: Summary;
const runIdOf = (summary: Summary, target: string) =>
  summary.outcomes.find((each) => each.target === target)?.outcome?.runId as string;

describe("a fleet's night, the morning after", () => {
  it("tells why the failed target failed, end to end: its error in the task failure's cause, the Summary and its evidence", async () => {
    const { runTarget, keep, reports } = wire();

    const { failed, summary } = await quietly(() =>
      runNight(local, { runTarget, keep }, { scheduledTime: SCHEDULED }, "night-1"),
    );
    night = summary;

    expect(failed?.name).toBe("TargetsFailed");
    const error = {
      policy: "sign_in_confirmation_requests",
      kind: "other",
      code: HELD_CODE,
      message: HELD,
    };
    // The task failure's cause, as the function sent it on db1's token, read back.
    const failures = sfnMock.commandCalls(SendTaskFailureCommand).map((call) => call.args[0].input);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.error).toBe("RetentionRunFailed");
    const cause = JSON.parse(failures[0]!.cause as string);
    // partial (its other policy completed), and failed: a policy of it did (its RunFailed is 1).
    expect(cause).toMatchObject({ target: "db1", status: "partial", deleted: 0, errors: [error] });
    expect([...reports.values()].filter((report) => !report.ok)).toHaveLength(1);
    // The Summary holds that outcome, parsed, and keeps it in the bucket as it is.
    const db1 = summary.outcomes.find((each) => each.target === "db1");
    expect(db1).toEqual({
      target: "db1",
      failed: true,
      error: "RetentionRunFailed",
      outcome: cause,
    });
    expect(summary).toMatchObject({ scheduledTime: SCHEDULED, rerun: false, anyFailed: true });
    expect(await keptSummary("night-1")).toEqual(summary);
    // Its evidence record says why, in its ledger and in its copy under its own prefix.
    const records = await recordsOf("db1", cause.runId);
    const failedRecord = records.find((each) => each.policy === "sign_in_confirmation_requests");
    expect(failedRecord).toMatchObject({
      outcome: "failed",
      error: `${HELD} (SQLSTATE ${HELD_CODE})`,
    });
    const copies = await evidence.keys(FLEET_EVIDENCE.target("Fleet-fleet", "db1"));
    expect(copies).toEqual([expect.stringMatching(new RegExp(`/${cause.runId}\\.jsonl$`))]);
    const copy = await evidence.client.send(
      new GetObjectCommand({ Bucket: EVIDENCE_BUCKET, Key: copies[0] }),
    );
    const copied = await copy.Body!.transformToString();
    expect(copied).toContain(`${HELD} (SQLSTATE ${HELD_CODE})`);
    // The row's values the trigger's DETAIL carried are nowhere: not in the cause, the Summary,
    // the records, the log.
    for (const text of [
      failures[0]!.cause as string,
      JSON.stringify(summary),
      copied,
      logLines.join("\n"),
    ])
      expectNoPersonalValue(text);
    // The trigger refused every row: db1 kept them all; db0 was drained.
    expect(await countRows(db("db1").pool, SICR)).toBe(before.db1);
    expect(await countRows(db("db0").pool, SICR)).toBe(0);
    // The report's log line names its target once (the logger's binding), not twice.
    const reported = logLines.filter((line) => line.includes('"event":"fleet-reported"'));
    expect(reported).toHaveLength(3);
    for (const line of reported) expect(line.match(/"target":/g)).toHaveLength(1);
  });

  it("status --fleet tells each target's last night: outcome, why, rows, oldest row, worst tenants, as SQL and the ledger say", async () => {
    wire();

    const text = await quietly(() => cli(["status", "--fleet", "Fleet-fleet"]));
    const json = await quietly(() => cli(["status", "--fleet", "Fleet-fleet", "--json"]));

    const lines = text.stdout.split("\n");
    const header = lines.findIndex((line) => line.startsWith("last night "));
    expect(lines[header]).toBe(`last night ${SCHEDULED} (night-1), from ${NIGHTS}`);
    const rowOf = (target: string) =>
      lines.slice(header + 2).find((line) => line.startsWith(`${target} `)) as string;
    const { lastNight } = JSON.parse(json.stdout);
    expect(lastNight).toMatchObject({ source: NIGHTS, scheduledTime: SCHEDULED });
    for (const target of ["db0", "db1", "db2"]) {
      const runId = runIdOf(night, target);
      // The oracle: the rows gone (plain SQL counts), the run's records in its ledger.
      const table = target === "db2" ? "saas.audit_events" : SICR;
      const deleted = (before[target] as number) - (await countRows(db(target).pool, table));
      const records = await recordsOf(target, runId);
      const ages = records.map((each) => each.oldestAgeSeconds as number | null);
      const oldest = ages.every((age) => age === null)
        ? null
        : Math.max(...ages.filter((age): age is number => age !== null));
      const told = lastNight.targets.find((each: { target: string }) => each.target === target);
      expect(told).toMatchObject({
        status: target === "db1" ? "partial" : "succeeded",
        failed: target === "db1",
        runId,
        deleted,
        records: records.length,
        oldestAgeSeconds: oldest,
      });
      const row = rowOf(target);
      expect(row).toContain(` ${told.status} `);
      expect(row).toContain(` ${deleted} `);
      expect(row).toContain(formatAge(oldest));
    }
    expect(
      lastNight.targets.find((each: { target: string }) => each.target === "db0").deleted,
    ).toBe(40);
    // Why db1 failed: its policy, the database's message and SQLSTATE; no row's value.
    expect(rowOf("db1")).toMatch(
      new RegExp(`sign_in_confirmation_requests: ${HELD} \\(SQLSTATE ${HELD_CODE}\\)$`),
    );
    expectNoPersonalValue(text.stdout + json.stdout);
    // db2's worst tenants, as plain SQL ranks its organizations: most overdue first, then most left.
    const { rows: worst } = await db("db2").pool.query<{ tenant: string; backlog: number }>(
      `WITH cut AS (SELECT id, (now() AT TIME ZONE 'UTC') - retention_days * interval '1 day' AS cutoff
                    FROM saas.organizations)
       SELECT e.organization_id::text AS tenant, count(*)::int AS backlog
       FROM saas.audit_events e JOIN cut c ON c.id = e.organization_id
       WHERE e.created_at < c.cutoff
       GROUP BY 1 ORDER BY max(c.cutoff) - min(e.created_at) DESC, count(*) DESC LIMIT 5`,
    );
    const tenants = lines.find((line) => line.startsWith("  db2 audit_events: ")) as string;
    const named = [...tenants.matchAll(/(?:: |, )(\S+) \(([\d,]+) left, overdue \S+\)/g)].map(
      (match) => ({ tenant: match[1], backlog: Number((match[2] as string).replaceAll(",", "")) }),
    );
    expect(named).toEqual(worst);
  });

  it("invoke --fleet --target runs the failed target again, and only it: a re-run in its evidence, a Summary that completes the night's", async () => {
    const fleet = wire();
    // The audit is over: db1 takes deletes again. db0 has new rows due since its night.
    await db("db1").pool.query(`DROP TRIGGER hold_deletes ON ${SICR}`);
    await insertExpiredSicrs(db("db0").pool, await insertUser(db("db0").pool), 5);

    const result = await quietly(() =>
      cli([
        "invoke",
        "--fleet",
        "Fleet-fleet",
        "--target",
        "db1",
        "--wait",
        "--poll-interval",
        "1s",
      ]),
    );

    expect(result.code).toBe(EXIT.ok);
    const started = sfnMock.commandCalls(StartExecutionCommand).map((call) => call.args[0].input);
    expect(started).toHaveLength(1);
    const name = started[0]!.name as string;
    expect(name).toMatch(/^rerun-db1-[0-9a-f]{8}$/);
    expect(JSON.parse(started[0]!.input as string)).toEqual({
      scheduledTime: SCHEDULED,
      rerun: { target: "db1", completes: "night-1" },
    });
    expect(result.stdout).toBe(
      `started re-run ${name} of db1 for the night of ${SCHEDULED} (completes night-1)`,
    );
    // One item ran: db1's. Its rows are gone; db0's new ones are still there, db2's all.
    expect(fleet.stats.runs).toBe(1);
    expect(await countRows(db("db1").pool, SICR)).toBe(0);
    expect(await countRows(db("db0").pool, SICR)).toBe(5);
    expect(await countRows(db("db2").pool, "saas.audit_events")).toBe(before.db2);
    // The re-run's Summary, beside the night's: it says which night's execution it completes.
    const rerun = await keptSummary(name);
    const nightRun = runIdOf(night, "db1");
    expect(rerun).toMatchObject({
      scheduledTime: SCHEDULED,
      rerun: { target: "db1", completes: "night-1" },
      anyFailed: false,
      outcomes: [
        {
          target: "db1",
          failed: false,
          outcome: { status: "succeeded", deleted: 30, rerunOf: nightRun },
        },
      ],
    });
    const rerunRun = runIdOf(rerun, "db1");
    expect(rerunRun).not.toBe(nightRun);
    expect(result.stderr).toContain(`db1: succeeded, 30 rows deleted (run ${rerunRun})`);
    // Its evidence records say it runs the night's run again, in its ledger and in the bucket.
    const records = await recordsOf("db1", rerunRun);
    expect(records.map((each) => [each.policy, each.rerunOf, each.deleted])).toEqual([
      ["sign_in_confirmation_requests", nightRun, 30],
      ["refresh_sessions", nightRun, 0],
    ]);
    expect(await evidence.keys(FLEET_EVIDENCE.target("Fleet-fleet", "db1"))).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`/${rerunRun}\\.jsonl$`))]),
    );
  });

  it("refuses a re-run of a target whose night succeeded: from the command line (nothing started), and from the console's JSON (by its ledger)", async () => {
    const fleet = wire();
    const evidenceOfDb0 = (
      await db("db0").pool.query("SELECT count(*)::int AS n FROM retention_job.evidence")
    ).rows[0].n as number;

    const db0 = await quietly(() => cli(["invoke", "--fleet", "Fleet-fleet", "--target", "db0"]));
    const db1 = await quietly(() => cli(["invoke", "--fleet", "Fleet-fleet", "--target", "db1"]));

    expect(db0.code).toBe(EXIT.badInput);
    expect(db0.stderr).toContain(
      `--target: db0 succeeded on the night of ${SCHEDULED} (execution night-1, run ${runIdOf(night, "db0")}): nothing to run again`,
    );
    // db1's night came to a success by its re-run: that too is its night's.
    expect(db1.code).toBe(EXIT.badInput);
    expect(db1.stderr).toMatch(/--target: db1 succeeded on the night of .* \(execution rerun-db1-/);
    expect(sfnMock.commandCalls(StartExecutionCommand)).toHaveLength(0);

    // The console's JSON (the state machine started by hand): the function turns it away.
    const fromConsole = await quietly(() =>
      runNight(
        local,
        { runTarget: fleet.runTarget, keep: fleet.keep },
        { scheduledTime: SCHEDULED, rerun: { target: "db0", completes: "night-1" } },
        "rerun-db0-console",
      ),
    );
    expect(fromConsole.failed).toBeUndefined();
    expect(fromConsole.summary.outcomes).toEqual([
      {
        target: "db0",
        failed: false,
        outcome: {
          // The outcome as the item reports it: stamped with its schema's version.
          schemaVersion: 1,
          target: "db0",
          status: "refused",
          runId: runIdOf(night, "db0"),
          reason: `db0 already succeeded on the night of ${SCHEDULED} (run ${runIdOf(night, "db0")}): nothing to run again`,
          deleted: 0,
        },
      },
    ]);
    // db1's night succeeded on its re-run: the ledger holds that run, and turns another away.
    const again = await quietly(() =>
      runNight(
        local,
        { runTarget: fleet.runTarget, keep: fleet.keep },
        { scheduledTime: SCHEDULED, rerun: { target: "db1", completes: "night-1" } },
        "rerun-db1-console",
      ),
    );
    expect(again.summary.outcomes[0]!.outcome).toMatchObject({
      status: "refused",
      reason: expect.stringMatching(
        /^db1 already succeeded on the night of .*: nothing to run again$/,
      ),
    });
    // Nothing ran: db0's new rows are there, its ledger has no new record.
    expect(await countRows(db("db0").pool, SICR)).toBe(5);
    expect(
      (await db("db0").pool.query("SELECT count(*)::int AS n FROM retention_job.evidence")).rows[0]
        .n,
    ).toBe(evidenceOfDb0);
    // A name the fleet does not have fails its item at once (not at its timeout), saying so.
    const unknown = await quietly(() =>
      runNight(
        local,
        { runTarget: fleet.runTarget, keep: async () => ({}) },
        { scheduledTime: SCHEDULED, rerun: { target: "db9", completes: "night-1" } },
        "rerun-db9-console",
      ),
    );
    expect(unknown.failed?.name).toBe("TargetsFailed");
    expect(unknown.summary.outcomes[0]).toMatchObject({
      target: "db9",
      failed: true,
      error: "RetentionRunCrashed",
      outcome: {
        errors: [{ kind: "ConfigError", message: expect.stringContaining('no target "db9"') }],
      },
    });
  });

  it("status --fleet and evidence --from the nights' prefix tell the night as it came to be: db1 succeeded on its re-run, after its failure", async () => {
    wire();

    const status = JSON.parse(
      (await quietly(() => cli(["status", "--fleet", "Fleet-fleet", "--json"]))).stdout,
    );
    const markdown = await quietly(() => cli(["evidence", "--from", NIGHTS, "--since", "3650d"]));
    const report = JSON.parse(
      (
        await quietly(() =>
          cli(["evidence", "--from", NIGHTS, "--since", "3650d", "--format", "json"]),
        )
      ).stdout,
    );
    const html = await quietly(() => cli(["evidence", "--from", NIGHTS, "--format", "html"]));

    // The oracle: the Summaries kept in the bucket, read back.
    const keys = await evidence.keys(FLEET_EVIDENCE.nights("Fleet-fleet"));
    const executions = keys.map((key) =>
      key
        .split("/")
        .at(-1)!
        .replace(/\.json$/, ""),
    );
    const rerunName = executions.find((each) => /^rerun-db1-[0-9a-f]{8}$/.test(each)) as string;
    const rerun = await keptSummary(rerunName);
    for (const told of [status.lastNight, report.nights[0]]) {
      expect(told.scheduledTime).toBe(SCHEDULED);
      expect(told.executions.map((each: { name: string }) => each.name).sort()).toEqual(
        executions.sort(),
      );
      const db1 = told.targets.find((each: { target: string }) => each.target === "db1");
      expect(db1).toMatchObject({
        status: "succeeded",
        failed: false,
        rerun: true,
        runId: runIdOf(rerun, "db1"),
        rerunOf: runIdOf(night, "db1"),
        deleted: 30,
        execution: rerunName,
        before: [
          {
            execution: "night-1",
            status: "partial",
            failed: true,
            errors: night.outcomes[1]!.outcome!.errors,
          },
        ],
      });
      // db0's refused re-run says nothing new: its night is the night's.
      expect(told.targets.find((each: { target: string }) => each.target === "db0")).toMatchObject({
        status: "succeeded",
        rerun: false,
        execution: "night-1",
        deleted: 40,
      });
    }
    expect(report.totals).toEqual({ nights: 1, targetNights: 3, failed: 0, completedByRerun: 1 });
    expect(markdown.code).toBe(EXIT.ok);
    expect(markdown.stdout).toContain(`## ${SCHEDULED}`);
    expect(markdown.stdout).toContain(
      `| db1 | ${outcomeWord(report.nights[0].targets.find((each: { target: string }) => each.target === "db1"))} | 30 | ${runIdOf(rerun, "db1")} | after a failed run: sign_in_confirmation_requests: ${HELD} (SQLSTATE ${HELD_CODE}) |`,
    );
    expect(markdown.stdout).toContain(`${rerunName} (re-run of db1, completes night-1)`);
    expect(html.code).toBe(EXIT.badInput);
    expect(html.stderr).toMatch(/--format: a fleet's nights are md or json/);
  });
});
