// `init --source DIR`: the application's own code read for where it deletes a table's rows by age.
// The scan on small trees of code written as each framework writes its cleanup (Rails, Django,
// SQLAlchemy, Go with SQL, TypeORM, Laravel, Ecto's Oban), and what it must not read as one (a
// controller's delete, a collection's delete, tests, migrations, a delete with no time, a
// variable spelled like a table); then the draft on real PostgreSQL: a table only the code
// explains is proposed on the clock the code compares, a kept table is not (a finding names the
// code), and without --source neither changes.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../functions/cli/main.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { readCleanupCode, type ScannedTable } from "../../functions/engine/init/source.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { fileTree } from "../helpers/files.js";
import { draftOn } from "../helpers/init.js";

const table = (name: string, columns: string[]): ScannedTable => ({
  table: `app.${name}`,
  name,
  columns: ["id", ...columns],
});

const TABLES = [
  table("sessions", ["user_id", "updated_at", "created_at"]),
  table("core_job", ["created", "status"]),
  table("password_reset_tokens", ["token", "created_at"]),
  table("api_request_log", ["created_at", "path"]),
  table("execution_entity", ["stoppedAt", "status"]),
  table("failed_jobs", ["failed_at"]),
  table("jobs", ["queue", "created_at"]),
  table("oban_jobs", ["state", "inserted_at"]),
  table("challenges", ["expires_at"]),
  table("chats", ["updated_at"]),
  table("audit_logs", ["created_at"]),
  table("tokens", ["user_id", "created_at"]),
];

/** Code that deletes by age, one file per framework's way of saying it. */
const CLEANUP = {
  "app/jobs/session_sweeper.rb": `class SessionSweeper
  def perform
    Session.where("updated_at < ?", 30.days.ago).delete_all
  end
end`,
  "netbox/core/jobs.py": `def housekeeping(self):
    cutoff = timezone.now() - timedelta(days=config.JOB_RETENTION)
    count = Job.objects.filter(created__lt=cutoff).delete()[0]`,
  "mealie/db/models.py": `class PasswordResetModel(SqlAlchemyBase):
    __tablename__ = "password_reset_tokens"
    token = Column(String)`,
  "mealie/tasks/purge.py": `def purge_password_reset_tokens():
    limit = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(days=2)
    with session_context() as session:
        stmt = delete(PasswordResetModel).filter(PasswordResetModel.created_at <= limit)
        session.execute(stmt)`,
  "internal/store/requests.go": `func (s *Store) trimRequests(ctx context.Context, ttl time.Duration) error {
	_, err := s.db.ExecContext(ctx, \`
		DELETE FROM api_request_log WHERE created_at < $1\`, time.Now().Add(-ttl))
	return err
}`,
  "src/repositories/execution.repository.ts": `export class ExecutionRepository extends Repository<ExecutionEntity> {
	async prune(maxAge: number) {
		const date = new Date();
		await this.delete({ stoppedAt: LessThanOrEqual(date) });
	}
}`,
  "app/Console/Commands/FailedJobGC.php": `<?php
class FailedJobGC extends Command {
    public function handle()
    {
        FailedJob::chunk(50, function($jobs) {
            foreach($jobs as $job) {
                if($job->failed_at->lt(now()->subHours(48))) {
                    $job->delete();
                }
            }
        });
    }
}`,
  "config/config.exs": `config :app, Oban,
  plugins: [{Oban.Plugins.Pruner, max_age: 3600}]`,
  "internal/persistence/challenges.go": `// Run by the janitor every hour.
func (p *Persister) DeleteExpiredChallenges(ctx context.Context) error {
	return p.q.Exec(ctx, deleteChallengesSQL)
}`,
};

/** Deletes that are no cleanup by age, or code that is not the application's running code. */
const NOT_CLEANUP = {
  "app/controllers/sessions_controller.rb": `class SessionsController
  def destroy
    Session.where("created_at < ?", 1.day.ago).where(user: current_user).delete_all
  end
end`,
  "lib/web/views/chat_view.ex": `def render("index.json", %{chats: chats} = opts) do
  updated = DateTime.utc_now()
  render_many(chats, __MODULE__, "show.json", Map.delete(opts, :chats))
end`,
  "spec/jobs/cleanup_spec.rb": `Token.where("created_at < ?", 1.day.ago).delete_all`,
  "db/migrate/20200101_trim.rb": `execute "DELETE FROM audit_logs WHERE created_at < now() - interval '1 year'"`,
  "app/models/token.rb": `class Token
  def self.revoke_all(user)
    Token.where(user_id: user.id).delete_all
  end
end`,
};

