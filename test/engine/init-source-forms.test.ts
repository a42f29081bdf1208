import { beforeAll, describe, expect, it } from "vitest";
import { readCleanupCode, type ScannedTable } from "../../functions/engine/init/source.js";
import { fileTree } from "../helpers/files.js";

interface Case {
  group: string;
  word: string;
  path: string;
  text: string;
  table: string;
  found: boolean;
}

const cases: Case[] = [];
let serial = 0;
function add(
  group: string,
  word: string,
  found: boolean,
  make: (table: string) => [string, string],
) {
  serial += 1;
  const table = `t${serial}_rows`;
  const [path, text] = make(table);
  cases.push({ group, word, path, text, table, found });
}
const sql = (table: string) => `DELETE FROM ${table} WHERE created_at < now() - interval '30 days'`;

for (const ext of [
  "rb",
  "py",
  "go",
  "rs",
  "ts",
  "js",
  "mjs",
  "cjs",
  "ex",
  "exs",
  "java",
  "kt",
  "scala",
  "php",
  "lua",
  "cr",
  "sql",
  "cs",
])
  add("file type", ext, true, (table) => [`lib/job_${serial}.${ext}`, sql(table)]);
for (const ext of ["md", "txt", "json", "yml", "tsx", "html"])
  add("file type", ext, false, (table) => [`lib/job_${serial}.${ext}`, sql(table)]);

const NOT_READ = [
  "node_modules",
  "vendor",
  "third_party",
  ".github",
  "dist",
  "build",
  "target",
  "out",
  "coverage",
  "fixture",
  "fixtures",
  "__tests__",
  "__mocks__",
  "test",
  "tests",
  "spec",
  "specs",
  "testdata",
  "testing",
  "e2e",
  "integration_tests",
  "doc",
  "docs",
  "example",
  "examples",
  "locale",
  "locales",
  "i18n",
  "public",
  "assets",
  "static",
  "migration",
  "migrations",
  "migrate",
  "alembic",
  "db_migration",
  "db_migrations",
  "seed",
  "seeds",
  "mock",
  "mocks",
  "benchmark",
  "benchmarks",
  "factories",
  "Tests",
];
for (const folder of NOT_READ)
  add("folder not read", folder, false, (table) => [`app/${folder}/job_${serial}.sql`, sql(table)]);
for (const folder of [
  "app",
  "lib",
  "jobs",
  "tasks",
  "internal",
  "server",
  "latest",
  "testimonials",
  "outbox",
  "builder",
  "distribution",
  "viewsets_x",
  "app/controllers_legacy",
])
  add("folder read", folder, true, (table) => [`${folder}/job_${serial}.sql`, sql(table)]);

const FILES_NOT_READ = [
  "x_test.go",
  "x.test.ts",
  "x.test.js",
  "x.test.jsx",
  "x.spec.ts",
  "x.spec.js",
  "x_spec.rb",
  "x_test.rb",
  "test_x.py",
  "tests.py",
  "conftest.py",
  "x_test.py",
  "XTest.java",
  "XTests.kt",
  "XTest.kt",
  "x.d.ts",
  "x.min.js",
];
for (const file of FILES_NOT_READ)
  add("file not read", file, false, (table) => [`lib/${serial}/${file}`, sql(table)]);
add("file not read", "test_root.py at the root", false, (table) => ["test_root.py", sql(table)]);
for (const file of ["latest.py", "contest_x.py", "attest.go", "x_tested.go", "x.testing.ts"])
  add("file read", file, true, (table) => [`lib/${serial}/${file}`, sql(table)]);

// A class named for the table (`T7Row` for `t7_rows`), deleted as each ORM says it, a time beside it.
const cls = (table: string) => table.replace(/^t(\d+)_rows$/, "T$1Row");
const DELETES: [string, (model: string, table: string) => string][] = [
  ["DELETE FROM", (_m, table) => `db.exec("DELETE FROM ${table} WHERE created_at < $1", cutoff)`],
  [
    "delete from (lower case)",
    (_m, table) => `db.exec("delete from ${table} where created_at < $1", cutoff)`,
  ],
  [
    "DELETE  FROM (two spaces)",
    (_m, table) => `db.exec("DELETE  FROM ${table} WHERE created_at < $1", cutoff)`,
  ],
  [".delete( ) (a space)", (model) => `${model}.objects.filter(created__lt=cutoff).delete( )`],
  [
    ".delete( at the end of a line",
    (model) => `await ${model}Repo.delete(\n    { createdAt: LessThan(cutoff) })`,
  ],
  [".Delete(Model{", (model) => `db.Where("created_at < ?", cutoff).Delete(${model}{})`],
  [
    "delete( Model )",
    (model) => `session.execute(delete( ${model} ).where(${model}.created_at < cutoff))`,
  ],
  ["delete_all", (model) => `${model}.where("created_at < ?", cutoff).delete_all`],
  ["destroy_all", (model) => `${model}.where("created_at < ?", cutoff).destroy_all`],
  ["delete_many", (model) => `${model}.delete_many(cutoff)`],
  [
    "deleteMany",
    (model) => `await prisma.${model}.deleteMany({ where: { createdAt: { lt: cutoff } } })`,
  ],
  ["deleteAll", (model) => `${model}.deleteAll(cutoff)`],
  [".delete()", (model) => `${model}.objects.filter(created__lt=cutoff).delete()`],
  [".delete({", (model) => `await ${model}Repository.delete({ createdAt: LessThan(cutoff) })`],
  ["->delete()", (model) => `${model}::where('created_at', '<', $cutoff)->delete();`],
  [".Delete(&", (model) => `db.Where("created_at < ?", cutoff).Delete(&${model}{})`],
  [".Delete(new(", (model) => `sess.Where("created_unix < ?", cutoff).Delete(new(${model}))`],
  [".del()", (_m, table) => `await knex("${table}").where("created_at", "<", cutoff).del()`],
  [
    ".destroy({",
    (model) => `await ${model}.destroy({ where: { createdAt: { [Op.lt]: cutoff } } })`,
  ],
  [
    "delete(Model)",
    (model) => `session.execute(delete(${model}).where(${model}.created_at < cutoff))`,
  ],
  [
    "diesel::delete(",
    (_m, table) => `diesel::delete(${table}::table.filter(${table}::created_at.lt(cutoff)))`,
  ],
  ["deleteBy...Before", (model) => `${model}Repository.deleteByCreatedAtBefore(cutoff)`],
  ["DeleteBy...LessThan", (model) => `${model}Repository.DeleteByExpiresLessThan(cutoff)`],
];
for (const [word, make] of DELETES)
  add("delete", word, true, (table) => [
    `lib/d${serial}.txt.rb`,
    `def run\n  ${make(cls(table), table)}\nend`,
  ]);
