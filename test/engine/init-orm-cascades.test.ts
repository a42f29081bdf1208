// What goes with a row the application's own code deletes (init --source, orm-cascades.ts): rows
// hanging from it by NOT NULL keys the database does not act on are the ORM's to delete first, so
// the drafted policy names them in deleteFirst (a child's children after it), the database's own
// cascades in cascades, and never a person's content (a doubt instead), but for a link table
// whatever its name. Then the policy, its retention chosen, runs on the engine, and the tables are
// what plain SQL says the application's cleanup leaves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { fileTree } from "../helpers/files.js";
import { draftOn } from "../helpers/init.js";

type Queryable = Pick<TestDatabase["pool"], "query">;

let db: TestDatabase;
let source: string;

// Django's way: NO ACTION keys, DEFERRABLE INITIALLY DEFERRED, the collector deleting the children.
const SCHEMA = `
  CREATE SCHEMA ops;
  CREATE TABLE ops.auth_user (id bigint PRIMARY KEY, password varchar(128) NOT NULL, username text NOT NULL);
  CREATE TABLE ops.main_job (id bigint PRIMARY KEY, created timestamptz NOT NULL, name text NOT NULL);
  CREATE INDEX ON ops.main_job (created);
  CREATE TABLE ops.main_jobhostsummary (id bigint PRIMARY KEY,
    job_id bigint NOT NULL REFERENCES ops.main_job DEFERRABLE INITIALLY DEFERRED, host text NOT NULL);
  CREATE INDEX ON ops.main_jobhostsummary (job_id);
  CREATE TABLE ops.main_jobhostsummary_fact (id bigint PRIMARY KEY,
    summary_id bigint NOT NULL REFERENCES ops.main_jobhostsummary DEFERRABLE INITIALLY DEFERRED, value integer NOT NULL);
  CREATE INDEX ON ops.main_jobhostsummary_fact (summary_id);
  CREATE TABLE ops.main_job_user (id bigint PRIMARY KEY,
    job_id bigint NOT NULL REFERENCES ops.main_job DEFERRABLE INITIALLY DEFERRED,
    user_id bigint NOT NULL REFERENCES ops.auth_user DEFERRABLE INITIALLY DEFERRED);
  CREATE INDEX ON ops.main_job_user (job_id);
  CREATE TABLE ops.main_jobevent (id bigint PRIMARY KEY,
    job_id bigint NOT NULL REFERENCES ops.main_job ON DELETE CASCADE, stdout text NOT NULL);
  CREATE INDEX ON ops.main_jobevent (job_id);
  CREATE TABLE ops.main_jobcomment (id bigint PRIMARY KEY,
    job_id bigint NOT NULL REFERENCES ops.main_job DEFERRABLE INITIALLY DEFERRED,
    author_id bigint NOT NULL REFERENCES ops.auth_user, body text NOT NULL);
  CREATE INDEX ON ops.main_jobcomment (job_id);
  CREATE TABLE ops.main_jobwatch (id bigint PRIMARY KEY,
    job_id bigint NULL REFERENCES ops.main_job DEFERRABLE INITIALLY DEFERRED, since timestamptz NOT NULL);
  -- A child with an expiry of its own, which the database's cascade reaches: asked after the parent.
  CREATE TABLE ops.main_jobtoken (id bigint PRIMARY KEY,
    job_id bigint NOT NULL REFERENCES ops.main_job ON DELETE CASCADE, expires_at timestamptz NOT NULL);
  CREATE INDEX ON ops.main_jobtoken (job_id);
  CREATE INDEX ON ops.main_jobtoken (expires_at);
  -- A SET NULL the database would act on (and fail, over a NOT NULL column): never the ORM's.
  CREATE TABLE ops.main_jobpin (id bigint PRIMARY KEY,
    job_id bigint NOT NULL REFERENCES ops.main_job ON DELETE SET NULL);
  CREATE INDEX ON ops.main_jobpin (job_id);`;

// 40 jobs, one a day back (an hour short of it: the 30th is inside 30 days at the run); each with two summaries, a fact on each, a link to a user and an event;
// comments only on the last week's jobs (a person's content: the cleanup leaves it, and it holds
// nothing the cleanup deletes here).
const ROWS = `
  INSERT INTO ops.auth_user VALUES (1, 'x', 'one'), (2, 'x', 'two');
  INSERT INTO ops.main_job SELECT g, now() - g * interval '1 day' + interval '1 hour', 'j' || g
    FROM generate_series(1, 40) g;
  INSERT INTO ops.main_jobhostsummary SELECT g * 10 + h, g, 'h' || h FROM generate_series(1, 40) g, generate_series(1, 2) h;
  INSERT INTO ops.main_jobhostsummary_fact SELECT id, id, 1 FROM ops.main_jobhostsummary;
  INSERT INTO ops.main_job_user SELECT g, g, 1 + g % 2 FROM generate_series(1, 40) g;
  INSERT INTO ops.main_jobevent SELECT g, g, 'ok' FROM generate_series(1, 40) g;
  INSERT INTO ops.main_jobcomment SELECT g, g, 1, 'looks fine' FROM generate_series(1, 7) g;
  ANALYZE;`;

