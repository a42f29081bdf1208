// The command line's outputs, as a user's commands write them, checked against the committed schema
// files: run --json (delete, drop-partitions, archive; dry runs), its JSON log lines on stderr,
// plan --json, restore --json and the archive's manifest (s3rver), erase --json (subjects, --plan,
// --replay) and the suppression file, evidence --format json, and the ledger's records they left;
// the ledger still holds (verify-ledger). status and invoke: test/cli/operate.test.ts.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../functions/cli/main.js";
import { presets } from "../../functions/contract/presets.js";
import { archivingInput, fillVersions, versionsSql } from "../fixtures/archive/versions.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { addKeycloakUsers, ERASURE_KEY } from "../helpers/erasure.js";
import { insertChains, insertExpiredSicrs, insertUser } from "../helpers/identity.js";
import { expectLogLines, expectOutput } from "../helpers/outputs.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";
import { keycloakUsersSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
let s3: LocalS3;
let dir: string;

beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3()]);
  dir = await mkdtemp(join(tmpdir(), "outputs-"));
  const userId = await insertUser(db.pool);
  await insertExpiredSicrs(db.pool, userId, 300);
  await insertChains(db.pool, userId, { chains: 20, length: 3 });
  // identidad (the template has its schema): expired tokens, and session log rows 14 months back.
  await db.pool.query(
    `INSERT INTO identidad.trx_refresh_tokens
       (id, empresa_id, usuario_id, token_hash, revocado, revocado_en, expiracion, creado_en)
     SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), md5(g::text), g % 2 = 0,
            CASE WHEN g % 2 = 0 THEN now() - interval '40 days' END, now() - interval '35 days',
            now() - interval '60 days'
     FROM generate_series(1, 200) g`,
  );
  await db.pool.query(
    `INSERT INTO identidad.log_sesiones (empresa_id, usuario_id, evento, creado_en)
     SELECT gen_random_uuid(), gen_random_uuid(), 'login',
            date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '14 months' + g * interval '1 hour'
     FROM generate_series(1, 100) g`,
  );
  await db.pool.query(`CREATE SCHEMA audit; ${versionsSql("audit.versions")}`);
  await fillVersions(db.pool, "audit.versions", 400);
  await db.pool.query(keycloakUsersSchemaSql);
  await addKeycloakUsers(db.pool, ["alice-7f3a", "bob-91c2"]);
}, 120_000);
afterAll(async () => {
  await Promise.all([db.drop(), s3.close()]);
});

const env = (): Record<string, string> => ({ ...s3.env, REDACTION_KEY: ERASURE_KEY });
const cli = (args: string[]) => runCli([...args, "--database-url", db.url], env());
const file = async (name: string, content: unknown) => {
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(content));
  return path;
};

/** A command's JSON on stdout, checked; its JSON log lines on stderr, checked too. */
async function jsonOf(name: Parameters<typeof expectOutput>[0], args: string[]) {
  const { code, stdout, stderr } = await cli(args);
  expect(code, stderr).not.toBe(EXIT.badInput);
  const value = JSON.parse(stdout) as Record<string, unknown>;
  expectOutput(name, value, `${args.slice(0, 3).join(" ")}'s output`);
  const lines = stderr.split("\n").filter((line) => line.startsWith("{"));
  return { value, code, events: expectLogLines(lines, `${args[0]}'s log`) };
}