const NOT_DELETES: [string, (model: string) => string][] = [
  ["a hash's delete(key)", (model) => `params.delete(:${model.toLowerCase()}) if cutoff`],
  ["Map.delete(map, key)", (model) => `Map.delete(opts, :${model}) # cutoff`],
  ["an HTTP route", (model) => `delete("/${model}/:id", cutoff)`],
  ["a select", (model) => `${model}.where("created_at < ?", cutoff).to_a`],
];
for (const [word, make] of NOT_DELETES)
  add("not a delete", word, false, (table) => [
    `lib/n${serial}.rb`,
    `def run\n  ${make(cls(table))}\nend`,
  ]);

// A delete with nothing else beside it but the one word of time, in a function named for nothing.
const TIMES = [
  "30.days.ago",
  "interval '1 day'",
  "datetime.utcnow()",
  "timedelta(days=1)",
  "datetime.now()",
  "DateTime.utc_now()",
  "NaiveDateTime.utc_now()",
  "chrono::Utc",
  "Instant.now()",
  "System.currentTimeMillis()",
  "cutoff",
  "cut_off",
  "older",
  "olderThan",
  "expired",
  "retention",
  "ttl",
  "max_age",
  "maxAge",
  "LessThan(x)",
  "ChronoUnit.DAYS",
  "TimeUnit.DAYS",
  "minusDays(3)",
  "NOW()",
  "timezone.now()",
  "Utc::now()",
  "time.Now()",
  "time.Since(x)",
  "time.Hour",
  "Date.now()",
  "new Date()",
  "os.time()",
  "ngx.time()",
  "subDays(x, 3)",
  "subtract(3)",
  "created__lt",
  "created__lte",
  "$lt",
  "{ lt: x }",
  "3.days",
  "days=3",
  "now()",
  "cutoff_stream_id",
  "expiredAt",
  "maxage",
  "LessThanOrEqual(x)",
  "cutoffDate",
];
for (const time of TIMES)
  add("time", time, true, (table) => [
    `lib/t${serial}.rb`,
    `def run\n  x = ${time}\n  ${cls(table)}.where(at: x).delete_all\nend`,
  ]);
add("time", "(none)", false, (table) => [
  `lib/t${serial}.rb`,
  `def run\n  ${cls(table)}.where(user_id: x).delete_all\nend`,
]);
add("time", "(in the function before)", false, (table) => [
  `lib/t${serial}.rb`,
  `def first\n  x = 3.days.ago\nend\ndef second\n  ${cls(table)}.where(user_id: x).delete_all\nend`,
]);

// A function named for a cleanup: the delete needs no time beside it.
const CLEANUP_NAMES = [
  "cleanup",
  "clean_rows",
  "prune",
  "expire_rows",
  "apply_retention",
  "janitor",
  "reap",
  "sweep",
  "garbage_collect",
  "housekeeping",
  "vacuum",
  "trim",
  "delete_old",
  "remove_old",
  "stale_rows",
  "RowGC",
  "deleteold_rows",
  "removeold_rows",
];
for (const name of CLEANUP_NAMES)
  add("function named for a cleanup", name, true, (table) => [
    `lib/c${serial}.py`,
    `def ${name}(self):\n    ${cls(table)}.objects.filter(user_id=x).delete()`,
  ]);
for (const [word, line] of [
  ["def", "def {}(self):"],
  ["defp", "defp {}(x) do"],
  ["func", "func {}() {"],
  ["fn", "fn {}() {"],
  ["pub fn", "pub fn {}() {"],
  ["pub(crate) async fn", "pub(crate) async fn {}() {"],
  ["function", "function {}() {"],
  ["export async function", "export async function {}() {"],
  ["public function", "public function {}()"],
  ["a method", "  async {}(limit: number): Promise<void> {"],
  ["Go, a receiver and a result", "func (s *Store) {}(ctx context.Context) error {"],
  ["Rust, a result", "pub async fn {}(conn: &mut PgConnection) -> Result<u64> {"],
  ["Rust, pub(crate)", "pub(crate) fn {}(x: u8) -> u8 {"],
  ["export  async  function (spaces)", "export  async  function {}(a, b)"],
  ["async  def (spaces)", "async  def {}(self):"],
  ["private  static  async method", "  private  static  async {}(a: number) {"],
  ["public  function (spaces)", "public  function {}($a)"],
] as const)
  add("function named for a cleanup", word, true, (table) => [
    `lib/f${serial}.txt.rb`,
    `${line.replace("{}", "prune_rows")}\n  ${cls(table)}.where(user_id: x).delete_all\n`,
  ]);
