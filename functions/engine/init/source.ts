// `init --source DIR`: where the application's own code deletes a table's rows by age. A delete
// (an SQL DELETE, an ORM's delete_all / deleteMany / .delete() / Delete(...), Kysely's
// deleteFrom('table'), Drizzle's delete(tableObject) and sql`delete from ${tableObject}`) whose
// statement names a table (by its name, its model's class, the class a model declaration maps to
// it, or the object Drizzle's pgTable("table") declares) beside a time (a cutoff, an expiry, an
// interval, `ago`, `now()`, a comparison on a time column of the table); a function
// named for it (`DeleteExpiredSessions`); or a library known to clean its own table (Oban's
// pruner, Django's session store). Text only: no code is run, nothing is parsed beyond lines and
// words. Tests, fixtures, vendored code and migrations (one-time changes) are not read.
// See docs/init.md.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";

/** A table as the scan matches it: schema.name, its name, its columns. */
export interface ScannedTable {
  table: string;
  name: string;
  columns: string[];
}

/** Where the application deletes a table's rows by age, and the column it compares (if named). */
export interface CleanupSite {
  file: string;
  line: number;
  clock?: string;
  /** A library's cleaner, not the application's own statement. */
  library?: string;
}

const CODE = /\.(rb|py|go|rs|ts|js|mjs|cjs|ex|exs|java|kt|scala|php|lua|cr|sql|cs)$/;
const NOT_SOURCE_DIR =
  /^(node_modules|vendor|third_party|\..*|dist|build|target|out|coverage|fixtures?|__tests__|__mocks__|tests?|spec|specs|testdata|testing|e2e|integration_tests|docs?|examples?|locales?|i18n|public|assets|static|migrations?|migrate|alembic|db_migrations?|seeds?|mocks?|benchmarks?|factories)$/i;
const NOT_SOURCE_FILE =
  /(_test\.go|\.test\.[jt]sx?|\.spec\.[jt]sx?|_spec\.rb|_test\.rb|(^|\/)(test_[^/]*|tests|conftest)\.py|_test\.py|Tests?\.(java|kt)|\.d\.ts|\.min\.js)$/;
const MAX_FILE_BYTES = 400_000;

/**
 * A delete, in SQL or as the ORMs say it: a query's `.delete()` / `.delete({...})`, a model's
 * `delete(Model)`, never a collection's `delete(key)` (`Map.delete(opts, :k)`, `list.delete(x)`).
 */
