// The init corpus: real applications' schemas, each built as the application builds it, with the
// tables the application itself cleans by age (read from its own cleanup code, before `init` was
// run on it) and the tables a privacy review would ask about. See README.md beside this file.

/** A table the application's own code empties by age (a job, a scheduler, a janitor, a TTL). */
export interface Cleaned {
  /** schema.table, as in the fixture's SQL. */
  table: string;
  /** The column the application's cleanup compares with its cutoff (or the expiry it reads). */
  clock: string;
  /** The retention as the application states it ("30d", "expires_at passed", "setting X, default 90d"). */
  retention: string;
  /** Where the application does it: path:line in the application's repository, at `source.commit`. */
  source: string;
  /** Any extra condition of the application's (status, a flag), in words. */
  note?: string;
}

/** A table the application never cleans, but that a privacy review would flag (personal data, by age). */
export interface ShouldAsk {
  table: string;
  why: string;
}

export interface CorpusApp {
  /** Lower-case, one word: the application's name (discourse, gitea, lemmy). */
  name: string;
  /** rails, django, laravel, go, rust, java-hibernate, prisma, typeorm, knex, sequelize, kysely, ecto, python, lua, flask-sqlalchemy, sqlalchemy */
  framework: string;
  source: {
    /** owner/name on GitHub. */
    repo: string;
    commit: string;
    /** What the schema below was built from (migrations replayed, a schema dump, ORM models). */
    schemaFrom: string;
  };
  /** The schemas the application's tables are in (init's --schemas). */
  schemas: string[];
  /** DDL as the application's migrations leave the database: tables, keys, indexes, enums, checks. */
  schemaSql: string;
  /** Optional rows as the application writes them (INSERTs only), so that statistics exist. */
  dataSql?: string;
  cleans: Cleaned[];
  shouldAsk: ShouldAsk[];
  /** Tables of accounts, content and money: never to be proposed for deletion. */
  neverDelete: string[];
}