for (const folder of ["cleanup", "retention", "janitor", "gc"])
  add("file named for a cleanup", folder, true, (table) => [
    `lib/${folder}/p${serial}.rb`,
    `${cls(table)}.where(user_id: x).delete_all`,
  ]);

const HANDLERS = [
  "controllers",
  "controller",
  "handlers",
  "handler",
  "routes",
  "route",
  "routers",
  "views",
  "resolvers",
  "endpoints",
  "Controllers",
  "router",
  "view",
  "resolver",
  "endpoint",
];
for (const folder of HANDLERS)
  add("request handler", folder, false, (table) => [
    `app/${folder}/h${serial}.rb`,
    `def destroy\n  ${cls(table)}.where("created_at < ?", 1.day.ago).delete_all\nend`,
  ]);
add("request handler", "controllers/ at the root", false, (table) => [
  `controllers/h${serial}.rb`,
  `def destroy\n  ${cls(table)}.where("created_at < ?", 1.day.ago).delete_all\nend`,
]);
add("request handler", "controllers/ at the root", false, (table) => [
  `controllers/h${serial}.rb`,
  `def destroy\n  ${cls(table)}.where("created_at < ?", 1.day.ago).delete_all\nend`,
]);
add("request handler", "a method named for its table, in a handler", false, (table) => [
  `internal/handlers/h${serial}.go`,
  `if tok.ExpiresAt.Before(time.Now()) {\n\ts.db.Delete${cls(table)}ByID(ctx, tok.ID)`,
]);
add("request handler", "a row passed with its context, in a handler", false, (table) => [
  `internal/handlers/h${serial}.go`,
  `if tok.ExpiresAt.Before(time.Now()) {\n\ts.delete(ctx, ${table.replace(/s$/, "")})`,
]);
for (const file of ["RowsController.php", "rows_controller.rb", "router.ts"])
  add("request handler", file, false, (table) => [
    `app/h${serial}/${file}`,
    `def destroy\n  ${cls(table)}.where("created_at < ?", 1.day.ago).delete_all\nend`,
  ]);

const NAMED = [
  "delete_old_{}",
  "purge_expired_{}",
  "prune_stale_{}",
  "cleanup_outdated_{}",
  "clean_up_unused_{}",
  "remove_dead_{}",
  "reap_obsolete_{}",
  "expire_old_{}",
  "delete_all_expired_{}",
  "delete_expired_{}_before",
  "cleanup_deleted_{}",
  "purge_trashed_{}_job",
];
for (const name of NAMED)
  add("function named for it", name, true, (table) => [
    `lib/m${serial}.py`,
    `def ${name.replace("{}", table)}(self):\n    pass`,
  ]);
add("function named for it", "DeleteExpiredT...Rows (Go)", true, (table) => [
  `lib/m${serial}.go`,
  `func (s *Store) DeleteExpired${cls(table)}s(ctx context.Context) error {`,
]);
add("function named for it", "class CleanupDeletedT…RowsTask (a trash emptied)", true, (table) => [
  `server/tasks/c${serial}.ts`,
  `export default class CleanupDeleted${cls(table)}sTask extends CronTask {`,
]);
add("function named for it", "in a comment", false, (table) => [
  `lib/m${serial}.py`,
  `# delete_old_${table} is called by the cron`,
]);
add("function named for it", "no age word", false, (table) => [
  `lib/m${serial}.py`,
  `def delete_${table}(self):\n    pass`,
]);