const DELETE =
  /\b[Dd][Ee][Ll][Ee][Tt][Ee]\s+[Ff][Rr][Oo][Mm]\b|\bdelete_all\b|\bdestroy_all\b|\bdelete_many\b|\bdeleteMany\b|\bdeleteAll\b|(\.|->)(delete|Delete|del|destroy)\(\s*(\)|\{|&|new\(|[A-Z]\w*[({)]|$)|\bdelete\(\s*[A-Z]\w*\s*\)|\bdiesel::delete\(|\bdeleteFrom\(|\bdelete_expired\w*|\b[dD]eleteBy\w*(Before|LessThan|Expired|Older)\w*/;
/** Files that answer requests (a person's action), where no periodic cleanup runs. */
const REQUEST_HANDLER =
  /(^|\/)(controllers?|handlers?|routes?|routers?|views?|resolvers?|endpoints?)\/|[Cc]ontroller\.\w+$|_controller\.\w+$|router\.\w+$/i;
/** A time to compare with: a cutoff, an expiry, an interval, a clock read, a comparison's verb. */
const TIME =
  /(?<![A-Za-z])(ago|interval|utcnow|timedelta|datetime|DateTime|NaiveDateTime|chrono|Instant|currentTimeMillis|cutoff|cut_off|older|olderThan|expired|retention|ttl|max_?age|LessThan\w*|ChronoUnit|TimeUnit|minus(Days|Hours|Minutes|Seconds|Weeks|Months))(?![a-z])|\bnow\(|timezone\.now|Utc::now|time\.(Now|Since|Hour|Minute)|Date\.now|new Date|os\.time|ngx\.(time|now)|\b(sub|subtract)(Days|Hours|Minutes|Weeks|Months)?\(|__lte?\b|\$lte?\b|\blt:|\.days\b|days\s*=/i;
/** SQL's clock read without parentheses, in capitals only: the word "now" in prose is no time. */
const SQL_NOW = /\bNOW\b/;
/** A time word, also where it begins or ends a camelCase name (`expiredAt`, `cutoffDate`). */
const saysTime = (text: string) =>
  TIME.test(text) || SQL_NOW.test(text) || TIME.test(text.replace(/([a-z0-9])([A-Z])/g, "$1_$2"));
/** Code that says it cleans: in its file's path or the function it is in. */
const CLEANS =
  /clean|prune|expire|retention|janitor|reap|sweep|garbage|housekeep|vacuum|trim|delete_?old|remove_?old|stale|GC\b/i;
/**
 * A function (or a class) named for the deletion of a table's old rows: its words after the verb
 * (`DeleteExpiredSessions`, `CleanupDeletedDocumentsTask`: a trash emptied).
 */
const NAMED =
  /(?:delete|purge|prune|clean_?up|remove|reap|expire)_?(?:all_?)?(?:old|expired|stale|outdated|unused|dead|obsolete|deleted|trashed|discarded)_?(\w+)/gi;
/** What a function's name ends with after its table: the kind of code it is (`…DocumentsTask`). */
const ROLE_SUFFIX = /_(task|job|worker|command|cron|service|processor|handler)$/i;
/** Libraries that clean tables of their own by age, and the table each cleans. */
const LIBRARIES: [RegExp, string, string][] = [
  [/Oban\.(Pro\.)?Plugins\.(Dynamic)?Pruner/, "oban_jobs", "Oban's pruner"],
  [/\bconfig\s+:\w+,\s*Oban\b/, "oban_peers", "Oban's peers"],
  [/SessionStore\.clear_expired|\bclearsessions\b/, "django_session", "Django's clear_expired"],
  [/connect-session-knex|KnexSessionStore/, "sessions", "connect-session-knex"],
  [/connect-pg-simple/, "session", "connect-pg-simple"],
];

/** A model declared over a table: its class, then (within a few lines) the table it maps to. */
const DECLARES_CLASS =
  /\b(?:class|defmodule|model|struct)\s+([A-Z][\w.]*)|func\s*\(\s*\w*\s*\*?([A-Z]\w*)\)\s*TableName\b/;
const DECLARES_TABLE =
  /__tablename__\s*=\s*["'](\w+)|db_table\s*=\s*["'](\w+)|table_name\s*=\s*["'](\w+)|@Entity\(\s*(?:\{\s*name:\s*)?["'](\w+)|@@map\("(\w+)"\)|^\s*schema\s+"(\w+)"|@Table\(\s*name\s*=\s*"(\w+)"|tableName:\s*["'](\w+)|\$table\s*=\s*["'](\w+)|TableName\(\)\s*string\s*\{\s*return\s+"(\w+)"/;
const DECLARATION_LINES = 25;
/** Drizzle's table object: `export const userSessions = pgTable("user_sessions", {...})`. */
const DECLARES_OBJECT = /\b(?:const|let|var)\s+(\w+)\s*(?::[^=]+)?=\s*pgTable\(\s*["'`](\w+)["'`]/;
/** Drizzle's delete of a table object: `db.delete(sessions)`, `tx.delete(schema.sessions)`. */
const DELETES_OBJECT = /\.delete\(\s*(?:\w+\.)?(\w+)\s*\)/g;
/**
 * A method named for the delete of its table's rows, called on its store, as Go's data layers and
 * sqlc name them: `.DeleteTokenByID(`, `.PurgeSession(`; the words between the verb and
 * `By`/`For` name the table (no other word of the statement does).
 */
const DELETES_NAMED =
  /\.(?:Delete|Purge)((?:[A-Z][a-z0-9]+)+?)(?:(?:By|For|With|Where)[A-Z]\w*)?\(/g;
/**
 * A cutoff, not a clock read alone: what a delete by a method's name must be beside (a wrapper
 * timing its call reads `time.Now()` too, and an interface lists `DeleteExpired…` beside it).
 */
const CUTOFF =
  /(?<![A-Za-z])(ago|cutoff|cut_off|older|olderThan|expired?|expiry|expiration|retention|ttl|max_?age|stale|Before|After|LessThan\w*|minus(Days|Hours|Minutes|Seconds|Weeks|Months))(?![a-z])/;
/** Go's delete of one row passed with its context: `e.delete(ctx, emoji)`, `.Delete(ctx, &token)`. */
const DELETES_ARGUMENT = /(?:\.|->)(?:delete|Delete)\(\s*ctx\s*,\s*&?(\w+)\s*\)/;
/** Kysely's delete: `deleteFrom('sessions')`, `deleteFrom("auth.sessions")`. */
const DELETE_FROM = /\bdeleteFrom\(\s*["'`](?:(\w+)\.)?(\w+)["'`]/;
/** SQL's DELETE of a table object interpolated: sql`delete from ${sessions}` (Drizzle). */
const DELETE_FROM_OBJECT = /\bDELETE\s+FROM\s+(?:ONLY\s+)?\$\{\s*(?:\w+\.)?(\w+)\s*\}/i;
/**
 * A comparison of a column with a value below it, as query builders write it: Kysely's and Knex's
 * `.where('created_at', '<', cutoff)`, Drizzle's `lt(sessions.createdAt, cutoff)` (`lte` too).
 */
const COMPARES = [
  /\.where\(\s*["'`](?:\w+\.)?(\w+)["'`]\s*,\s*["'`]<=?["'`]/g,
  /\blte?\(\s*(?:\w+\.)*(\w+)\s*,/g,
];

const TABLE_LINES_BEFORE = 4;
const TABLE_LINES_AFTER = 1;
const TIME_LINES_BEFORE = 6;
const TIME_LINES_AFTER = 3;
const CONTEXT_LINES = 40;
/** A function's first line, in the languages read (its name says what the function does). */
const FUNCTION_LINE =
  /^\s*(?:(?:export\s+)?(?:async\s+)?function\b|(?:async\s+)?def[p]?\s|func\s|(?:pub(?:\(\w+\))?\s+)?(?:async\s+)?fn\s|(?:public|private|protected)\s[^=;]*\(|(?:private\s+|public\s+|protected\s+|static\s+)*(?:async\s+)?\w+\s*\([^)]*\)\s*(?::\s*[^{]+)?\{\s*$)/;

const squash = (word: string) => word.toLowerCase().replace(/_/g, "");
const singular = (word: string) =>
  word
    .replace(/ies$/, "y")
    .replace(/(s|x|ch|sh)es$/, "$1")
    .replace(/([^s])s$/, "$1");
/** The words of code, a PHP variable's (`$jobs`) left out. */
const words = (text: string) =>
  (text.match(/\$?[A-Za-z_][A-Za-z0-9_]*/g) ?? []).filter((word) => !word.startsWith("$"));
const around = (lines: string[], at: number, before: number, after: number) =>
  lines.slice(Math.max(0, at - before), at + after + 1).join("\n");

/** The names a table is called by in code: its own, and the classes declared over it. */
class Names {
  private readonly byForm = new Map<string, ScannedTable[]>();
  private readonly byTail = new Map<string, ScannedTable[]>();
  private readonly byClass = new Map<string, ScannedTable[]>();
  private readonly byObject = new Map<string, ScannedTable[]>();
  private readonly byModule = new Map<string, ScannedTable>();
  private readonly byFunction = new Map<string, ScannedTable[]>();

  constructor(private readonly tables: ScannedTable[]) {
    for (const table of tables) {
      const name = table.name.replace(/_(entity|entities|model|record)$/i, "");
      for (const form of new Set([squash(name), squash(singular(name))]))
        add(this.byForm, form, table);
      const parts = name.split("_");
      for (let start = 1; start < parts.length; start++) {
        const tail = parts.slice(start).join("_");
        if (tail.length >= 3)
          for (const form of [tail, singular(tail)]) add(this.byTail, squash(form), table);
      }
    }
  }

  /** A model declaration's class over one of the tables (`class PasswordResetModel` ... `__tablename__`). */
  declare(className: string, tableName: string): void {
    const table = this.tables.find((each) => each.name === tableName);
    if (!table) return;
    add(this.byClass, className.split(".").at(-1) as string, table);
    if (className.includes(".")) this.byModule.set(className, table);
  }

  /**
   * The table of a model a dotted name calls by its full name or its end (`Intune.Device` for
   * `Portal.Intune.Device`), the one such model only.
   */
  module(dotted: string): ScannedTable[] {
    const found = [...this.byModule].filter(
      ([name]) => name === dotted || name.endsWith(`.${dotted}`),
    );
    return found.length === 1 ? [(found[0] as [string, ScannedTable])[1]] : [];
  }

  /** A function named for a cleanup whose body names the tables it deletes (readCleanupFunctions). */
  defineFunction(name: string, tables: ScannedTable[]): void {
    this.byFunction.set(name, tables);
  }

  /** The tables a cleanup function's body names, by the function's name (undefined: none known). */
  function(name: string): ScannedTable[] | undefined {
    return this.byFunction.get(name);
  }

  /** Drizzle's table object over one of the tables (`const sessions = pgTable("user_sessions", ...)`). */
  declareObject(objectName: string, tableName: string): void {
    for (const table of this.exactly(tableName)) add(this.byObject, objectName, table);
  }

  /** The tables a Drizzle object names (none where the word is not one: `map.delete(key)`). */
  object(name: string): ScannedTable[] {
    return this.byObject.get(name) ?? [];
  }

  /**
   * The one table whose name ends with SQL's target after a prefix the application sets when it
   * runs (FreshRSS's `_entry` for `freshrss_alice_entry`, WordPress's `wp_`), none where several do.
   */
  prefixed(target: string): ScannedTable[] {
    const unprefixed = target.replace(/^_+/, "");
    const tail = squash(unprefixed);
    const count = unprefixed.split("_").length;
    const tables = this.tables.filter((table) => {
      const parts = table.name.split("_");
      return parts.length > 1 && squash(parts.slice(-count).join("_")) === tail;
    });
    return tables.length === 1 ? tables : [];
  }

  /** A table by its exact name (a library's, SQL's DELETE target), by schema.name where given. */
  exactly(name: string, schema?: string): ScannedTable[] {
    const lower = name.toLowerCase();
    const named = this.tables.filter((table) => table.name.toLowerCase() === lower);
    const qualified = schema
      ? named.filter((table) => table.table.toLowerCase() === `${schema}.${lower}`.toLowerCase())
      : [];
    return qualified.length > 0 ? qualified : named;
  }

  /**
   * The tables a word names: a class (`AuthenticatedSession`, `Session`) by any form or by its
   * declaration; a lower-case word only by the table's own name or one with an underscore in it
   * (`sessions`, `feed_stats`), not a bare singular (`session` is as often an ORM's session).
   */
  named(word: string, file = ""): ScannedTable[] {
    const declared = this.byClass.get(word);
    if (declared) return declared;
    const bare = word.replace(/(Repository|Repo|Model|Entity|Table|Store|Dao)$/, "");
    const isClass = /^[A-Z]/.test(word) || bare !== word;
    const exact = (this.byForm.get(squash(bare)) ?? []).filter(
      (table) => isClass || word === table.name || word.includes("_"),
    );
    if (!isClass) return exact;
    // A class named by a table's tail (Django's `core_job` for `Job`): the one whose first word is
    // a folder of the file (Django's app: `core/jobs.py`), else a table of the class's own name,
    // else the one table with that tail.
    const tails = this.byTail.get(squash(bare)) ?? [];
    const folders = new Set(file.toLowerCase().split("/").slice(0, -1));
    const here = tails.filter((table) =>
      folders.has(table.name.split("_")[0]?.toLowerCase() ?? ""),
    );
    if (here.length === 1) return here;
    // Several in the app: the one the class names whole after the app's word (`main_job` for `Job`,
    // not `main_unifiedjob_dependent_jobs`).
    const whole = here.filter((table) =>
      [bare, singular(bare)].some(
        (form) => squash(table.name.split("_").slice(1).join("_")) === squash(form),
      ),
    );
    if (whole.length === 1) return whole;
    if (exact.length > 0) return exact;
    return tails.length === 1 ? tails : [];
  }
}

function add(map: Map<string, ScannedTable[]>, key: string, table: ScannedTable) {
  const list = map.get(key) ?? [];
  if (!list.includes(table)) list.push(table);
  map.set(key, list);
}

/** The files of the application's own code under root (not tests, vendored code, migrations). */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_SOURCE_DIR.test(entry.name)) files.push(...(await sourceFiles(path)));
    } else if (entry.isFile() && CODE.test(entry.name) && !NOT_SOURCE_FILE.test(path)) {
      files.push(path);
    }
  }
  return files;
}

const INNER_CLASS = /^(Meta|Config)$/;
/** Go's `TableName()` returns its table on a line of its own. */
const RETURNS_TABLE = /^\s*return\s+"(\w+)"/;
/** A decorator names the table before its class (TypeORM's `@Entity`, Hibernate's `@Table`). */
const DECORATOR_LINES = 4;

/** The model declarations of a file: each class and the table it maps to (before it or after). */
function readDeclarations(lines: string[], names: Names): void {
  let className: string | undefined;
  let since = 0;
  let fromTableName = false;
  let pending: { table: string; at: number } | undefined;
  lines.forEach((line, at) => {
    const object = DECLARES_OBJECT.exec(line);
    if (object) names.declareObject(object[1] as string, object[2] as string);
    const declared = DECLARES_CLASS.exec(line);
    const found = declared?.slice(1).find(Boolean);
    // Django's and Pydantic's inner `class Meta` / `class Config` belong to the model around them.
    if (found && !INNER_CLASS.test(found)) {
      [className, since, fromTableName] = [found, at, Boolean(declared?.[2])];
      if (pending && at - pending.at <= DECORATOR_LINES) names.declare(found, pending.table);
      pending = undefined;
    }
    const returned = fromTableName && at - since <= 2 ? RETURNS_TABLE.exec(line)?.[1] : undefined;
    const table = DECLARES_TABLE.exec(line)?.slice(1).find(Boolean) ?? returned;
    if (!table) return;
    if (/^\s*@(?!@)/.test(line)) pending = { table, at };
    else if (className && at - since <= DECLARATION_LINES) names.declare(className, table);
  });
}

/** A column named for a time. */
const TIME_COLUMN =
  /(_at|_on|_time|_date|_ts|_unix|At|On|Time|Date|expires?|expiry|ttl|day|time|date)$/;

/** The column of the table the statement names, a time column (a clock) only. */
function clockIn(text: string, table: ScannedTable): string | undefined {
  // Django's lookups name the column before `__`: `created__lt`.
  const seen = new Set(
    words(text)
      .flatMap((word) => [word, ...word.split("__")])
      .map(squash),
  );
  const named = table.columns.filter((column) => seen.has(squash(column)));
  // A past participle (`created`, `modified`; not `id_feed`, a reference, nor `speed`) after the
  // clearer names; init checks its type.
  return (
    named.find((column) => TIME_COLUMN.test(column)) ??
    named.find((column) => /[^e]ed$/.test(column) && !/^id_|_id$/.test(column))
  );
}

/** The Drizzle objects a line deletes from (`db.delete(sessions)`), declared ones only. */
const objectsDeleted = (line: string, names: Names) =>
  [...line.matchAll(DELETES_OBJECT)].flatMap((match) => names.object(match[1] as string));

/**
 * The tables a query builder's delete names outright: Kysely's `deleteFrom('table')`, Drizzle's
 * `delete(object)` and sql`delete from ${object}` (undefined: none of these on the lines).
 */
function builderTarget(text: string, names: Names): ScannedTable[] | undefined {
  const from = DELETE_FROM.exec(text);
  if (from) return names.exactly(from[2] as string, from[1]);
  const interpolated = DELETE_FROM_OBJECT.exec(text)?.[1];
  if (interpolated) return names.object(interpolated);
  const objects = objectsDeleted(text, names);
  return objects.length > 0 ? objects : undefined;
}

/** The tables a delete on line `at` names: a builder's or SQL's target, else the words of its statement. */
function deleted(
  lines: string[],
  at: number,
  names: Names,
  file: string,
  traced = "",
): ScannedTable[] {
  const statement = `${around(lines, at, TABLE_LINES_BEFORE, TABLE_LINES_AFTER)}\n${traced}`;
  const built = builderTarget(around(lines, at, 0, 1), names);
  if (built) return [...new Set(built)];
  const target = /\bDELETE\s+FROM\s+(?:ONLY\s+)?[`"[]?(?:\w+[`"\]]?\.[`"[]?)?(\w+)/i.exec(
    around(lines, at, 0, 1),
  )?.[1];
  if (target) {
    const tables = [...names.exactly(target), ...names.named(target)];
    return [...new Set(tables.length > 0 ? tables : names.prefixed(target))];
  }
  // A class's or a quoted name beats a variable that happens to be spelled like a table (`$jobs`,
  // `events = Session.where(...)`); the delete's own line, then where its receiver was assigned,
  // before the lines around it.
  const named = [lines[at] as string, traced, statement].map((text) =>
    words(text).map((word) => ({
      word,
      tables: names.named(word, file),
      strong: strong(text, word),
    })),
  );
  for (const onlyStrong of [true, false])
    for (const found of named) {
      const tables = found
        .filter((each) => each.strong || !onlyStrong)
        .flatMap((each) => each.tables);
      if (tables.length > 0) return byModule(new Set(tables), statement, names);
    }
  return [];
}

/**
 * Of several tables a statement's words name, those a model called by its dotted name names
 * (`Intune.Device`: `intune_devices`, not `devices`, though both models end in `Device`).
 */
function byModule(tables: Set<ScannedTable>, statement: string, names: Names): ScannedTable[] {
  if (tables.size < 2) return [...tables];
  const modules = [...statement.matchAll(DOTTED)]
    .flatMap(([dotted]) => names.module(dotted))
    .filter((table) => tables.has(table));
  return modules.length > 0 ? [...new Set(modules)] : [...tables];
}

/**
 * The tables a delete's method name or its one argument names (`DeleteTokenByID(` a token's,
 * `e.delete(ctx, emoji)` an emoji's: an argument may be a table's singular, being the row deleted).
 */
function methodTarget(line: string, names: Names): ScannedTable[] {
  const found = [...line.matchAll(DELETES_NAMED)].flatMap((match) =>
    names.named(match[1] as string),
  );
  const argument = DELETES_ARGUMENT.exec(line)?.[1];
  if (argument) {
    const entity = argument.charAt(0).toUpperCase() + argument.slice(1);
    found.push(...names.named(entity));
  }
  return [...new Set(found)];
}

const strong = (text: string, word: string) =>
  /^[A-Z]|_/.test(word) || new RegExp(`["'\`]${word}["'\`]`).test(text);

/** The variable a delete is called on: `qs_batch.delete()`, `$old->delete()`, `stale.destroy_all`. */
const RECEIVER =
  /(\w+)\s*(?:\.|->)\s*(?:delete|destroy|delete_all|destroy_all|delete_many|deleteMany|deleteAll|Delete|Destroy)\b/;
const ASSIGNMENT_HOPS = 3;

/** The right side of the last assignment of `variable` (`v = ...`, `v := ...`, `for v in ...`) in lines [from, to). */
function assignmentOf(lines: string[], variable: string, from: number, to: number) {
  const assigned = new RegExp(
    `(?:^|[^\\w.$])\\$?${variable}\\s*(?::=|=(?![=>]))\\s*(.+)|\\bfor\\s+(?:\\w+\\s*,\\s*)?${variable}\\s+(?:in|:=\\s*range)\\s+(.+)`,
  );
  for (let line = to - 1; line >= from; line--) {
    const match = assigned.exec(lines[line] as string);
    if (match) return { text: (match[1] ?? match[2]) as string, line };
  }
  return undefined;
}

/**
 * Where the delete's receiver came from, in the function it is in: the assignments it follows back
 * (`qs = Job.objects.filter(created__lt=cutoff)` ... `qs_batch = qs.filter(...)` ... `qs_batch.delete()`),
 * their text joined ("" when the delete is not called on a variable, or none is assigned).
 */
function tracedReceiver(lines: string[], at: number, start: number): string {
  let variable = RECEIVER.exec(lines[at] as string)?.[1];
  let before = at;
  const texts: string[] = [];
  for (let hop = 0; variable && hop < ASSIGNMENT_HOPS; hop++) {
    const found = assignmentOf(lines, variable, Math.max(0, start), before);
    if (!found) break;
    texts.push(found.text);
    before = found.line;
    // The next variable back: the one the right side begins with, unless it is a call (`Job.objects`,
    // `stale {`, `old.iterator()`, not `filter(...)`).
    variable = /^\s*(\w+)\b(?!\s*\()/.exec(found.text)?.[1];
  }
  return texts.join("\n");
}

/** The time column of the table a query builder's comparison puts below a value (`'<'`, `lt(`). */
function comparedClock(text: string, table: ScannedTable): string | undefined {
  for (const pattern of COMPARES)
    for (const match of text.matchAll(pattern)) {
      const column = table.columns.find((each) => squash(each) === squash(match[1] as string));
      if (column && TIME_COLUMN.test(column)) return column;
    }
  return undefined;
}

/** The tables a function's name says it deletes the old rows of (`DeleteExpiredSessions`). */
function namedFor(line: string, names: Names): ScannedTable[] {
  const found: ScannedTable[] = [];
  // A function whose body was read names its tables itself (readCleanupFunctions).
  for (const [, name] of line.matchAll(CALLED)) {
    const tables = names.function(name as string);
    if (tables) return tables;
  }
  for (const match of line.replace(/([a-z0-9])([A-Z])/g, "$1_$2").matchAll(NAMED)) {
    const rest = (match[1] ?? "")
      .replace(/_(by|before|older|for|from|in|of|after)(_.*)?$/i, "")
      .replace(ROLE_SUFFIX, "");
    const word = rest.replace(/^_/, "");
    if (word) found.push(...names.named(word), ...names.named(singular(word)));
  }
  return found;
}

/** A function's name where it is defined or called (`def delete_stale_devices(`, `.DeleteStale(`). */
const CALLED = /\b(\w+)\s*\(/g;
/** Its definition, in the languages read (Elixir's and Python's def, Go's func, JavaScript's function, Rust's fn). */
const DEFINES = /(?:\bdefp?|\bfunc(?:\s*\([^)]*\))?|\bfunction|\bfn)\s+(\w+)\s*\(/;
/** How far into a function's body its statement is looked for. */
const BODY_LINES = 8;
/** A model called by a dotted name (`Intune.Device`, `models.Session`). */
const DOTTED = /\b[A-Z]\w*(?:\.[A-Z]\w*)+/g;

/**
 * The functions named for a cleanup (`delete_stale_devices`) whose first lines name the model
 * they delete by its dotted name (`from(d in Intune.Device, ...)`): that model's table, not the
 * one the function's name spells (`devices`), wherever the function is defined or called. Its first
 * lines stop where the next function is defined.
 */
function readCleanupFunctions(lines: string[], names: Names): void {
  lines.forEach((line, at) => {
    const name = DEFINES.exec(line)?.[1];
    if (!name || namedFor(name, names).length === 0) return;
    const after = lines.slice(at + 1, at + 1 + BODY_LINES);
    // Its own body: the next function's is not its.
    const next = after.findIndex((each) => DEFINES.test(each));
    const body = (next < 0 ? after : after.slice(0, next)).join("\n");
    const tables = [...body.matchAll(DOTTED)].flatMap(([dotted]) => names.module(dotted));
    if (tables.length > 0) names.defineFunction(name, [...new Set(tables)]);
  });
}

/** Where the application's code deletes each table's rows by age, by schema.table (`init --source`). */
export type CleanupSites = Map<string, CleanupSite[]>;

function record(sites: CleanupSites, table: ScannedTable, site: CleanupSite) {
  const list = sites.get(table.table) ?? [];
  if (list.length < 3) list.push(site);
  sites.set(table.table, list);
}

/** The index of the first line of the function line `at` is in (within CONTEXT_LINES), or -1. */
function functionStart(lines: string[], at: number): number {
  for (let line = at; line >= Math.max(0, at - CONTEXT_LINES); line--)
    if (FUNCTION_LINE.test(lines[line] as string)) return line;
  return -1;
}

/** The cleanup sites of one file. */
function scanLines(file: string, lines: string[], names: Names, sites: CleanupSites): void {
  const pathCleans = CLEANS.test(file);
  const handler = REQUEST_HANDLER.test(file);
  lines.forEach((line, at) => {
    if (line.length > 2000 || COMMENT.test(line)) return;
    for (const [pattern, name, library] of LIBRARIES)
      if (pattern.test(line))
        for (const table of names.exactly(name))
          record(sites, table, { file, line: at + 1, library });
    const named = namedFor(line, names);
    const deletes = !handler && (DELETE.test(line) || objectsDeleted(line, names).length > 0);
    // A delete by a method's name or of a row passed with its context: its table by those words only.
    const called = handler || deletes || FUNCTION_LINE.test(line) ? [] : methodTarget(line, names);
    // Most lines are none: the function they are in and the window around them are not read.
    if (named.length === 0 && !deletes && called.length === 0) return;
    const start = functionStart(lines, at);
    // The time is looked for in the function the delete is in, not the one before it.
    const traced = deletes ? tracedReceiver(lines, at, start < 0 ? at - CONTEXT_LINES : start) : "";
    const timeWindow = `${around(lines, at, Math.min(TIME_LINES_BEFORE, at - start), TIME_LINES_AFTER)}\n${traced}`;
    const cleaning = () => pathCleans || (start >= 0 && CLEANS.test(lines[start] as string));
    const timed = () => saysTime(timeWindow) || cleaning();
    // A time said near it, or its query's comparison on one of the table's time columns.
    const hit = deletes
      ? deleted(lines, at, names, file, traced).filter(
          (table) => timed() || comparedClock(timeWindow, table) !== undefined,
        )
      : called.filter(() => CUTOFF.test(timeWindow) || cleaning());
    for (const table of new Set([...named, ...hit])) {
      const clock = comparedClock(timeWindow, table) ?? clockIn(timeWindow, table);
      record(sites, table, { file, line: at + 1, ...(clock ? { clock } : {}) });
    }
  });
}

/** A comment's line (a function's name or a table's in a comment is no cleanup). */
const COMMENT = /^\s*(#|\/\/|\*|\/\*|--)/;
/** Where the application's code under root deletes each table's rows by age (tables it never does: absent). */
export async function readCleanupCode(root: string, tables: ScannedTable[]): Promise<CleanupSites> {
  const names = new Names(tables);
  const files: { path: string; lines: string[] }[] = [];
  for (const path of await sourceFiles(root)) {
    const text = await readFile(path, "utf8");
    if (text.length <= MAX_FILE_BYTES) files.push({ path, lines: text.split("\n") });
  }
  for (const { lines } of files) readDeclarations(lines, names);
  for (const { lines } of files) readCleanupFunctions(lines, names);
  const sites: CleanupSites = new Map();
  for (const { path, lines } of files) scanLines(relative(root, path), lines, names, sites);
  return sites;
}
