// A fleet's night without AWS: the synthesized state machine run by aws-local-stepfunctions, its
// Task state overridden to invoke the real fleet handler in-process (continuations as Lambda's async
// queue would deliver them), each run reporting on its task token; ten real databases, one failing;
// the night's outcomes put into a real S3 server (s3rver) as the state machine's PutObject would, and
// each target's run records copied there by the function under the target's own prefix; the runs at
// once counted by the databases themselves (a statement trigger reading pg_stat_activity).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { SendTaskFailureCommand } from "@aws-sdk/client-sfn";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../functions/cli/io.js";
import { FLEET_TARGETS_FILE } from "../../functions/contract/fleet.js";
import { FLEET_EVIDENCE, SERVICE_NAME } from "../../functions/contract/names.js";
import { silentLogger } from "../../functions/engine/index.js";
import { createFleetHandler } from "../../functions/lambda/create-handler.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { EVIDENCE_BUCKET, fleetApp, fleetTargets } from "../helpers/fleet.js";
import {
  keepOutcomesIn,
  type LocalFleet,
  localFleet,
  type Outcome,
  runNight as runLocalNight,
  sfnMock,
  wireFleet as wireLocalFleet,
} from "../helpers/fleet-night.js";
import { countRows, insertExpiredSicrs, insertUser, SICR } from "../helpers/identity.js";
import { captureStdout, emfLines, fakeContext } from "../helpers/lambda.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";

const TARGETS = 10;
const FAILING = "db7";
const MAX_CONCURRENCY = 4;
const SCHEDULED = "2026-12-02T02:05:00.000Z";
/** Inside every target's night window (02:00-05:00 UTC). */
const NIGHT_CLOCK = Date.parse("2026-12-02T02:10:00.000Z");

const databases: TestDatabase[] = [];
let evidence: LocalS3;
let local: LocalFleet;
let targetsFile: string;

beforeAll(async () => {
  const fleet = fleetApp((stack) => ({
    targets: fleetTargets(stack, TARGETS, 1),
    maxConcurrency: MAX_CONCURRENCY,
  }));
  databases.push(
    ...(await Promise.all(Array.from({ length: TARGETS }, () => createTestDatabase()))),
  );
  evidence = await startS3(EVIDENCE_BUCKET);
  local = localFleet(
    fleet,
    databases.map((db) => db.url),
  );
  targetsFile = local.targetsFile;
});

afterAll(async () => {
  sfnMock.restore();
  await evidence?.close();
  await Promise.all(databases.map((db) => db.drop()));
});

/** The in-process Lambda, on the night's clock, copying evidence into the local bucket. */
const wireFleet = () => wireLocalFleet(local, { clock: NIGHT_CLOCK, evidence });

/** How long the probe holds each delete statement open: long enough for the runs' deletes to meet. */
const PROBE_HOLD_SECONDS = 0.3;

/**
 * A statement trigger on the target's table: each DELETE waits PROBE_HOLD_SECONDS, then records its
 * backend, the time and how many of the fleet's databases have a retention-job session running a
 * statement (pg_stat_activity is the cluster's: the count is the runs at once, as the server sees).
 */
async function installProbe(db: TestDatabase, fleet: string[]) {
  const names = fleet.map((name) => `'${name}'`).join(", ");
  await db.pool.query(`
    CREATE TABLE public.fleet_probe (pid int NOT NULL, at timestamptz NOT NULL, running int NOT NULL);
    CREATE FUNCTION public.fleet_probe() RETURNS trigger LANGUAGE plpgsql AS $probe$
    BEGIN
      PERFORM pg_sleep(${PROBE_HOLD_SECONDS});
      PERFORM pg_stat_clear_snapshot();
      INSERT INTO public.fleet_probe
        SELECT pg_backend_pid(), clock_timestamp(), count(DISTINCT datname)
        FROM pg_stat_activity
        WHERE application_name = '${SERVICE_NAME}' AND state = 'active' AND datname IN (${names});
      RETURN NULL;
    END
    $probe$;
    CREATE TRIGGER fleet_probe AFTER DELETE ON ${SICR}
      FOR EACH STATEMENT EXECUTE FUNCTION public.fleet_probe();`);
}

/** A target's evidence objects in the bucket, each line as the function wrote it. */
async function keptRecords(target: string) {
  const keys = await evidence.keys(FLEET_EVIDENCE.target("Fleet-fleet", target));
  const lines: { key: string; seq: number; body: string; prevHash: string; hash: string }[] = [];
  for (const key of keys) {
    const object = await evidence.client.send(
      new GetObjectCommand({ Bucket: EVIDENCE_BUCKET, Key: key }),
    );
    const text = await object.Body!.transformToString();
    for (const line of text.split("\n").filter((each) => each !== ""))
      lines.push({ key, ...JSON.parse(line) });
  }
  return { keys, lines };
}