// A delete the data layer names for its table (Go's DeleteTokenByID, called where the sweep compares
// an expiry), or one row passed with its context (`e.delete(ctx, emoji)`): the table by the method's
// words or by the row's name.
const snakeRow = (table: string) => table.replace(/s$/, "");
add("a method named for its table", "DeleteT…RowByID after an expiry", true, (table) => [
  `internal/store/s${serial}.go`,
  `if row.ExpiresAt.Before(time.Now()) {\n\tif err := s.db.Delete${cls(table)}ByID(ctx, row.ID); err != nil {`,
]);
add("a method named for its table", "DeleteT…Row, no time", false, (table) => [
  `internal/store/s${serial}.go`,
  `\tif err := s.db.Delete${cls(table)}(ctx, row.ID); err != nil {`,
]);
// Not a cleanup: a wrapper timing its call (time.Now() and time.Since(), no cutoff), an interface's
// list of methods beside a DeleteExpired…, a call with no store before it whose function's
// signature names another table (Coder's metrics wrapper and querier, Gitea's schedule cleanup).
add("a method named for its table", "a wrapper timing the call, no cutoff", false, (table) => [
  `internal/dbmetrics/q${serial}.go`,
  `func (m metricsStore) Delete${cls(table)}(ctx context.Context, arg Params) error {\n\tstart := time.Now()\n\tr0 := m.s.Delete${cls(table)}(ctx, arg)\n\tm.latencies.Observe(time.Since(start).Seconds())`,
]);
add("a method named for its table", "an interface's list of methods", false, (table) => [
  `internal/database/querier${serial}.go`,
  `type sqlcQuerier interface {\n\tDeleteExpiredAPIKeys(ctx context.Context, arg Params) (int64, error)\n\tDelete${cls(table)}(ctx context.Context, arg Params) error`,
]);
add(
  "a method named for its table",
  "no store before it; the signature names the table",
  false,
  (table) => [
    `models/actions/s${serial}.go`,
    `func CleanRepoScheduleTasks(ctx context.Context, repo *Repository) ([]*${cls(table)}, error) {\n\tif err := DeleteScheduleTaskByRepo(ctx, repo.ID); err != nil {`,
  ],
);
add("a method named for its table", "PurgeT…RowsForUser, no time", false, (table) => [
  `internal/store/s${serial}.go`,
  `\treturn s.db.Purge${cls(table)}sForUser(ctx, userID)`,
]);
add("a row passed with its context", "e.delete(ctx, t…_row) after a cutoff", true, (table) => [
  `internal/media/m${serial}.go`,
  `if time.Now().Add(-24 * time.Hour).Before(${snakeRow(table)}.CreatedAt) {\n\treturn false, nil\n}\nreturn true, e.delete(ctx, ${snakeRow(table)})`,
]);
// The same forms written loose (spaces where a formatter puts none, a suffix of several words, none
// at all), and the cutoff's words one at a time: each the only thing that makes its case a cleanup.
add("a row passed with its context", "e.delete( ctx ,  row ) spaced", true, (table) => [
  `internal/media/m${serial}.go`,
  `if time.Now().Add(-24 * time.Hour).Before(${snakeRow(table)}.CreatedAt) {\n\treturn false, nil\n}\nreturn true, e.delete( ctx ,  ${snakeRow(table)} )`,
]);
add("a method named for its table", "DeleteT…RowByUserID after an expiry", true, (table) => [
  `internal/store/s${serial}.go`,
  `if row.ExpiresAt.Before(time.Now()) {\n\ts.db.Delete${cls(table)}ByUserID(ctx, row.UserID)`,
]);
add("a method named for its table", "PurgeT…Rows(ctx, cutoff), no By", true, (table) => [
  `internal/store/s${serial}.go`,
  `\treturn s.db.Purge${cls(table)}s(ctx, cutoff)`,
]);
for (const [word, check] of [
  ["expire", "expire := row.CreatedAt.Add(window)\nif clock() > expire {"],
  ["maxage", "if age > maxage {"],
  ["LessThan(", "if row.CreatedAt.LessThan(limit) {"],
] as const)
  add("a method named for its table", `DeleteT…RowByID beside ${word} alone`, true, (table) => [
    `internal/store/s${serial}.go`,
    `${check}\n\ts.db.Delete${cls(table)}ByID(ctx, row.ID)`,
  ]);
// A delete with no time said, in a function whose name says it cleans (sweep): its first line found
// as each language writes it, spaced as a hand may.
for (const [word, first] of [
  ["a static async method", "  static  async  sweep() {"],
  ["a method, its type tight, a space before its brace's end", "  sweep (limit):Promise<void> {  "],
  ["a method, no type, two spaces", "  sweep(limit)  {"],
  ["Rust's pub(crate) async fn", "pub(crate)  async  fn sweep() {"],
] as const)
  add("the function it is in cleans", word, true, (table) => [
    `lib/x${serial}.${word.startsWith("Rust") ? "rs" : "ts"}`,
    word.startsWith("Rust")
      ? `impl Jobs {\n${first}\n    diesel::delete(${table}::table).execute(conn)?;\n  }\n}`
      : `class Jobs {\n${first}\n    await ${cls(table)}.destroy({ where: {} });\n  }\n}`,
  ]);
add(
  "the function it is in cleans",
  "the same delete in a function that does not",
  false,
  (table) => [
    `lib/x${serial}.ts`,
    `class Jobs {\n  static  async  refresh() {\n    await ${cls(table)}.destroy({ where: {} });\n  }\n}`,
  ],
);
// The variable a delete is called on, followed back to where it was assigned in its function (a
// queryset built ten lines above, a row of a loop over one): the table and the time said there.
const far = "\n    n = n + 1".repeat(8);
add(
  "a receiver followed back",
  "qs = T….objects.filter(cutoff) … batch = qs.filter … batch.delete()",
  true,
  (table) => [
    `lib/r${serial}.py`,
    `def run(self):\n    qs = ${cls(table)}.objects.filter(created__lt=self.cutoff)${far}\n    batch = qs.filter(id__lte=n)\n    batch.delete()`,
  ],
);
add("a receiver followed back", "for row in old.iterator(): row.delete()", true, (table) => [
  `lib/r${serial}.py`,
  `def run(self):\n    old = ${cls(table)}.objects.filter(created__lt=cutoff)${far}\n    for row in old.iterator():\n        row.delete()`,
]);
add("a receiver followed back", "Go: for _, tok := range stale { tok.Delete() }", true, (table) => [
  `lib/r${serial}.go`,
  `func run() {\n\tstale := db.Where("created_at < ?", cutoff).Find(&${cls(table)}{})${far}\n\tfor _, tok := range stale {\n\t\ttok.Delete()\n\t}`,
]);
add("a receiver followed back", "assigned in the function before it", false, (table) => [
  `lib/r${serial}.py`,
  `def before(self):\n    qs = ${cls(table)}.objects.filter(created__lt=self.cutoff)\n\ndef run(self, qs):${far}\n    qs.delete()`,
]);
add("a receiver followed back", "three assignments back", true, (table) => [
  `lib/r${serial}.py`,
  `def run(self):\n    a = ${cls(table)}.objects.filter(created__lt=self.cutoff)${far}\n    b = a.filter(x=1)\n    c = b.filter(y=2)\n    c.delete()`,
]);
add("a receiver followed back", "four assignments back: too far", false, (table) => [
  `lib/r${serial}.py`,
  `def run(self):\n    a = ${cls(table)}.objects.filter(created__lt=self.cutoff)${far}\n    b = a.filter(x=1)\n    c = b.filter(y=2)\n    d = c.filter(z=3)\n    d.delete()`,
]);
add("a receiver followed back", "a script with no function: forty lines up", true, (table) => [
  `scripts/trim${serial}.py`,
  `qs = ${cls(table)}.objects.filter(created__lt=cutoff)${far}\nqs.delete()`,
]);
// "now" in prose is no time; SQL's NOW, in capitals, is.
add("a time word", "'now' in a comment's prose", false, (table) => [
  `lib/n${serial}.py`,
  `# tasks pushed: safe now to remove them\n${cls(table)}.objects.filter(user_id=x).delete()`,
]);
add("a time word", "SQL's NOW without parentheses", true, (table) => [
  `lib/n${serial}.py`,
  `db.execute("DELETE FROM ${table} WHERE created_at < NOW")`,
]);

