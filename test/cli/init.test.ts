// `retention-job init` from the command line: the draft, its JSON Schema and its questions written,
// a summary with what each proposal rests on, the rows past each proposed rule now (a dry run of the
// draft) and the breaker's verdict, the questions ranked; the draft on stdout when no file is named,
// bad input refused.
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../functions/cli/main.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { fileTree } from "../helpers/files.js";
import { djangoSchemaSql } from "../schemas/frameworks.js";
import { saasSchemaSql } from "../schemas/tenants.js";

let db: TestDatabase;
/**
 * The application's code (--source): where it deletes the tables' rows by age. An expiry column or a
 * tenant's retention alone is no evidence since issue 52's second round: a question, not a proposal.
 */
let source: string;
beforeAll(async () => {
  db = await createTestDatabase();
  source = await fileTree({
    "app/maintenance.py": 'def nightly():\n    call_command("clearsessions")\n',
    "lib/cleanup.sql": [
      "DELETE FROM login_events WHERE created_at < now() - interval '90 days';",
      "DELETE FROM login_attempts WHERE expires_at < now();",
      "DELETE FROM sessions WHERE expires_at < now();",
    ].join("\n"),
  });
  await db.pool.query(djangoSchemaSql);
  await db.pool.query(saasSchemaSql);
  await db.pool.query(`
    INSERT INTO django.django_session
      SELECT 'k' || g, 'e30', now() - g * interval '1 day' + interval '1 hour' FROM generate_series(1, 50) g;
    CREATE TABLE saas.login_events (id bigserial PRIMARY KEY,
      organization_id bigint REFERENCES saas.organizations (id), created_at timestamp NOT NULL);
    CREATE INDEX ON saas.login_events (organization_id, created_at);`);
});
afterAll(async () => {
  await db.drop();
});

const cli = (args: string[]) => runCli(args, {});