/** The target's ledger as its database holds it (the oracle: plain SQL). */
async function ledgerOf(db: TestDatabase) {
  const { rows } = await db.pool.query<{
    seq: number;
    run_id: string;
    body: string;
    prev_hash: string;
    hash: string;
  }>(
    "SELECT seq::int AS seq, run_id::text AS run_id, body, prev_hash, hash FROM retention_job.evidence ORDER BY seq",
  );
  return rows;
}

/**
 * Each target's evidence in the bucket, under its own prefix, record for record its ledger's (the
 * failing target's run is refused at its preflight: whatever it recorded is copied too), with no
 * phone number or user's id; a target that succeeded has one object, its night's run. Returns how
 * many objects the failing target has.
 */
async function expectTargetsEvidence(outcomes: Outcome[]): Promise<number> {
  let failingObjects = 0;
  for (const [index, db] of databases.entries()) {
    const target = `db${index}`;
    const ledger = await ledgerOf(db);
    const kept = await keptRecords(target);
    if (target === FAILING) failingObjects = kept.keys.length;
    else {
      const runId = outcomes[index]!.outcome!.runId;
      expect(ledger.length).toBeGreaterThan(0);
      expect(ledger.every((row) => row.run_id === runId)).toBe(true);
      expect(kept.keys).toEqual([
        expect.stringMatching(
          new RegExp(`^fleet/Fleet-fleet/targets/${target}/\\d{4}-\\d{2}-\\d{2}/${runId}\\.jsonl$`),
        ),
      ]);
    }
    expect(kept.lines.map(({ key: _key, ...line }) => line)).toEqual(
      ledger.map((row) => ({
        seq: row.seq,
        body: row.body,
        prevHash: row.prev_hash,
        hash: row.hash,
      })),
    );
    // Figures and rule text only: no phone number, no user's id.
    const text = kept.lines.map((line) => line.body).join("\n");
    expect(text).not.toMatch(/\+1555/);
    const users = await db.pool.query<{ id: string; phone_number: string }>(
      "SELECT id::text, phone_number FROM identity.users",
    );
    for (const user of users.rows) {
      expect(text).not.toContain(user.id);
      expect(text).not.toContain(user.phone_number);
    }
  }
  return failingObjects;
}

/** One night in the interpreter: how it ended, and the Summary state's output (every outcome). */
const runNight = (runTarget: unknown, executionName: string) =>
  runLocalNight(
    local,
    { runTarget, keep: keepOutcomesIn(evidence) },
    { scheduledTime: SCHEDULED },
    executionName,
  );