const cases_ = cases;

const LIBRARIES: [string, string, string, string][] = [
  [
    "Oban's pruner",
    "oban_jobs",
    "config/config.exs",
    "plugins: [{Oban.Plugins.Pruner, max_age: 60}]",
  ],
  [
    "Oban Pro's dynamic pruner",
    "oban_jobs",
    "config/prod.exs",
    "plugins: [Oban.Pro.Plugins.DynamicPruner]",
  ],
  ["Oban's peers", "oban_peers", "config/config.exs", "config :app, Oban,\n  repo: App.Repo"],
  [
    "Django's clear_expired",
    "django_session",
    "app/jobs.py",
    "engine.SessionStore.clear_expired()",
  ],
  ["Django's clearsessions", "django_session", "app/tasks.py", 'call_command("clearsessions")'],
  [
    "connect-session-knex",
    "sessions",
    "server/app.js",
    'const KnexSessionStore = require("connect-session-knex")(session)',
  ],
  [
    "connect-pg-simple",
    "session",
    "server/app.js",
    'const pgSession = require("connect-pg-simple")(session)',
  ],
];

const scanned = (name: string): ScannedTable => ({
  table: `app.${name}`,
  name,
  columns: ["id", "user_id", "created_at"],
});

describe("init --source, word by word", () => {
  let found: Set<string>;
  let libraries: Map<string, string | undefined>;
  beforeAll(async () => {
    const sites = await readCleanupCode(
      await fileTree(Object.fromEntries(cases_.map((each) => [each.path, each.text]))),
      cases_.map((each) => scanned(each.table)),
    );
    found = new Set([...sites.keys()]);
    const each = await Promise.all(
      LIBRARIES.map(async ([, table, path, text]) => {
        const site = await readCleanupCode(await fileTree({ [path]: text }), [scanned(table)]);
        return [table, site.get(`app.${table}`)?.[0]?.library] as const;
      }),
    );
    libraries = new Map(each.map(([table, library], index) => [`${index} ${table}`, library]));
  });

  it.each(cases_.map((each) => [each.group, each.word, each.found, each.table]))(
    "%s: %s (a cleanup: %s)",
    (_group, _word, expected, table) => {
      expect(found.has(`app.${table}`)).toBe(expected);
    },
  );

  it.each(LIBRARIES.map(([name, table], index) => [name, table, index]))(
    "a library that cleans its own table: %s (%s)",
    (name, table, index) => {
      expect(libraries.get(`${index} ${table}`)).toBe(
        name.startsWith("Oban Pro")
          ? "Oban's pruner"
          : name.replace("clearsessions", "clear_expired"),
      );
    },
  );
});

/** One tree, read once, for the cases below: each names the table(s) it must find, or none. */
async function scan(files: Record<string, string>, tables: ScannedTable[]) {
  return readCleanupCode(await fileTree(files), tables);
}
const lines = (count: number) => "\n".repeat(count);
const app = (name: string, columns = ["id", "created_at"]): ScannedTable => ({
  table: `app.${name}`,
  name,
  columns,
});

