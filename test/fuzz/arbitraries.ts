// What the edges of retention-job take from outside, generated (fast-check): retention tables,
// Lambda events, the function's environment, command-line arguments. Mostly near-valid, so that
// the deeper checks run too, with the hostile values mixed in: identifiers with quotes, dots,
// unicode, over 63 bytes, SQL, names of system catalogs; durations, numbers and types all wrong.
import fc from "fast-check";

/** Identifiers: real ones of the fuzz database beside hostile ones. */
export const identifier = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("id", "created_at", "updated_at", "status", "user_id") },
  fc.constantFrom(
    'we"ird',
    "dotted.name",
    "café",
    "名前",
    "x; DROP TABLE identity.users; --",
    "a".repeat(64),
    "é".repeat(40),
    "pg_class",
    "oid",
    "ctid",
    "xmin",
    "",
    " created_at",
    "created_at ",
    "Created_At",
    "$1",
    "1abc",
  ),
  fc.string({ maxLength: 70 }),
);

/** Schema-qualified tables: the fuzz database's, system catalogs, the job's own ledger, nonsense. */
export const qualifiedTable = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "identity.sign_in_confirmation_requests",
      "identity.refresh_sessions",
      "fuzz.events",
    ),
  },
  fc.constantFrom(
    "pg_catalog.pg_class",
    "pg_catalog.pg_stat_activity",
    "information_schema.tables",
    "pg_toast.pg_toast_2619",
    "retention_job.segments",
    "retention_job.outbox",
    "identity.users",
    'identity."refresh_sessions"',
    "identity.refresh_sessions;DELETE FROM identity.users",
    "refresh_sessions",
    "a.b.c",
    "fuzz.événements",
  ),
  fc.tuple(identifier, identifier).map(([schema, name]) => `${schema}.${name}`),
);

const durationText = fc.oneof(
  fc.constantFrom("30d", "90d", "24h", "1h", "59m", "P30D", "PT12H", "12 months", "P1Y", "0d"),
  fc.constantFrom("-1d", "30", "30 days", "1e9d", "P", "NaN", "Infinity", "30d; DROP", ""),
  fc.integer({ min: -5, max: 100_000 }).map((days) => `${days}d`),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value, for a field that should have been something else. */
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A value for a field: usually of its kind, sometimes junk. */
const field = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 8, arbitrary }, { weight: 1, arbitrary: junk });

/** Policies that fit the fuzz database as they stand: its tables, their clocks and statuses. */
const fittingPolicy = fc
  .tuple(
    fc.constantFrom(
      { table: "identity.sign_in_confirmation_requests", clock: "created_at" },
      {
        table: "identity.refresh_sessions",
        clock: "updated_at",
        status: { column: "status", values: ["Revoked", "Expired"] },
        selfReference: "parent_session_id",
      },
      { table: "fuzz.events", clock: ["created_at", "updated_at"], key: "id" },
    ),
    fc.constantFrom("sicr", "sessions", "events"),
    fc.constantFrom("30d", "90d", "P1Y", "12 months"),
    fc.constantFrom("delete", "report"),
  )
  .map(([fits, name, retention, mode]) => ({ name, retention, mode, owner: "team", ...fits }));

/** A value a condition or a redaction carries: of some column's type, hostile, or junk. */
const ruleValue = fc.oneof(
  fc.constantFrom("Revoked", "login", 1, 0, -1, true, "", "'; DROP TABLE identity.users; --"),
  fc.string({ maxLength: 8 }),
  fc.double(),
  junk,
);

/** The rules of issue 23: conditions, a computed clock, keep, redaction, alsoDelete, orphans. */
const ruleMutations = [
  fc.tuple(
    fc.constant("where"),
    fc.array(
      fc.oneof(
        fc.record({
          column: identifier,
          is: fc.constantFrom("null", "not null", "true", "false", "maybe"),
        }),
        fc.record({ column: identifier, equals: ruleValue }),
        fc.record({ column: identifier, in: fc.array(ruleValue, { maxLength: 3 }) }),
        junk,
      ),
      { maxLength: 3 },
    ),
  ),
  fc.tuple(
    fc.constant("clock"),
    fc.record(
      {
        column: identifier,
        plus: identifier,
        unit: fc.constantFrom("ms", "s", "min", "h", "d", "weeks"),
      },
      { requiredKeys: ["column", "plus"] },
    ),
  ),
  fc.tuple(
    fc.constant("keep"),
    fc.record(
      {
        newest: fc.oneof(fc.integer({ min: -2, max: 2_000_000 }), junk),
        per: fc.array(identifier, { maxLength: 2 }),
        by: identifier,
      },
      { requiredKeys: ["newest", "by"] },
    ),
  ),
  fc.tuple(
    fc.constant("columns"),
    fc.dictionary(
      identifier,
      fc.oneof(fc.constant(null), fc.constant("hash"), fc.record({ value: ruleValue }), junk),
      { maxKeys: 3 },
    ),
  ),
  fc.tuple(fc.constant("alsoDelete"), fc.array(identifier, { maxLength: 2 })),
  fc.tuple(fc.constantFrom("orphans", "allowZeroRetention"), fc.oneof(fc.boolean(), junk)),
  // Issue 26: an archive in the table's bucket entry, in none, badly named, in a format not written.
  fc.tuple(
    fc.constant("archive"),
    fc.oneof(
      fc.record(
        {
          bucket: fc.constantFrom("cold", "nope", "Bad Name", ""),
          prefix: fc.oneof(fc.constantFrom("x/", "a b", "../"), fc.string({ maxLength: 5 })),
          format: fc.constantFrom("parquet", "jsonl", "csv"),
        },
        { requiredKeys: ["bucket"] },
      ),
      junk,
    ),
  ),
];