describe("where the application's code deletes by age (the scan)", () => {
  let sites: Awaited<ReturnType<typeof readCleanupCode>>;
  beforeAll(async () => {
    sites = await readCleanupCode(await fileTree({ ...CLEANUP, ...NOT_CLEANUP }), TABLES);
  });

  it("finds each framework's cleanup, with the file, the line and the column it compares", () => {
    const found = Object.fromEntries(
      [...sites].map(([name, [first]]) => [name, `${first?.file}:${first?.line} ${first?.clock}`]),
    );
    expect(found).toEqual({
      "app.sessions": "app/jobs/session_sweeper.rb:3 updated_at",
      "app.core_job": "netbox/core/jobs.py:3 created",
      "app.password_reset_tokens": "mealie/tasks/purge.py:4 created_at",
      "app.api_request_log": "internal/store/requests.go:3 created_at",
      "app.execution_entity": "src/repositories/execution.repository.ts:4 stoppedAt",
      "app.failed_jobs": "app/Console/Commands/FailedJobGC.php:8 failed_at",
      "app.oban_jobs": "config/config.exs:2 undefined",
      "app.challenges": "internal/persistence/challenges.go:2 undefined",
    });
    expect(sites.get("app.oban_jobs")?.[0]?.library).toBe("Oban's pruner");
  });

  it("reads no controller, collection delete, test, migration, timeless delete or variable as a cleanup", () => {
    for (const name of ["app.chats", "app.audit_logs", "app.tokens", "app.jobs"])
      expect(sites.has(name)).toBe(false);
    const files = [...sites.values()].flat().map((site) => site.file);
    for (const file of Object.keys(NOT_CLEANUP)) expect(files).not.toContain(file);
  });
});

/**
 * Each way of saying it, one table each: `found` the tables a cleanup names, the rest in files
 * or forms that are no cleanup. A table per case, so each form is asked about apart.
 */
const FORMS: [string, string, boolean][] = [
  [
    "lib/a.py",
    "def purge():\n    session.query(A1).filter(A1.created_at < datetime.utcnow()).delete()",
    true,
  ],
  ["lib/b.go", 'func trim() {\n\tdb.Where("created_at < ?", cutoff).Delete(&B1{})\n}', true],
  [
    "lib/c.ts",
    "async function prune() {\n  await prisma.c1.deleteMany({ where: { createdAt: { lt: subDays(new Date(), 7) } } });\n}",
    true,
  ],
  [
    "lib/d.js",
    "async function sweep() {\n  await knex('d1').where('created_at', '<', Date.now() - ttl).del();\n}",
    true,
  ],
  [
    "lib/e.ex",
    'def reap do\n  from(e in E1, where: e.inserted_at < ago(7, "day")) |> Repo.delete_all()\nend',
    true,
  ],
  [
    "lib/f.rs",
    "fn expire() {\n    diesel::delete(f1::table.filter(f1::created.lt(Utc::now()))).execute(conn)\n}",
    true,
  ],
  [
    "lib/g.java",
    "void clean() {\n    repo.deleteByCreatedBefore(Instant.now());\n}\n// G1Repository",
    false,
  ],
  ["lib/h.rb", 'def run\n  H1.where("created_at < ?", 3.weeks.ago).destroy_all\nend', true],
  [
    "lib/i.php",
    "public function handle()\n{\n    I1::where('created_at', '<', now()->subDays(3))->delete();\n}",
    true,
  ],
  [
    "lib/j.sql",
    'DELETE FROM ONLY "public"."j1" WHERE created_at < NOW() - INTERVAL \'1 day\';',
    true,
  ],
  [
    "lib/k.lua",
    'local function cleanup()\n  db:query("DELETE FROM k1 WHERE ttl < now()")\nend',
    true,
  ],
  [
    "lib/l.cr",
    'def trim\n  db.exec("DELETE FROM l1 WHERE created < $1", Time.utc - 7.days)\nend',
    true,
  ],
  ["lib/m.kt", "fun purge() {\n    m1Repository.delete(old)\n}\n", false],
  [
    "lib/n.ts",
    "export class N1Repository {\n  async pruneOld() {\n    await this.repo.delete({ createdAt: LessThan(cutoff) });\n    // N1Repository\n  }\n}",
    true,
  ],
  ["lib/o.txt", "DELETE FROM o1 WHERE created_at < now()", false],
  ["vendor/p.rb", 'P1.where("created_at < ?", 1.day.ago).delete_all', false],
  ["node_modules/q/index.js", "await knex('q1').where('created_at', '<', new Date()).del()", false],
  ["lib/__tests__/r.js", "await knex('r1').where('created_at', '<', new Date()).del()", false],
  ["lib/s_test.go", 'db.Exec("DELETE FROM s1 WHERE created_at < now()")', false],
  [
    "lib/t.spec.ts",
    "await prisma.t1.deleteMany({ where: { createdAt: { lt: new Date() } } })",
    false,
  ],
  ["lib/test_u.py", "U1.objects.filter(created__lt=timezone.now()).delete()", false],
  ["alembic/versions/v.py", 'op.execute("DELETE FROM v1 WHERE created_at < now()")', false],
  ["lib/w.py", "def forget(key):\n    cache.delete(w1)\n", false],
  ["lib/x.go", "func (s *Store) DeleteExpiredX1s(ctx context.Context) error { return nil }", true],
  ["lib/y.py", "def remove_stale_y1(self):\n    pass", true],
];