describe("run --json and its log", () => {
  it("a dry run and a run of two presets (delete, leaf-first, drop-partitions): each report valid, each log line valid", async () => {
    const events = new Set<string>();
    for (const preset of ["identity", "identidad"]) {
      for (const dryRun of [["--dry-run"], []]) {
        const run = await jsonOf("cli-run", [
          ...["run", "--preset", preset, "--json", "--verbose"],
          ...dryRun,
        ]);
        expect(run.value).toMatchObject({ schemaVersion: 1, dryRun: dryRun.length > 0 });
        const policies = run.value.policies as Record<string, unknown>[];
        // The optional parts of a report these runs write: a dry run's method, partitions.
        expect(policies.every((each) => "dryRun" in each)).toBe(dryRun.length > 0);
        expect(policies.some((each) => "partitions" in each)).toBe(preset === "identidad");
        for (const event of run.events) events.add(event);
      }
    }
    expect([...events]).toEqual(
      expect.arrayContaining(["run-started", "run-completed", "policy-completed", "batch-deleted"]),
    );
  });

  it("plan --json: each policy's SQL and EXPLAIN, each store's check (not checked: no region)", async () => {
    const table = await file("plan.json", {
      ...(presets.identity as object),
      buckets: [
        {
          name: "avatars",
          bucket: "acme-uploads",
          prefix: "avatars/",
          retention: "30d",
          owner: "Web",
        },
      ],
    });
    const { AWS_REGION: _region, ...noRegion } = env();

    const { code, stdout } = await runCli(
      ["plan", "--config", table, "--json", "--database-url", db.url],
      noRegion,
    );

    expect(code).toBe(EXIT.ok);
    const plan = JSON.parse(stdout);
    expectOutput("cli-plan", plan);
    expect(plan.stores).toEqual([
      expect.objectContaining({ name: "avatars", verdict: "not-checked" }),
    ]);
  });
});

describe("archives", () => {
  it("a run that archives, the object's manifest, and restore --json", async () => {
    const config = await file(
      "archive.json",
      archivingInput([{ name: "versions", table: "audit.versions" }], s3.bucket),
    );

    const run = await jsonOf("cli-run", ["run", "--config", config, "--json", "--verbose"]);
    const manifests = (await s3.keys()).filter((key) => key.endsWith(".manifest.json"));
    await db.pool.query("CREATE TABLE audit.versions_copy (LIKE audit.versions INCLUDING ALL)");
    const restore = await jsonOf("cli-restore", [
      ...["restore", "--manifest", `s3://${s3.bucket}/${manifests[0]}`],
      ...["--into", "audit.versions_copy", "--json"],
    ]);

    expect(run.value).toMatchObject({ policies: [{ archived: { objects: manifests.length } }] });
    expect(manifests.length).toBeGreaterThan(0);
    for (const key of manifests) {
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      expectOutput(
        "archive-manifest",
        JSON.parse(
          await (object.Body as { transformToString(): Promise<string> }).transformToString(),
        ),
        key,
      );
    }
    expect(restore.value.rows).toBeGreaterThan(0);
  });
});

describe("erasures", () => {
  it("erase --json, --plan --json, the suppression file and --replay --json", async () => {
    const erasure = await file("erasure.json", {
      name: "keycloak-user",
      subject: { table: "keycloak.user_entity" },
      owner: "Identity",
    });
    const suppression = join(dir, "suppression.json");

    const dry = await jsonOf("cli-erase", [
      "erase",
      "--erasure-table",
      erasure,
      "--subject",
      "bob-91c2",
      "--dry-run",
      "--json",
    ]);
    const erased = await jsonOf("cli-erase", [
      "erase",
      "--erasure-table",
      erasure,
      "--subject",
      "alice-7f3a",
      "--json",
    ]);
    const plan = await jsonOf("cli-erase", [
      "erase",
      "--erasure-table",
      erasure,
      "--plan",
      "--json",
    ]);
    const exported = await cli([
      "erase",
      "--erasure-table",
      erasure,
      "--export-suppression",
      suppression,
      "--since",
      "7d",
    ]);
    const replay = await jsonOf("cli-erase", [
      ...["erase", "--erasure-table", erasure, "--replay", "--since", "7d"],
      ...["--suppression-file", suppression, "--json"],
    ]);

    expect(dry.value).toMatchObject({ subjects: [{ outcome: "erased", dryRun: true }] });
    expect(erased.value).toMatchObject({ subjects: [{ outcome: "erased", dryRun: false }] });
    expect(plan.value).toMatchObject({ erasure: "keycloak-user" });
    expect(exported.code, exported.stderr).toBe(EXIT.ok);
    const list = JSON.parse(await readFile(suppression, "utf8"));
    expectOutput("suppression-file", list);
    expect(list.entries).toHaveLength(1);
    expect(replay.value).toMatchObject({ entries: 1, found: 0 });
  });
});