/** Any field of a policy, set to something of its kind, something hostile, or junk. */
const mutation = fc.oneof(
  fc.tuple(fc.constantFrom("name", "hold", "selfReference", "key", "clock"), identifier),
  fc.tuple(fc.constant("table"), qualifiedTable),
  fc.tuple(fc.constant("cascades"), fc.array(qualifiedTable, { maxLength: 2 })),
  fc.tuple(
    fc.constant("clock"),
    fc.tuple(identifier, identifier).map(([x, y]) => `least(${x}, ${y})`),
  ),
  fc.tuple(fc.constant("retention"), durationText),
  fc.tuple(
    fc.constant("status"),
    fc.record({
      column: identifier,
      values: fc.array(
        fc.oneof(
          fc.constantFrom("Revoked", "Expired", "Rotated", "Active", "Confirmed"),
          fc.string({ maxLength: 10 }),
          fc.constant("x'); DELETE FROM identity.users; --"),
        ),
        { maxLength: 3 },
      ),
    }),
  ),
  fc.tuple(
    fc.constant("mechanism"),
    fc.constantFrom("delete", "drop-partitions", "truncate", "redact"),
  ),
  ...ruleMutations,
  fc.tuple(fc.constant("clockUnit"), fc.constantFrom("epoch-s", "epoch-ms", "seconds")),
  fc.tuple(fc.constant("clockTimeZone"), fc.constantFrom("UTC", "Europe/Berlin", "Mars/Olympus")),
  fc.tuple(
    fc.constantFrom("batchSize", "maxDeletesPerRun"),
    fc.oneof(fc.integer({ min: -10, max: 200_000 }), fc.double()),
  ),
  fc.tuple(fc.constant("maxShareOfTable"), fc.double({ min: -1, max: 2 })),
  fc.tuple(fc.constantFrom("allowShortRetention", "publish", "keepTable"), fc.boolean()),
  fc.tuple(fc.constantFrom("owner", "description"), fc.constantFrom("", "team", "ünïcode")),
  fc.tuple(fc.string({ maxLength: 8 }), junk),
);

/** A fitting policy with up to two of its fields changed (none: a third of them). */
export const policy = fc
  .tuple(fittingPolicy, fc.array(mutation, { maxLength: 2 }))
  .map(([fitting, changes]) => {
    const changed: Record<string, unknown> = { ...fitting };
    for (const [key, value] of changes) changed[key] = value;
    return changed;
  });

export const retentionTable = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(fc.array(policy, { minLength: 1, maxLength: 3 }), fc.boolean())
      .map(([policies, cold]) => ({
        // Names must differ: give each its index unless a mutation renamed it.
        policies: policies.map((each, index) => ({ ...each, name: `${each.name}${index}` })),
        // Half the tables have the bucket entry an archive may name.
        ...(cold ? { buckets: [{ name: "cold", retention: "30d", owner: "t" }] } : {}),
      })),
  },
  fc.record({ policies: junk, buckets: junk, extra: junk }, { requiredKeys: [] }),
  junk,
);

const iso = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Up to two fields of a valid value changed (none: a third of the cases). */
const mutated = (
  valid: fc.Arbitrary<Record<string, unknown>>,
  change: fc.Arbitrary<[string, unknown]>,
) =>
  fc.tuple(valid, fc.array(change, { maxLength: 2 })).map(([value, changes]) => {
    const out: Record<string, unknown> = { ...value };
    for (const [key, to] of changes) out[key] = to;
    return out;
  });