describe("each way of saying it", () => {
  let sites: Awaited<ReturnType<typeof readCleanupCode>>;
  const names = FORMS.map((_, index) => `${String.fromCharCode(97 + index)}1`);
  beforeAll(async () => {
    const files = Object.fromEntries(FORMS.map(([path, text]) => [path, text]));
    const tables = names.map((name) =>
      table(name, ["created_at", "created", "inserted_at", "ttl"]),
    );
    sites = await readCleanupCode(await fileTree(files), tables);
  });

  it.each(FORMS.map(([path, , found], index) => [path, found, names[index] as string]))(
    "%s: a cleanup %s",
    (_path, found, name) => {
      expect(sites.has(`app.${name}`)).toBe(found);
    },
  );

  it("a model's class maps to its table however the ORM declares it, within its bounds", async () => {
    const filler = (lines: number) => "\n".repeat(lines);
    const declared: Record<string, string> = {
      "models.py": 'class Alpha(Base):\n    __tablename__ = "store_north"\n',
      "django.py": 'class Beta(models.Model):\n    class Meta:\n        db_table = "store_south"\n',
      "rails.rb": 'class Gamma < ApplicationRecord\n  self.table_name = "store_east"\nend\n',
      "entity.ts": '@Entity("store_west")\nexport class Delta {}\n',
      "entity_named.ts": '@Entity({ name: "store_up" })\n\n\n\nexport class Omega {}\n',
      "schema.prisma.ts": 'model Epsilon {\n  id Int\n  @@map("store_down")\n}\n',
      "schema.ex": 'defmodule App.Zeta do\n  schema "store_left" do\n  end\nend\n',
      "Eta.java": '@Table(name = "store_right")\npublic class Eta {}\n',
      "theta.js": 'class Theta extends Model {}\nTheta.init({}, { tableName: "store_front" });\n',
      "Iota.php": 'class Iota extends Model {\n    protected $table = "store_back";\n}\n',
      "kappa.go": 'func (Kappa) TableName() string {\n\n\treturn "store_inner"\n}\n',
      "lambda.go": 'func (l *Lambda) TableName() string { return "store_outer" }\n',
      "struct.go": "type Sigma struct {\n\tID int\n}\n",
      // Out of bounds: a table named 26 lines after its class, a decorator 5 lines before its class,
      // Go's return 3 lines after TableName, a return in a method that is no TableName, a
      // decorator's table not given to the class before it.
      "far.py": `class Mu(Base):${filler(26)}    __tablename__ = "store_far"\n`,
      "early.ts": `@Entity("store_early")${filler(5)}export class Nu {}\n`,
      "late.go": 'func (Xi) TableName() string {\n\n\n\treturn "store_late"\n}\n',
      "plain.py": 'class Pi:\n    def name(self):\n        return "store_plain"\n',
      "order.ts": 'export class Rho {}\n@Entity("store_order")\nexport class Tau {}\n',
    };
    const classes = ["Alpha", "Beta", "Gamma", "Delta", "Omega", "Epsilon", "Zeta", "Eta", "Theta"];
    const more = ["Iota", "Kappa", "Lambda", "Mu", "Nu", "Xi", "Pi", "Rho"];
    const mapped = await readCleanupCode(
      await fileTree({
        ...declared,
        "jobs/cleanup.py": [
          "def cleanup():",
          ...[...classes, ...more].map((model) => `    ${model}.where(a: 1).delete_all`),
        ].join("\n"),
      }),
      ["north", "south", "east", "west", "up", "down", "left", "right", "front", "back"]
        .concat(["inner", "outer", "far", "early", "late", "plain", "order"])
        .map((name) => table(`store_${name}`, ["created_at"])),
    );
    expect([...mapped.keys()].sort()).toEqual(
      [
        "back",
        "down",
        "east",
        "front",
        "inner",
        "left",
        "north",
        "outer",
        "right",
        "south",
        "up",
        "west",
      ]
        .sort()
        .map((name) => `app.store_${name}`),
    );
  });
});