const CLEANUP = {
  "awx/main/management/commands/cleanup_jobs.py": `class Command(BaseCommand):
    def cleanup_jobs(self):
        qs = Job.objects.filter(created__lt=self.cutoff)
        skipped = qs.count()
        deleted = 0
        for start in range(0, skipped, self.batch_size):
            skipped -= 1
            deleted += 1
            self.logger.info("batch %d", start)
            batch = qs.filter(id__gte=start)
            batch.delete()
        return skipped, deleted`,
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(SCHEMA);
  source = await fileTree(CLEANUP);
}, 60_000);
afterAll(async () => {
  await db.drop();
});

const draftOf = (withSource: boolean) =>
  draftOn(db.pool, { schemas: ["ops"], ...(withSource ? { source } : {}) });

/** The policy the draft would run on main_job: a proposal's, or a question's rule if the answer is yes. */
const jobPolicy = (draft: Awaited<ReturnType<typeof draftOf>>) =>
  draft.proposals.find((each) => each.policy.table === "ops.main_job")?.policy ??
  draft.questions.find((each) => each.table === "ops.main_job")?.policy;

const TABLES = [
  "main_job",
  "main_jobhostsummary",
  "main_jobhostsummary_fact",
  "main_job_user",
  "main_jobevent",
  "main_jobcomment",
  "auth_user",
];

/** Each table's ids, in order, as `query` sees them. */
async function ids(query: Queryable = db.pool): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {};
  for (const table of TABLES) {
    const { rows } = await query.query<{ id: string }>(`SELECT id FROM ops.${table} ORDER BY id`);
    out[table] = rows.map((row) => Number(row.id));
  }
  return out;
}