const now = Date.now();
/** Events of the three kinds, valid ones with a field or two changed, and junk. */
export const event = fc.oneof(
  {
    weight: 4,
    arbitrary: mutated(
      fc.oneof(
        fc.constant({ kind: "scheduled", scheduledTime: new Date(now).toISOString() }),
        fc.record({
          kind: fc.constant("catch-up"),
          dryRun: fc.boolean(),
          policies: fc.constantFrom(["sign_in_confirmation_requests"], ["refresh_sessions"]),
          maxRunDuration: fc.constantFrom("1m", "30m"),
        }),
        fc.constant({
          kind: "continuation",
          runId: "6f1c4f43-0bb4-4a4f-9d3c-2b7c0e0f8a11",
          trigger: "catch-up",
          dryRun: true,
          segment: 2,
          now: new Date(now - 60_000).toISOString(),
          startedAt: new Date(now - 60_000).toISOString(),
          deadline: new Date(now + 60_000).toISOString(),
          cutoffs: {
            sign_in_confirmation_requests: new Date(now - 30 * 86_400_000).toISOString(),
          },
          openPolicies: ["sign_in_confirmation_requests"],
          totals: {},
          errors: 0,
        }),
      ),
      fc.oneof(
        fc.tuple(
          fc.constantFrom("kind", "trigger"),
          fc.constantFrom("catch-up", "scheduled", "continuation", "Catch-Up", "purge"),
        ),
        fc.tuple(fc.constantFrom("maxRunDuration"), durationText),
        fc.tuple(fc.constantFrom("runId"), fc.oneof(fc.uuid(), fc.string({ maxLength: 8 }))),
        fc.tuple(
          fc.constantFrom("policies", "allowLargeDeletion", "openPolicies"),
          fc.array(fc.constantFrom("sign_in_confirmation_requests", "x", "", 'a"b'), {
            maxLength: 3,
          }),
        ),
        fc.tuple(fc.constantFrom("segment", "errors"), fc.integer({ min: -2, max: 200 })),
        fc.tuple(fc.constantFrom("now", "startedAt", "deadline", "scheduledTime"), iso),
        fc.tuple(
          fc.constant("cutoffs"),
          fc.dictionary(fc.constantFrom("sign_in_confirmation_requests", "x"), iso),
        ),
        fc.tuple(fc.string({ maxLength: 8 }), junk),
      ),
    ),
  },
  junk,
);

/** An environment variable's value: text, always (junk arrives as its JSON). */
const variable = <T>(arbitrary: fc.Arbitrary<T>) =>
  field(arbitrary).map((value) => (typeof value === "string" ? value : JSON.stringify(value)));

/** The function's environment: a valid one with a variable or two changed. */
export const environment = mutated(
  fc.constantFrom(
    { RETENTION_PRESET: "identity", DATABASE_URL: "postgres://localhost/x" },
    {
      RETENTION_PRESET: "identidad",
      DB_SECRET_ARN: "arn:aws:secretsmanager:eu-west-1:123456789012:secret:x",
      NIGHT_WINDOW: "02:30-05:00",
      NIGHT_WINDOW_TIME_ZONE: "America/Guayaquil",
    },
    {
      RETENTION_TABLE: JSON.stringify({
        policies: [
          {
            name: "e",
            table: "fuzz.events",
            clock: "created_at",
            retention: "30d",
            owner: "t",
            publish: true,
          },
        ],
      }),
      DATABASE_URL: "postgres://localhost/x",
      EVENT_BUS_NAME: "bus",
      BATCH_TIME: "50ms",
    },
  ),
  fc.oneof(
    fc.tuple(
      fc.constant("RETENTION_PRESET"),
      variable(fc.constantFrom("identity", "keycloak-events", "nope")),
    ),
    fc.tuple(
      fc.constant("RETENTION_TABLE"),
      variable(retentionTable.map((table) => JSON.stringify(table))),
    ),
    fc.tuple(
      fc.constant("DATABASE_URL"),
      variable(fc.constantFrom("postgres://localhost/x", "not a url")),
    ),
    fc.tuple(fc.constant("DB_SECRET_ARN"), variable(fc.constantFrom("arn:aws:s3:::bucket", ""))),
    fc.tuple(
      fc.constantFrom("RETENTION_INTERVAL", "MAX_RUN_DURATION", "BATCH_PAUSE"),
      variable(durationText),
    ),
    fc.tuple(
      fc.constant("NIGHT_WINDOW"),
      variable(fc.constantFrom("23:00-01:00", "25:00-26:00", "2-5")),
    ),
    fc.tuple(
      fc.constant("NIGHT_WINDOW_TIME_ZONE"),
      variable(fc.constantFrom("Europe/Berlin", "Nowhere/City")),
    ),
    fc.tuple(
      fc.constant("BATCH_SIZE"),
      variable(fc.constantFrom("5000", "0", "-1", "1e3", "100001", "abc")),
    ),
    fc.tuple(fc.constant("BATCH_TIME"), variable(fc.constantFrom("20ms", "5ms", "11s", "x"))),
    fc.tuple(
      fc.constantFrom("MAX_REPLICA_LAG", "MAX_ACTIVE_SESSIONS", "MAX_LOCK_WAITERS", "MAX_WAL_RATE"),
      variable(fc.constantFrom("10s", "off", "-1s", "25", "0", "x", "8MB", "1.5kB/s")),
    ),
    fc.tuple(
      fc.constantFrom("SAFETY_MARGIN_MS", "MAX_SEGMENTS"),
      variable(fc.constantFrom("60000", "1", "9999999", "12", "0", "x")),
    ),
    fc.tuple(
      fc.constant("METRICS_NAMESPACE"),
      variable(fc.constantFrom("Other", "bad namespace!", "")),
    ),
    fc.tuple(fc.constant("EVENT_BUS_NAME"), variable(fc.constantFrom("bus", ""))),
  ),
);