describe("retention-job init", () => {
  it("writes the draft and its schema, and a summary with the rows past each rule now", async () => {
    const dir = await mkdtemp(join(tmpdir(), "init-"));
    const out = join(dir, "retention.json");

    const { code, stdout } = await cli([
      "init",
      "--database-url",
      db.url,
      "--schemas",
      "django",
      "--retention-default",
      "30d",
      "--source",
      source,
      "--out",
      out,
    ]);

    expect(code).toBe(EXIT.ok);
    const draft = JSON.parse(await readFile(out, "utf8")) as {
      $schema: string;
      policies: unknown[];
    };
    expect(draft.$schema).toBe("./retention-table.schema.json");
    // Django's admin log is an audit trail: asked about, never proposed (it was proposed before issue 52).
    expect(
      parseRetentionTable(draft)
        .policies.map((policy) => `${policy.table.name} ${policy.mode}`)
        .sort(),
    ).toEqual(["django_session report"]);
    const questions = JSON.parse(await readFile(join(dir, "retention.questions.json"), "utf8")) as {
      questions: { rank: number; table: string; reason: string; answer: string }[];
      unasked: unknown[];
    };
    expect(questions.questions).toEqual([
      expect.objectContaining({
        rank: 1,
        table: "django.django_admin_log",
        reason: "an audit trail, kept how long?",
        answer: expect.stringContaining("how long must the audit trail be kept"),
      }),
    ]);
    expect(questions.unasked).toEqual([]);
    const schema = JSON.parse(await readFile(join(dir, "retention-table.schema.json"), "utf8"));
    expect(schema.title).toBe("retention-job retention table");
    // 50 sessions expired 1..50 days ago: 20 are past expire_date + 30 days.
    expect(stdout).toMatch(
      /django\.django_session\s+expire_date \+ 30d\s+code: app\/maintenance\.py:2 \(Django's clear_expired\); expiry: expire_date\s+sessions, high\s+20\s+passes/,
    );
    expect(stdout).toContain("nothing is deleted until a person sets");
    expect(stdout).toContain(
      "each rests on evidence (the application's code 1, an expiry column 1)",
    );
    expect(stdout).toMatch(/1 questions, ranked .*; also in .*retention\.questions\.json/);
    expect(stdout).toContain("1. django.django_admin_log [an audit trail, kept how long?]");
    expect(
      await db.pool.query("SELECT count(*)::int AS n FROM django.django_session"),
    ).toMatchObject({
      rows: [{ n: 50 }],
    });
  });

  it("without --out: the draft on stdout, the summary on stderr; the retention left to choose", async () => {
    const { code, stdout, stderr } = await cli([
      "init",
      "--database-url",
      db.url,
      "--schemas",
      "django",
      "--source",
      source,
    ]);

    expect(code).toBe(EXIT.ok);
    const draft = JSON.parse(stdout) as { policies: { retention: string }[] };
    expect(draft.policies.map((policy) => policy.retention)).toEqual(["?"]);
    expect(stderr).toContain('retention: "?" in every policy');
    expect(stderr).toContain("1. django.django_admin_log [an audit trail, kept how long?]");
  });

  it("a retention per tenant: the default filled, each tier's period left to choose and said so", async () => {
    await db.pool.query(`
      INSERT INTO saas.organizations (name, plan, created_at, updated_at)
        SELECT 'org ' || g, CASE WHEN g % 2 = 0 THEN 'pro' ELSE 'free' END, now(), now() FROM generate_series(1, 10) g;
      ANALYZE saas.organizations;`);
    const { code, stdout, stderr } = await cli([
      "init",
      "--database-url",
      db.url,
      "--schemas",
      "saas",
      "--retention-default",
      "90d",
      "--source",
      source,
    ]);

    expect(code).toBe(EXIT.ok);
    // The code deletes the login events: proposed, with the tenant's own retention_days. The audit events
    // beside them were, before issue 52; an audit trail is asked about now.
    const draft = JSON.parse(stdout) as { policies: Record<string, unknown>[] };
    expect(draft.policies.map((policy) => policy.table)).toEqual(["saas.login_events"]);
    expect(draft.policies[0]).toMatchObject({
      retention: "90d",
      tenant: { retention: "retention_days", tiers: { values: { free: "?", pro: "?" } } },
    });
    expect(stderr).toMatch(
      /saas\.login_events\s+created_at \+ 90d default; per tenant: retention_days, plan\s+code: lib\/cleanup\.sql:1; tenant's retention: retention_days/,
    );
    expect(stderr).toContain('tiers: "?" for each plan\'s period in login_events');
    expect(stderr).toContain("1. saas.audit_events [an audit trail, kept how long?]");
  });

  it("a table that needs an index first: its retention left to choose though a default is given, the rest dry-run", async () => {
    await db.pool.query(`
      CREATE SCHEMA cli_index;
      CREATE TABLE cli_index.login_attempts (id bigint NOT NULL, expires_at timestamptz NOT NULL);
      CREATE TABLE cli_index.sessions (id bigint PRIMARY KEY, expires_at timestamptz NOT NULL);
      CREATE INDEX ON cli_index.sessions (expires_at);
      INSERT INTO cli_index.sessions SELECT g, now() - g * interval '1 day' + interval '12 hours' FROM generate_series(1, 10) g;`);
    const { code, stdout, stderr } = await cli([
      "init",
      "--database-url",
      db.url,
      "--schemas",
      "cli_index",
      "--retention-default",
      "7d",
      "--source",
      source,
    ]);

    expect(code).toBe(EXIT.ok);
    const draft = JSON.parse(stdout) as { policies: Record<string, unknown>[] };
    expect(draft.policies.map((policy) => [policy.table, policy.retention])).toEqual([
      ["cli_index.sessions", "7d"],
      ["cli_index.login_attempts", "?"],
    ]);
    // The sessions' dry run: 3 of 10 are past expires_at + 7 days.
    // The code deletes the login attempts (a proposal needs evidence since issue 52).
    expect(stderr).toMatch(
      /cli_index\.sessions\s+expires_at \+ 7d\s+code: lib\/cleanup\.sql:3; expiry: expires_at\s+sessions, high\s+3\s+passes/,
    );
    expect(stderr).toMatch(
      /cli_index\.login_attempts\s+expires_at \+ \?\s+code: lib\/cleanup\.sql:2; expiry: expires_at\s+login events/,
    );
    expect(stderr).toContain(
      'an index first: "?" retention in login_attempts: no key names their rows and no index leads with their clock, so the engine refuses them until one exists (CREATE INDEX CONCURRENTLY ON "cli_index"."login_attempts" ("expires_at");)',
    );
  });

  it("a person's yes (--accept): the question's rule in the draft, resting on that answer, its rows counted as SQL counts them", async () => {
    const dir = await mkdtemp(join(tmpdir(), "init-accept-"));
    const asked = join(dir, "asked.json");
    const args = [
      "init",
      "--database-url",
      db.url,
      "--schemas",
      "django",
      "--retention-default",
      "30d",
    ];
    expect((await cli([...args, "--out", asked])).code).toBe(EXIT.ok);
    const { questions } = JSON.parse(await readFile(join(dir, "asked.questions.json"), "utf8")) as {
      questions: { table: string; reason: string; policy?: Record<string, unknown> }[];
    };
    const question = questions.find((each) => each.table === "django.django_session");
    expect(question?.reason).toBe("it expires, no deletion seen");
    expect(JSON.parse(await readFile(asked, "utf8")).policies).toEqual([]);

    const out = join(dir, "retention.json");
    const { code, stdout } = await cli([
      ...args,
      "--out",
      out,
      "--accept",
      "django.django_session",
    ]);
    expect(code).toBe(EXIT.ok);
    const draft = JSON.parse(await readFile(out, "utf8")) as {
      policies: Record<string, unknown>[];
    };
    expect(draft.policies).toHaveLength(1);
    const { description, ...policy } = draft.policies[0] as Record<string, unknown>;
    const { description: _, ...rule } = question?.policy ?? {};
    expect(policy).toEqual({ ...rule, retention: "30d" });
    // The rule's own description, then the answer it rests on.
    const asked0 = String(question?.policy?.description ?? "").replace(/\.$/, "");
    expect(description).toBe(
      `${asked0}; accepted by a person (init --accept), asked as: it expires, no deletion seen.`,
    );
    expect(parseRetentionTable(draft).policies).toHaveLength(1);
    const left = JSON.parse(await readFile(join(dir, "retention.questions.json"), "utf8")) as {
      questions: { table: string; rank: number }[];
    };
    expect(left.questions.map((each) => each.table)).not.toContain("django.django_session");
    expect(left.questions.map((each) => each.rank)).toEqual(left.questions.map((_, i) => i + 1));
    // The oracle: the sessions whose expiry is 30 days past, counted by SQL.
    const { rows } = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM django.django_session WHERE expire_date < now() - interval '30 days'",
    );
    expect(rows[0]?.n).toBe(20);
    const line = stdout.split("\n").find((each) => each.startsWith("django.django_session"));
    expect(line).toContain("a person's yes (--accept) to: it expires, no deletion seen");
    expect(line).toMatch(/\b20\b/);
    // Its rule with the retention chosen, the kind it was asked as, and as sure as a person's yes.
    expect(line).toContain("expire_date + 30d");
    expect(line).not.toContain("+ ?");
    expect(line).toContain("it expires, no deletion seen, high");
    expect(stdout).toContain("each rests on evidence (a person's answer 1)");
  });

  it("--accept refuses a table init asks nothing about, or a question with no rule, with nothing written", async () => {
    const dir = await mkdtemp(join(tmpdir(), "init-refuse-"));
    const out = join(dir, "retention.json");
    const accepting = (schema: string, table: string) =>
      cli(["init", "--database-url", db.url, "--schemas", schema, "--out", out, "--accept", table]);
    await db.pool.query("CREATE SCHEMA IF NOT EXISTS nothing_here");
    for (const [schema, table, says] of [
      // A table with no question: the refusal names the tables asked about, or that none was.
      [
        "django",
        "django.auth_user",
        /init asks no question about it \(write schema\.table as the questions name it: (\S+, )*django\.django_session[,)]/,
      ],
      ["django", "django.django_admin_log", /has no rule to accept/],
      [
        "nothing_here",
        "nothing_here.t",
        /init asks no question about it \(write schema\.table as the questions name it: none asked\)/,
      ],
    ] as const) {
      const { code, stderr } = await accepting(schema, table);
      expect(code).toBe(EXIT.badInput);
      expect(stderr).toContain(`--accept: ${table}: `);
      expect(stderr).toMatch(says);
      await expect(readFile(out, "utf8")).rejects.toThrow();
    }
  });

  it("a retention default that is not a duration is refused", async () => {
    const { code, stderr } = await cli([
      "init",
      "--database-url",
      db.url,
      "--retention-default",
      "forever",
    ]);
    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/--retention-default/);
  });
});