describe("init --source: what goes with a row the code deletes", () => {
  it("names the ORM's children in deleteFirst, a parent before its children; a person's content is a doubt", async () => {
    await db.pool.query(ROWS);
    const policy = jobPolicy(await draftOf(true));
    expect(policy?.clock).toBe("created");
    expect(policy?.deleteFirst).toEqual([
      // A link between a job and a user: a link, not an account, whatever its name says.
      { table: "ops.main_job_user", columns: ["job_id"] },
      { table: "ops.main_jobhostsummary", columns: ["job_id"] },
      { table: "ops.main_jobhostsummary_fact", columns: ["summary_id"] },
    ]);
    // The database's own cascade is written where it belongs; a nullable key is no child's.
    expect(policy?.cascades).toEqual(["ops.main_jobevent", "ops.main_jobtoken"]);
    expect(String(policy?.description)).toContain(
      "? rows of ops.main_jobcomment (never proposed: a person's account, content, money or an audit trail",
    );
    expect(JSON.stringify(policy)).not.toContain("main_jobwatch");
    expect(JSON.stringify(policy?.deleteFirst)).not.toContain("main_jobpin");
  });

  it("asks about a table the parent's policy reaches after the parent, whatever its own reason", async () => {
    const draft = await draftOf(true);
    const rank = (table: string) => draft.questions.find((each) => each.table === table)?.rank;
    // An expiry the code deletes none of ranks before the code's word alone, but the parent's
    // policy already cascades into it.
    expect(draft.questions.find((each) => each.table === "ops.main_jobtoken")?.reason).toBe(
      "it expires, the code deletes none of it",
    );
    expect([rank("ops.main_job"), rank("ops.main_jobtoken")]).toEqual([1, 2]);
  });

  it("without the code, nothing is said to go with it", async () => {
    const policy = jobPolicy(await draftOf(false));
    expect(policy?.deleteFirst).toBeUndefined();
  });

  it("the policy runs on the engine and leaves what the application's cleanup would", async () => {
    await db.pool.query(`TRUNCATE ops.main_jobtoken, ops.main_jobpin, ops.main_jobcomment, ops.main_jobwatch, ops.main_jobevent,
      ops.main_job_user, ops.main_jobhostsummary_fact, ops.main_jobhostsummary, ops.main_job, ops.auth_user`);
    await db.pool.query(ROWS);
    const drafted = jobPolicy(await draftOf(true)) as Record<string, unknown>;
    // The oracle: the collector's deletes, as plain SQL, in a transaction rolled back.
    const client = await db.pool.connect();
    let expected: Record<string, number[]>;
    try {
      await client.query("BEGIN");
      await client.query(`
        DELETE FROM ops.main_jobhostsummary_fact n USING ops.main_jobhostsummary s, ops.main_job j
          WHERE n.summary_id = s.id AND s.job_id = j.id AND j.created < now() - interval '30 days';
        DELETE FROM ops.main_jobhostsummary s USING ops.main_job j
          WHERE s.job_id = j.id AND j.created < now() - interval '30 days';
        DELETE FROM ops.main_job_user u USING ops.main_job j
          WHERE u.job_id = j.id AND j.created < now() - interval '30 days';
        DELETE FROM ops.main_job WHERE created < now() - interval '30 days';`);
      expected = await ids(client);
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    const report = await runRetention({
      pool: db.enginePool(),
      policies: parseRetentionTable({
        policies: [{ ...drafted, retention: "30d", mode: "delete" }],
      }).policies,
      dryRun: false,
      batchSize: 4,
    });
    expect(report.policies[0]?.deleted).toBe(10);
    const after = await ids();
    expect(after).toEqual(expected);
    // What that is, said plainly: jobs 1 to 30 stay with their children; the comments and users stay.
    expect(after.main_job).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(after.main_jobhostsummary_fact).toEqual(after.main_jobhostsummary);
    expect(after.main_jobhostsummary).toHaveLength(60);
    expect(after.main_jobcomment).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(report.policies[0]?.deletedFirst).toEqual({
      "ops.main_jobhostsummary": 20,
      "ops.main_job_user": 10,
      "ops.main_jobhostsummary_fact": 20,
    });
  });
});

// Their bounds: two keys from one child, a child reached twice, a self-reference, a key back to the
// table itself, three levels and no more, a table never proposed that is no link (one reference, or
// a column of its own), one outside the schemas read. No rows: what the draft writes is the test.
const DEEP = `
  CREATE SCHEMA deep;
  CREATE SCHEMA elsewhere;
  CREATE TABLE deep.runs (id bigint PRIMARY KEY, created timestamptz NOT NULL);
  CREATE INDEX ON deep.runs (created);
  CREATE TABLE deep.steps (id bigint PRIMARY KEY,
    run_id bigint NOT NULL REFERENCES deep.runs, retry_of_run_id bigint NOT NULL REFERENCES deep.runs,
    prev_step_id bigint NOT NULL REFERENCES deep.steps);
  ALTER TABLE deep.runs ADD COLUMN pinned_step_id bigint NOT NULL REFERENCES deep.steps;
  CREATE TABLE deep.step_logs (id bigint PRIMARY KEY, step_id bigint NOT NULL REFERENCES deep.steps);
  CREATE TABLE deep.step_log_lines (id bigint PRIMARY KEY, log_id bigint NOT NULL REFERENCES deep.step_logs);
  CREATE TABLE deep.step_log_line_marks (id bigint PRIMARY KEY,
    line_id bigint NOT NULL REFERENCES deep.step_log_lines);
  CREATE TABLE deep.run_users (id bigint PRIMARY KEY, run_id bigint NOT NULL REFERENCES deep.runs,
    user_id bigint NOT NULL, role text NOT NULL);
  CREATE TABLE deep.runs_user (id bigint PRIMARY KEY, run_id bigint NOT NULL REFERENCES deep.runs);
  CREATE TABLE elsewhere.run_notes (id bigint PRIMARY KEY, run_id bigint NOT NULL REFERENCES deep.runs);
  CREATE TABLE deep.run_tag_users (tag text NOT NULL, run_id bigint NOT NULL REFERENCES deep.runs,
    user_id bigint NOT NULL REFERENCES deep.steps);
  CREATE TABLE deep.run_checks (id bigint PRIMARY KEY,
    run_id bigint NOT NULL REFERENCES deep.runs ON DELETE RESTRICT);`;

describe("init --source: how far what goes with a row reaches", () => {
  it("each key once, a parent's before its children's, three levels; never a self-reference, the table itself, a kept table", async () => {
    await db.pool.query(DEEP);
    const draft = await draftOn(db.pool, {
      schemas: ["deep"],
      source: await fileTree({
        "app/jobs/cleanup.py":
          "def cleanup_runs():\n    Run.objects.filter(created__lt=cutoff).delete()",
      }),
    });
    const policy =
      draft.proposals.find((each) => each.policy.table === "deep.runs")?.policy ??
      draft.questions.find((each) => each.table === "deep.runs")?.policy;
    const first = (policy?.deleteFirst ?? []) as { table: string; columns: string[] }[];
    const entries = first.map((each) => `${each.table}(${each.columns.join(",")})`);
    expect([...entries].sort()).toEqual([
      // RESTRICT is the ORM's to go first, as NO ACTION is.
      "deep.run_checks(run_id)",
      "deep.step_log_lines(log_id)",
      "deep.step_logs(step_id)",
      "deep.steps(retry_of_run_id)",
      "deep.steps(run_id)",
    ]);
    const at = (entry: string) => entries.indexOf(entry);
    expect(at("deep.steps(run_id)")).toBeLessThan(at("deep.step_logs(step_id)"));
    expect(at("deep.steps(retry_of_run_id)")).toBeLessThan(at("deep.step_logs(step_id)"));
    expect(at("deep.step_logs(step_id)")).toBeLessThan(at("deep.step_log_lines(log_id)"));
    const description = String(policy?.description);
    // A link is a key and references only: run_tag_users has a column of its own (tag), no key.
    for (const kept of [
      "deep.run_users",
      "deep.runs_user",
      "elsewhere.run_notes",
      "deep.run_tag_users",
    ])
      expect(description).toMatch(new RegExp(`\\? rows of [^;]*${kept.replace(".", "\\.")}`));
    expect(description).toContain(
      "(never proposed: a person's account, content, money or an audit trail, or outside the schemas read)",
    );
    expect(description).not.toContain("step_log_line_marks");
  });
});