/** Command lines of the database commands (the AWS ones would reach for AWS). */
export const argv = fc
  .tuple(
    fc.constantFrom("run", "plan", "provision-role", "demo-typo", "help"),
    fc.array(
      fc.oneof(
        fc.constantFrom(
          "--dry-run",
          "--json",
          "--preset",
          "identity",
          "identidad",
          "--policies",
          "sign_in_confirmation_requests",
          "--max-duration",
          "30m",
          "99h",
          "--batch-size",
          "0",
          "100",
          "--batch-time",
          "20ms",
          "--order",
          "sideways",
          "--role",
          'r"ole',
          "--config",
          "/nonexistent.json",
          "--allow-large-deletion",
          "--max-replica-lag",
          "off",
          "--unknown",
        ),
        fc.string({ maxLength: 10 }),
      ),
      { maxLength: 6 },
    ),
  )
  .map(([command, rest]) => [command, ...rest]);

/** The fuzz database's one user: the subject whose erasure may change rows. */
export const FUZZ_USER = "00000000-0000-4000-8000-000000000001";
const reachedTable = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "identity.users",
      "identity.sign_in_confirmation_requests",
      "identity.refresh_sessions",
    ),
  },
  qualifiedTable,
);
const redactedValue = fc.oneof(
  fc.constant(null),
  fc.constant("now"),
  fc.record({ value: fc.oneof(fc.constantFrom("*Permanently Deleted*", "", true, 0), junk) }),
  junk,
);
const erasureAction = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ action: "delete" }) },
  { weight: 2, arbitrary: fc.constant({ action: "keep", reason: "kept" }) },
  {
    weight: 2,
    arbitrary: fc.record({
      action: fc.constant("redact"),
      columns: fc.dictionary(fc.constantFrom("status", "phone_number"), redactedValue, {
        minKeys: 1,
        maxKeys: 2,
      }),
    }),
  },
  fc.record({
    action: fc.constant("redact"),
    columns: fc.dictionary(identifier, redactedValue, { maxKeys: 2 }),
  }),
  fc.record({ action: fc.constant("keep"), reason: junk }),
  fc.record({ action: junk, reason: junk, hold: identifier }, { requiredKeys: [] }),
);
const fittingErasure = fc.record(
  {
    name: fc.constantFrom("user", "fuzz-erasure"),
    subject: fc.record(
      {
        table: fc.oneof({ weight: 6, arbitrary: fc.constant("identity.users") }, qualifiedTable),
        key: fc.oneof(
          { weight: 6, arbitrary: fc.constant("id") },
          fc.constant("phone_number"),
          identifier,
        ),
      },
      { requiredKeys: ["table"] },
    ),
    tables: fc.dictionary(reachedTable, erasureAction, { maxKeys: 3 }),
    owner: fc.oneof({ weight: 6, arbitrary: fc.constant("Identity") }, fc.constant("")),
  },
  { requiredKeys: ["subject", "owner"] },
);

/** Erasure tables: fitting ones, fitting ones with a field or two changed, and junk. */
export const erasureTable = fc.oneof(
  { weight: 4, arbitrary: fittingErasure },
  {
    weight: 4,
    arbitrary: mutated(
      fittingErasure as fc.Arbitrary<Record<string, unknown>>,
      fc.tuple(fc.constantFrom("name", "subject", "tables", "owner", "extra"), junk),
    ),
  },
  junk,
);

/** Subjects' keys: the one user, absent ones, and hostile text. */
export const subjectKey = fc.oneof(
  { weight: 6, arbitrary: fc.constant(FUZZ_USER) },
  { weight: 4, arbitrary: fc.uuid() },
  fc.constantFrom(
    "",
    "x'; DELETE FROM identity.users; --",
    "+1",
    "é".repeat(300),
    "\u0000",
    "00000000-0000-4000-8000-00000000000",
  ),
  fc.string({ maxLength: 80 }),
);