describe("a night of ten targets in the local interpreter", () => {
  it("drains every target at most maxConcurrency at once, records each outcome, and fails the night for the one that failed", async () => {
    for (const [index, db] of databases.entries()) {
      await insertExpiredSicrs(db.pool, await insertUser(db.pool), 50 + index);
    }
    // The failing target's database lost the table its retention table names.
    await databases[7]!.pool.query(`DROP TABLE ${SICR} CASCADE`);
    const draining = databases.filter((_, index) => index !== 7);
    for (const db of draining)
      await installProbe(
        db,
        databases.map((each) => each.name),
      );
    const { runTarget, stats } = wireFleet();
    const { value, lines } = await captureStdout(() => runNight(runTarget, "night-1"));

    // The night failed, naming the target that failed.
    expect(value.failed?.name).toBe("TargetsFailed");
    // Every target's outcome, recorded by the map (the Summary's output).
    const { summary } = value;
    expect(summary.anyFailed).toBe(true);
    expect(summary.outcomes.filter((each) => each.failed).map((each) => each.target)).toEqual([
      FAILING,
    ]);
    expect(summary.outcomes.map((each) => each.target)).toEqual(
      Array.from({ length: TARGETS }, (_, index) => `db${index}`),
    );
    for (const outcome of summary.outcomes) {
      if (outcome.target === FAILING) {
        expect(outcome).toMatchObject({
          failed: true,
          error: expect.stringMatching(/^RetentionRun(Failed|Crashed)$/),
        });
      } else {
        expect(outcome).toMatchObject({ failed: false, outcome: { status: "succeeded" } });
      }
    }
    expect(stats.runs).toBe(TARGETS);
    expect(stats.max).toBe(MAX_CONCURRENCY);
    // The databases' own count: every draining target's delete was seen by its trigger, and no
    // delete saw more than maxConcurrency of the fleet's databases running a statement; some saw
    // others' at the same moment (the map did run targets at once).
    const probes = await Promise.all(
      draining.map(
        async (db) =>
          (
            await db.pool.query<{ pid: number; running: number }>(
              "SELECT pid, running FROM public.fleet_probe",
            )
          ).rows,
      ),
    );
    expect(probes.every((rows) => rows.length > 0)).toBe(true);
    const running = probes.flat().map((row) => row.running);
    expect(Math.max(...running)).toBeLessThanOrEqual(MAX_CONCURRENCY);
    expect(Math.max(...running)).toBeGreaterThan(1);
    // Every good target's expired rows are gone (the oracle: a count in SQL).
    for (const [index, db] of databases.entries()) {
      if (index !== 7) expect(await countRows(db.pool, SICR)).toBe(0);
    }
    // Each target's run records, copied by the function under the target's own prefix of the
    // fleet's evidence bucket: one object of its night's run, record for record its ledger's.
    const failingObjects = await expectTargetsEvidence(summary.outcomes);
    // What the function put is under the targets' prefix, and the nights' Summaries under theirs.
    expect(
      (await evidence.keys("fleet/")).filter(
        (key) =>
          !key.startsWith(FLEET_EVIDENCE.targets("Fleet-fleet")) &&
          !key.startsWith(FLEET_EVIDENCE.nights("Fleet-fleet")),
      ),
    ).toEqual([]);
    // The per-target report from its prefix: `retention-job evidence --from`, as an auditor reads it.
    const db0Prefix = `s3://${EVIDENCE_BUCKET}/${FLEET_EVIDENCE.target("Fleet-fleet", "db0")}`;
    const report = await runCli(
      ["evidence", "--from", db0Prefix, "--format", "json"],
      evidence.env,
    );
    expect(report.code).toBe(EXIT.ok);
    const parsed = JSON.parse(report.stdout) as {
      records: number;
      head: { seq: number; hash: string };
      policies: { policy: string; totals: { runs: number; removed: number } }[];
    };
    const ledger0 = await ledgerOf(databases[0]!);
    expect(parsed.records).toBe(ledger0.length);
    expect(parsed.head).toEqual({ seq: ledger0.at(-1)!.seq, hash: ledger0.at(-1)!.hash });
    // db0's night: its 50 expired sign-in requests removed, in one run.
    expect(
      Object.fromEntries(parsed.policies.map((each) => [each.policy, each.totals.removed])),
    ).toEqual({ sign_in_confirmation_requests: 50, refresh_sessions: 0 });
    // And its ledger against that copy, record for record.
    const verified = await runCli(
      ["verify-ledger", "--database-url", databases[0]!.url, "--against", db0Prefix],
      evidence.env,
    );
    expect(verified.code).toBe(EXIT.ok);
    expect(verified.stdout).toContain(`every record in ${db0Prefix} matches`);
    // The fleet's targets' prefix is not one database's: refused (their chains would mix), naming
    // the targets below it and one prefix to give.
    const whole = await runCli(
      ["evidence", "--from", `s3://${EVIDENCE_BUCKET}/${FLEET_EVIDENCE.targets("Fleet-fleet")}`],
      evidence.env,
    );
    expect(whole.code).toBe(EXIT.badInput);
    expect(whole.stderr).toContain(
      `s3://${EVIDENCE_BUCKET}/fleet/Fleet-fleet/targets/: holds objects that are not one database's evidence (<date>/<run>.jsonl below it) but under db0/, db1/, db2/, db3/, db4/, and 4 more: give one database's prefix, such as s3://${EVIDENCE_BUCKET}/fleet/Fleet-fleet/targets/db0/`,
    );

    // The fleet alarms' metrics: one RunFailed under the failing target's Database, the rest succeeded.
    const runs = emfLines(lines).filter((line) => "RunFailed" in line);
    const failedBy = Object.fromEntries(runs.map((line) => [line.Database, line.RunFailed]));
    expect(Object.keys(failedBy).sort()).toEqual(
      Array.from({ length: TARGETS }, (_, index) => `db${index}`).sort(),
    );
    expect(failedBy).toMatchObject({ [FAILING]: 1, db0: 0, db9: 0 });
    expect(runs[0]!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([["service", "Database"]]);

    // The same night started again (a second delivery of the schedule's start): every target's
    // run is the same runId, turned away by its ledger as a duplicate, reported at once.
    await insertExpiredSicrs(databases[0]!.pool, await insertUser(databases[0]!.pool), 5);
    const again = wireFleet();
    const second = await captureStdout(() => runNight(again.runTarget, "night-1-again"));
    expect(second.value.failed).toBeUndefined();
    expect(second.value.summary.outcomes.map((each) => each.outcome?.status)).toEqual(
      Array.from({ length: TARGETS }, () => "duplicate"),
    );
    expect(await countRows(databases[0]!.pool, SICR)).toBe(5);
    // A run turned away leaves no record, and so no copy: each target's evidence is its one run's.
    for (const [index, db] of databases.entries()) {
      const kept = await keptRecords(`db${index}`);
      expect(kept.lines.map((line) => line.hash)).toEqual(
        (await ledgerOf(db)).map((row) => row.hash),
      );
      expect(kept.keys).toHaveLength(`db${index}` === FAILING ? failingObjects : 1);
    }

    // Each night's execution kept its Summary (every outcome) in the evidence bucket, under the
    // fleet's prefix: the first night's as it was, the second start's beside it.
    const prefix = `fleet/Fleet-fleet/nights/${SCHEDULED}/`;
    expect(await evidence.keys(FLEET_EVIDENCE.nights("Fleet-fleet"))).toEqual([
      `${prefix}night-1-again.json`,
      `${prefix}night-1.json`,
    ]);
    const kept = await evidence.client.send(
      new GetObjectCommand({ Bucket: EVIDENCE_BUCKET, Key: `${prefix}night-1.json` }),
    );
    expect(kept.ContentType).toBe("application/json");
    // The Summary as States.JsonToString writes it; the interpreter strips every backslash from an
    // intrinsic's text (the escapes of a failed target's cause, itself JSON text), Step Functions not.
    expect(await kept.Body!.transformToString()).toBe(JSON.stringify(summary).replaceAll("\\", ""));
  });
});

describe("a fleet's function refuses what is not its own, and reports a run that crashed", () => {
  it("names the target and variable of a bad targets file, and refuses an event for no target", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "fleet-bad-")), FLEET_TARGETS_FILE);
    writeFileSync(
      file,
      JSON.stringify({ db0: { RETENTION_PRESET: "nope", DATABASE_URL: "postgres://x/y" } }),
    );
    expect(() => createFleetHandler({ FLEET_TARGETS: file }, { logger: silentLogger })).toThrow(
      /FLEET_TARGETS\.db0\.RETENTION_PRESET: unknown preset "nope"/,
    );
    writeFileSync(file, JSON.stringify({ db0: { RETENTION_PRESET: "identity", PASSWORD: "x" } }));
    expect(() => createFleetHandler({ FLEET_TARGETS: file })).toThrow(/FLEET_TARGETS\.db0/);
    // With an evidence bucket, a target without its own prefix would copy to a RetentionJob's.
    writeFileSync(
      file,
      JSON.stringify({ db0: { RETENTION_PRESET: "identity", DATABASE_URL: "postgres://x/y" } }),
    );
    expect(() =>
      createFleetHandler({ FLEET_TARGETS: file, EVIDENCE_BUCKET: EVIDENCE_BUCKET }),
    ).toThrow(/FLEET_TARGETS\.db0\.EVIDENCE_PREFIX: EVIDENCE_BUCKET is set/);
    const handler = createFleetHandler({ FLEET_TARGETS: targetsFile }, { logger: silentLogger });
    await expect(
      handler({ kind: "scheduled", fleet: { target: "db99", taskToken: "t" } }, fakeContext(1000)),
    ).rejects.toThrow(/event\.fleet\.target: this fleet has no target "db99"/);
    await expect(handler({ kind: "scheduled" }, fakeContext(1000))).rejects.toThrow(
      /event\.fleet\.target: a fleet's function runs its state machine's items only/,
    );
  });

  it("a segment that throws (the database unreachable) fails its item with RetentionRunCrashed, and still throws", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "fleet-down-")), FLEET_TARGETS_FILE);
    // A database that does not exist on the server: the connection is refused by name.
    const url = new URL(databases[0]!.url);
    url.pathname = "/no_such_database";
    writeFileSync(
      file,
      JSON.stringify({ down: { RETENTION_PRESET: "identity", DATABASE_URL: url.toString() } }),
    );
    sfnMock.reset();
    sfnMock.on(SendTaskFailureCommand).resolves({});
    const handler = createFleetHandler(
      { FLEET_TARGETS: file, SAFETY_MARGIN_MS: "10000" },
      { logger: silentLogger, clock: () => NIGHT_CLOCK },
    );
    const event = {
      kind: "scheduled",
      scheduledTime: SCHEDULED,
      fleet: { target: "down", taskToken: "tok" },
    };
    await expect(handler(event, fakeContext(20_000))).rejects.toThrow(/no_such_database/);
    const [call] = sfnMock.commandCalls(SendTaskFailureCommand);
    expect(call?.args[0].input).toMatchObject({ taskToken: "tok", error: "RetentionRunCrashed" });
    expect(JSON.parse(call?.args[0].input.cause as string)).toMatchObject({
      target: "down",
      status: "crashed",
      reason: expect.stringMatching(/no_such_database/),
    });
  });
});