describe("holds", () => {
  it("hold add / list / release --json (a subject's key only hashed), bad input exit 2 with nothing placed", async () => {
    const erasure = await file("hold-erasure.json", {
      name: "keycloak-user",
      subject: { table: "keycloak.user_entity" },
      owner: "Identity",
    });
    const common = ["--reason", "litigation", "--by", "counsel@example.org"];
    const subject = await jsonOf("cli-hold", [
      ...["hold", "add", "--case", "2026-113", ...common, "--review-by", "2027-01-31"],
      ...["--scope", '{"subject":{"key":"bob-91c2"}}', "--erasure-table", erasure, "--json"],
    ]);
    const table = await jsonOf("cli-hold", [
      ...["hold", "add", "--case", "2026-200", ...common, "--json", "--scope"],
      '{"table":"keycloak.credential","conditions":[{"column":"type","equals":"otp"}]}',
    ]);
    const refused = await cli([
      ...["hold", "add", "--case", "2026-201", ...common, "--scope"],
      '{"table":"keycloak.credential","conditions":[{"column":"nope","equals":"otp"}]}',
    ]);
    const listed = await jsonOf("cli-hold", ["hold", "list", "--json"]);
    const released = await jsonOf("cli-hold", [
      ...["hold", "release", "--case", "2026-200", "--by", "counsel@example.org", "--json"],
    ]);
    const unknown = await cli(["hold", "release", "--case", "2026-999", "--by", "counsel"]);

    expect(JSON.stringify(subject.value)).not.toContain("bob-91c2");
    expect(subject.value).toMatchObject({
      action: "add",
      holds: [{ case: "2026-113", scope: { subject: { erasureTable: "keycloak-user" } } }],
    });
    expect(table.value).toMatchObject({ holds: [{ case: "2026-200" }] });
    expect(refused.code).toBe(EXIT.badInput);
    expect(refused.stderr).toContain("scope.conditions[0].column");
    expect((listed.value.holds as { case: string }[]).map((each) => each.case)).toEqual([
      "2026-113",
      "2026-200",
    ]);
    expect(released.value).toMatchObject({ action: "release", holds: [{ case: "2026-200" }] });
    expect(unknown.code).toBe(EXIT.badInput);
    expect(unknown.stderr).toMatch(/case: no hold of case "2026-999" is in force/);
  });
});

describe("the evidence the runs and erasures left", () => {
  it("every ledger record valid (policies' and receipts'), evidence --format json valid, the chain holds", async () => {
    const { rows } = await db.pool.query<{ body: string }>(
      "SELECT body FROM retention_job.evidence ORDER BY seq",
    );
    const bodies = rows.map((row) => JSON.parse(row.body) as { kind?: string });
    for (const body of bodies) expectOutput("evidence-record", body, "a ledger record");
    expect(bodies.some((body) => body.kind === "erasure")).toBe(true);
    expect(bodies.some((body) => body.kind === "hold")).toBe(true);
    expect(bodies.some((body) => body.kind === undefined)).toBe(true);

    const report = await jsonOf("evidence-report", [
      "evidence",
      "--format",
      "json",
      "--since",
      "30d",
    ]);
    const verified = await cli(["verify-ledger"]);

    expect((report.value.policies as unknown[]).length).toBeGreaterThan(0);
    expect(verified.code, verified.stderr + verified.stdout).toBe(EXIT.ok);
    expect(verified.stdout).toMatch(new RegExp(`ledger holds: ${rows.length} records chained`));
  });
});