describe("init --source on real PostgreSQL", () => {
  let db: TestDatabase;
  let source: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`
      CREATE SCHEMA shop;
      CREATE TABLE shop.users (id bigint PRIMARY KEY, email text NOT NULL, created_at timestamptz NOT NULL,
        last_sign_in_at timestamptz);
      CREATE TABLE shop.import_jobs (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES shop.users,
        finished_at timestamptz, created_at timestamptz NOT NULL, rows integer NOT NULL);
      CREATE INDEX ON shop.import_jobs (finished_at);
      CREATE TABLE shop.widgets (id bigint PRIMARY KEY, name text NOT NULL, created_at timestamptz NOT NULL);
      CREATE TABLE shop.import_batches (id bigint PRIMARY KEY, finished_at timestamptz, created_at timestamptz NOT NULL);
      INSERT INTO shop.users SELECT g, 'u' || g || '@example.com', now() - g * interval '1 day', NULL
        FROM generate_series(1, 20) g;
      INSERT INTO shop.import_jobs SELECT g, 1 + g % 20, now() - g * interval '1 day', now() - g * interval '1 day', 10
        FROM generate_series(1, 100) g;
      ANALYZE;`);
    source = await fileTree({
      "app/jobs/import_cleanup.rb": `class ImportCleanup
  def perform
    ImportJob.where("finished_at < ?", 14.days.ago).delete_all
  end
end`,
      "app/jobs/batch_cleanup.rb": `class BatchCleanup
  def perform
    ImportBatch.where("finished_at < ?", 14.days.ago).delete_all
  end
end`,
      "app/jobs/dormant_users.rb": `class DormantUsers
  def perform
    User.where("last_sign_in_at < ?", 3.years.ago).destroy_all
  end
end`,
    });
  });
  afterAll(async () => {
    await db.drop();
  });

  const draftOf = (withSource: boolean) =>
    draftOn(db.pool, { schemas: ["shop"], retention: "30d", ...(withSource ? { source } : {}) });

  it("proposes the table the code cleans, on the clock it compares; never the kept one", async () => {
    const plain = await draftOf(false);
    expect(plain.policies.map((policy) => policy.table)).not.toContain("shop.import_jobs");
    expect(plain.sourceRead).toBeUndefined();

    const draft = await draftOf(true);
    expect(draft.sourceRead).toBe(true);
    const proposal = draft.proposals.find((each) => each.policy.table === "shop.import_jobs");
    expect(proposal?.policy.clock).toBe("finished_at");
    expect(proposal?.confidence).toBe("high");
    expect(proposal?.sites?.[0]).toMatchObject({ file: "app/jobs/import_cleanup.rb", line: 3 });
    expect(proposal?.evidence).toEqual([{ kind: "code", sites: proposal?.sites }]);
    expect(proposal?.policy.description).toContain(
      "the application's own code deletes it by age: app/jobs/import_cleanup.rb:3",
    );
    expect(draft.policies.map((policy) => policy.table)).toEqual(["shop.import_jobs"]);
    // A person's account the code deletes from: a question naming the code (a finding before
    // issue 52), never a proposal.
    expect(draft.questions.find((each) => each.table === "shop.users")).toMatchObject({
      reason: "person's data, deleted by the code",
      why: expect.stringContaining("app/jobs/dormant_users.rb:3"),
      sites: [expect.objectContaining({ file: "app/jobs/dormant_users.rb", line: 3 })],
    });
    // The code deletes batches by age, but nothing else says they expire (no name of a kind that
    // expires, no expiry, no statistics): a question naming the code and the rule it would be
    // (since issue 52; the code alone proposed it before).
    expect(draft.questions.find((each) => each.table === "shop.import_batches")).toMatchObject({
      reason: "the code deletes it, nothing else says it expires",
      sites: [expect.objectContaining({ file: "app/jobs/batch_cleanup.rb", line: 3 })],
      rule: "finished_at + ?",
    });
    // The draft is the engine's to read as written.
    expect(parseRetentionTable({ policies: draft.policies }).policies.length).toBe(
      draft.policies.length,
    );
  });

  it("a --source that is not a directory is refused, and nothing is written", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "init-source-out-")), "retention.json");
    const missing = join(tmpdir(), "no-such-application-code");
    const { code, stderr } = await runCli(
      ["init", "--database-url", db.url, "--source", missing, "--out", out],
      {},
    );
    expect(code).toBe(EXIT.badInput);
    expect(stderr).toContain("--source");
    await expect(writeFile(out, "", { flag: "wx" })).resolves.toBeUndefined();
  });

  it("the command line says how many proposals the code confirms (what each rests on)", async () => {
    const { code, stderr } = await runCli(
      ["init", "--database-url", db.url, "--schemas", "shop", "--source", source],
      {},
    );
    expect(code).toBe(EXIT.ok);
    expect(stderr).toMatch(
      /1 tables proposed, .*each rests on evidence \(the application's code 1\)/,
    );
    expect(stderr).toContain("the application's code was read (--source)");
  });
});