describe("init --source, its names and its bounds", () => {
  it("declarations written tight or loose, and what only looks like one", async () => {
    const names = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o"];
    const sites = await scan(
      {
        "a.py": 'class Ca(Base):\n    __tablename__="store_a"\n',
        "b.py": "class Cb(models.Model):\n    class Meta:\n        db_table  =  'store_b'\n",
        "c.rb": 'class Cc < ApplicationRecord\n  self.table_name="store_c"\nend\n',
        "d.ts": '@Entity({name:"store_d"})\nexport class Cd {}\n',
        "e.ts": '@Entity(  {  name:  "store_e" })\nexport class Ce {}\n',
        "f.ex": 'defmodule App.Cf do\n  use Ecto.Schema\n  schema  "store_f" do\n  end\nend\n',
        "g.ex": 'defmodule App.Cg do\n  field :my_schema "store_g"\nend\n',
        "h.java": '@Table(name="store_h")\npublic  class  Ch {}\n',
        "i.js": "class Ci extends Model {}\nCi.init({}, { tableName:'store_i' });\n",
        "j.php": "class Cj extends Model {\n    protected $table='store_j';\n}\n",
        "k.go": 'func(k *Ck)TableName() string {return "store_k"}\n',
        "l.go": 'func (Cl) TableName() string {\n\t\treturn  "store_l"\n}\n',
        "m.py": 'class MetaData(Base):\n    __tablename__ = "store_m"\n',
        "n.py": 'class SiteConfig(Base):\n    __tablename__ = "store_n"\n',
        "o.ts": 'export class Before {}\n  @Entity("store_o")\nexport class Co {}\n',
        "jobs/cleanup.py": [
          "def cleanup():",
          ...["Ca", "Cb", "Cc", "Cd", "Ce", "Cf", "Cg", "Ch", "Ci", "Cj", "Ck", "Cl"]
            .concat(["MetaData", "SiteConfig", "Before"])
            .map((model) => `    ${model}.where(a: 1).delete_all`),
        ].join("\n"),
      },
      names.map((name) => app(`store_${name}`)),
    );
    expect([...sites.keys()].sort()).toEqual(
      names.filter((name) => !["g", "o"].includes(name)).map((name) => `app.store_${name}`),
    );
  });

  it("a class by its table's tail, a folder, a lower-case word, a suffix", async () => {
    const tables = [
      app("auth_refreshtoken"),
      app("billing_invoice"),
      app("shop_invoice"),
      app("sessions"),
      app("feed_stats"),
      app("tokens"),
      app("audit_entity"),
      app("receipt"),
      app("core_receipt"),
      app("events"),
      app("main_job"),
      app("main_unifiedjob_dependent_jobs"),
    ];
    const cleanup = (line: string) => `def cleanup():\n    ${line}\n`;
    const sites = await scan(
      {
        "lib/a.py": cleanup("RefreshToken.objects.filter(x=1).delete()"),
        "lib/b.py": cleanup("Invoice.objects.filter(x=1).delete()"),
        "billing/tasks.py": cleanup("Invoice.objects.filter(x=1).delete()"),
        "lib/c.rb": cleanup("session.where(x: 1).delete_all"),
        "lib/d.rb": cleanup("feed.feed_stats.where(x: 1).delete_all"),
        "lib/e.ts": cleanup("await this.tokenRepository.delete({ x: 1 })"),
        "lib/f.ts": cleanup("await AuditEntity.destroy({ where: { x: 1 } })"),
        "core/g.py": cleanup("Receipt.objects.filter(x=1).delete()"),
        "lib/h.rb": cleanup("events = Session.where(x: 1)\n    events.delete_all"),
        "main/cleanup_jobs.py": cleanup("Job.objects.filter(x=1).delete()"),
      },
      tables,
    );
    const found = Object.fromEntries(
      [...sites].map(([name, list]) => [name, list.map((site) => site.file)]),
    );
    expect(found).toEqual({
      "app.auth_refreshtoken": ["lib/a.py"],
      "app.billing_invoice": ["billing/tasks.py"],
      "app.feed_stats": ["lib/d.rb"],
      "app.tokens": ["lib/e.ts"],
      "app.audit_entity": ["lib/f.ts"],
      "app.core_receipt": ["core/g.py"],
      "app.sessions": ["lib/h.rb"],
      // Two tables of the app end in "job" (main_job, main_unifiedjob_dependent_jobs): the one the
      // class names whole after the app's word.
      "app.main_job": ["main/cleanup_jobs.py"],
    });
  });

  it("SQL's target over the other tables its statement names", async () => {
    const sites = await scan(
      {
        "a.sql":
          'DELETE FROM "public"."t_quoted" WHERE id IN (SELECT id FROM t_other WHERE created_at < now());',
        "b.sql":
          "delete  from   ONLY  `t_ticks` WHERE id IN (SELECT id FROM t_other WHERE created_at < now());",
        "c.sql":
          "DELETE FROM [dbo].[t_brackets] WHERE id IN (SELECT id FROM t_other WHERE created_at < now());",
        "d.sql":
          "DELETE FROM t_plain WHERE id IN (SELECT id FROM t_other WHERE created_at < now());",
      },
      ["t_quoted", "t_ticks", "t_brackets", "t_plain", "t_other"].map((name) => app(name)),
    );
    expect([...sites.keys()].sort()).toEqual(
      ["t_brackets", "t_plain", "t_quoted", "t_ticks"].map((name) => `app.${name}`),
    );
  });

  it("a function named for a table whose body deletes another model: that model's table, where it is called too", async () => {
    const sites = await scan(
      {
        "lib/portal/intune/device.ex":
          'defmodule Portal.Intune.Device do\n  schema "intune_devices" do\n  end\nend',
        "lib/portal/device.ex": 'defmodule Portal.Device do\n  schema "devices" do\n  end\nend',
        "lib/portal/intune/sync.ex": `defmodule Portal.Intune.Sync do
  def run_sync(provider) do
    started_at = DateTime.utc_now()
    Database.delete_stale_devices(provider, started_at)
  end

  def delete_stale_devices(provider, synced_at) do
    from(d in Intune.Device,
      where: d.last_synced_at < ^synced_at)
    |> Repo.delete_all()
  end
end`,
      },
      [app("devices"), app("intune_devices", ["id", "last_synced_at"])],
    );
    expect(
      Object.fromEntries([...sites].map(([name, list]) => [name, list.map((site) => site.line)])),
    ).toEqual({
      "app.intune_devices": [4, 7, 10],
    });
  });

  it("Go's functions named for a table whose bodies delete another model: with a receiver or none, spaced loose", async () => {
    const sites = await scan(
      {
        "lib/portal/intune/device.ex":
          'defmodule Portal.Intune.Device do\n  schema "intune_devices" do\n  end\nend',
        "lib/portal/device.ex": 'defmodule Portal.Device do\n  schema "devices" do\n  end\nend',
        "lib/portal/auth/token.ex":
          'defmodule Portal.Auth.Token do\n  schema "auth_tokens" do\n  end\nend',
        "lib/portal/token.ex": 'defmodule Portal.Token do\n  schema "tokens" do\n  end\nend',
        "internal/sync/store.go": `package sync

func (s *Store)  deleteStaleDevices (ctx context.Context, syncedAt time.Time) error {
\treturn s.db.Where("last_synced_at < ?", syncedAt).Delete(&Intune.Device{}).Error
}

func purgeExpiredTokens(db *DB, now time.Time) error {
\treturn db.Where("expires_at < ?", now).Delete(&Auth.Token{}).Error
}`,
        "internal/sync/run.go": `package sync

func Run(ctx context.Context, s *Store) {
\tstarted := time.Now()
\t_ = s.deleteStaleDevices(ctx, started)
\t_ = purgeExpiredTokens(s.db, started)
}`,
      },
      [
        app("devices"),
        app("intune_devices", ["id", "last_synced_at"]),
        app("tokens"),
        app("auth_tokens", ["id", "expires_at"]),
      ],
    );
    expect(
      Object.fromEntries(
        [...sites].map(([name, list]) => [name, list.map((site) => `${site.file}:${site.line}`)]),
      ),
    ).toEqual({
      "app.intune_devices": [
        "internal/sync/run.go:5",
        "internal/sync/store.go:3",
        "internal/sync/store.go:4",
      ],
      "app.auth_tokens": [
        "internal/sync/run.go:6",
        "internal/sync/store.go:7",
        "internal/sync/store.go:8",
      ],
    });
  });

  it("a row passed with its context names its table by its singular, capitalised as a class", async () => {
    const sites = await scan(
      {
        "internal/cleaner/emoji.go":
          "if time.Now().Add(-7 * 24 * time.Hour).Before(emoji.CreatedAt) {\n\treturn false, nil\n}\nreturn true, e.delete(ctx, emoji)",
      },
      [app("emojis"), app("emoji_usage")],
    );
    expect([...sites.keys()]).toEqual(["app.emojis"]);
  });

  it("two tables a statement names stay two without a dotted model; a dotted name whole, or the one model it ends", async () => {
    const sites = await scan(
      {
        "app/jobs/trim.rb":
          "def cleanup\n  Token.joins(Session).where('created_at < ?', 1.day.ago).delete_all\nend",
        "lib/a/intune/device.ex":
          'defmodule Portal.Intune.Device do\n  schema "intune_devices" do\n  end\nend',
        "lib/a/iru/device.ex":
          'defmodule Portal.Iru.Device do\n  schema "iru_devices" do\n  end\nend',
        "lib/a/x/device.ex":
          'defmodule Other.Iru.Device do\n  schema "other_devices" do\n  end\nend',
        "lib/a/sync.ex": `defmodule Portal.Sync do
  def cleanup_intune(cutoff) do
    from(d in Portal.Intune.Device, where: d.synced_at < ^cutoff) |> Repo.delete_all()
  end
end`,
        "lib/b/sync.ex": `defmodule Portal.OtherSync do
  def cleanup_iru(cutoff) do
    from(d in Iru.Device, where: d.synced_at < ^cutoff) |> Repo.delete_all()
  end
end`,
      },
      [
        app("tokens"),
        app("sessions"),
        app("intune_devices"),
        app("iru_devices"),
        app("other_devices"),
      ],
    );
    expect([...sites.keys()].sort()).toEqual([
      // Iru.Device ends two models (Portal.Iru.Device, Other.Iru.Device): the words name all three
      // Device tables, and no one model narrows them.
      "app.intune_devices",
      "app.iru_devices",
      "app.other_devices",
      "app.sessions",
      "app.tokens",
    ]);
    const files = (table: string) => sites.get(`app.${table}`)?.map((site) => site.file);
    // Portal.Intune.Device, named whole, is one model: lib/a's delete is intune_devices' alone.
    expect(files("intune_devices")).toEqual(["lib/a/sync.ex", "lib/b/sync.ex"]);
    expect(files("iru_devices")).toEqual(["lib/b/sync.ex"]);
    expect(files("other_devices")).toEqual(["lib/b/sync.ex"]);
  });

  it("SQL's target after a prefix the application sets when it runs: the one table ending so", async () => {
    const sites = await scan(
      {
        // FreshRSS's way: `_` stands for the user's prefix (freshrss_alice_).
        "app/Models/EntryDAO.php":
          "public function cleanOldEntries() {\n  $sql = 'DELETE FROM `_entry` WHERE `lastSeen` < :max_last_seen';",
        // Two tables end in _tag: which one is not said, so neither.
        "app/Models/TagDAO.php":
          "public function cleanOldTags() {\n  $sql = 'DELETE FROM `_tag` WHERE `lastSeen` < :max_last_seen';",
      },
      [
        app("freshrss_alice_entry", ["id", "id_feed", "lastSeen"]),
        app("freshrss_alice_tag"),
        app("freshrss_bob_tag"),
        app("entrytmp"),
      ],
    );
    expect(Object.fromEntries([...sites].map(([name, [site]]) => [name, site?.file]))).toEqual({
      "app.freshrss_alice_entry": "app/Models/EntryDAO.php",
    });
  });

  it("the windows: the table 4 lines before, a time 6 before or 3 after, a cleanup's name 40 above", async () => {
    const del = (model: string) => `    ${model}.where(user_id: x).delete_all`;
    const fn = (body: string[]) => ["def run", ...body, "end"].join("\n");
    const sites = await scan(
      {
        "a.rb": fn(["    T1Row", lines(2), "    x.delete_all # 3.days.ago"]),
        "b.rb": fn(["    T2Row", lines(4), "    x.delete_all # 3.days.ago"]),
        "c.rb": fn(["    x = 3.days.ago", lines(4), del("T3Row")]),
        "d.rb": fn(["    x = 3.days.ago", lines(5), del("T4Row")]),
        "e.rb": fn([del("T5Row"), lines(1), "    x = 3.days.ago"]),
        "f.rb": fn([del("T6Row"), lines(2), "    x = 3.days.ago"]),
        "g.rb": `def prune_rows${lines(39)}${del("T7Row")}\nend`,
        "h.rb": `def prune_rows${lines(41)}${del("T8Row")}\nend`,
      },
      ["t1_rows", "t2_rows", "t3_rows", "t4_rows", "t5_rows", "t6_rows", "t7_rows", "t8_rows"].map(
        (name) => app(name),
      ),
    );
    expect([...sites.keys()].sort()).toEqual(
      ["t1_rows", "t3_rows", "t5_rows", "t7_rows"].map((name) => `app.${name}`),
    );
  });

  it("the clock the code compares: a clear name first, a past participle after", async () => {
    const sites = await scan(
      {
        "a.rb":
          "def run\n  T1Row.where('created < ? and expire < ?', x, 3.days.ago).delete_all\nend",
        "b.rb":
          "def run\n  T2Row.where('editor_id = 1 and modified < ?', 3.days.ago).delete_all\nend",
        "c.rb": "def run\n  T3Row.where('created_at < ?', 3.days.ago).delete_all\nend",
        // `id_feed` ends in "ed" but is a reference, `speed` a word: neither is a clock.
        "d.rb":
          "def run\n  T4Row.where('id_feed = ? and speed < ?', f, 3.days.ago).delete_all\nend",
        // "ed" at the end only (edited_by is a reference); a reference's "id" at its edges only.
        "e.rb": "def run\n  T5Row.where('edited_by = ? and x < ?', f, 3.days.ago).delete_all\nend",
        "f.rb": "def run\n  T6Row.where('rapid_fired < ?', 3.days.ago).delete_all\nend",
        "g.rb": "def run\n  T7Row.where('user_id_changed < ?', 3.days.ago).delete_all\nend",
      },
      [
        app("t1_rows", ["id", "created", "expire"]),
        app("t2_rows", ["id", "editor_id", "modified"]),
        app("t3_rows", ["id", "created_at_dated", "created_at"]),
        app("t4_rows", ["id", "id_feed", "speed"]),
        app("t5_rows", ["id", "edited_by"]),
        app("t6_rows", ["id", "rapid_fired"]),
        app("t7_rows", ["id", "user_id_changed"]),
      ],
    );
    expect(Object.fromEntries([...sites].map(([name, [site]]) => [name, site?.clock]))).toEqual({
      "app.t1_rows": "expire",
      "app.t2_rows": "modified",
      "app.t3_rows": "created_at",
      "app.t4_rows": undefined,
      "app.t5_rows": undefined,
      "app.t6_rows": "rapid_fired",
      "app.t7_rows": "user_id_changed",
    });
  });

  it("at most three places per table; long lines, big files and comments are not read", async () => {
    const del = (model: string) => `${model}.where("created_at < ?", 3.days.ago).delete_all`;
    const pad = (line: string, length: number) => `${line}${" ".repeat(length - line.length)}`;
    const sites = await scan(
      {
        "four.rb": [del("T1Row"), del("T1Row"), del("T1Row"), del("T1Row")].join("\n"),
        "long.rb": pad(del("T2Row"), 2001),
        "edge.rb": pad(del("T3Row"), 2000),
        "big.rb": `${del("T4Row")}\n${"#".repeat(400_001)}`,
        "fits.rb": `${del("T5Row")}\n${"#".repeat(399_000)}`,
        "comment.rb":
          "def run\n    # delete_old_t6_rows runs at night\n    # T6Row.where(x).delete_all 3.days.ago\nend",
        "named.py": "def delete_old_t7_rows_before_cutoff(self):\n    pass",
      },
      ["t1_rows", "t2_rows", "t3_rows", "t4_rows", "t5_rows", "t6_rows", "t7_rows"].map((name) =>
        app(name),
      ),
    );
    expect(sites.get("app.t1_rows")?.map((site) => site.line)).toEqual([1, 2, 3]);
    expect([...sites.keys()].sort()).toEqual(
      ["t1_rows", "t3_rows", "t5_rows", "t7_rows"].map((name) => `app.${name}`),
    );
  });
});
