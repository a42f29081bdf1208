import { beforeEach, describe, expect, it } from "vitest";
import { formatDuration, parseDuration } from "../../functions/contract/duration.js";
import { ConfigError } from "../../functions/contract/errors.js";
import { loadPreset, parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import type { TestDatabase } from "../helpers/db.js";
import { countRows, insertSicr, SICR, useIdentityDatabase } from "../helpers/identity.js";

const goodPolicy = {
  name: "sicr",
  table: "identity.sign_in_confirmation_requests",
  clock: "created_at",
  retention: "30d",
  owner: "PIN Platform Core",
};

function rejection(input: unknown): ConfigError {
  try {
    parseRetentionTable(input);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("the retention table schema", () => {
  it("accepts the identity preset and fills the defaults", () => {
    const [sicr, sessions] = loadPreset("identity").policies;
    expect(sicr).toMatchObject({
      key: ["id"],
      clock: ["created_at"],
      retentionMs: 30 * 86_400_000,
    });
    // No batch size: it adapts to the target batch time.
    expect(sicr?.batchSize).toBeUndefined();
    expect(sessions).toMatchObject({
      selfReference: "parent_session_id",
      status: { column: "status" },
    });
  });

  it("reads least(a, b) and a list as a clock of several columns", () => {
    const [least, list] = parseRetentionTable({
      policies: [
        { ...goodPolicy, name: "a", clock: "least(revocado_en, expiracion)" },
        { ...goodPolicy, name: "b", clock: ["usado_en", "expiracion"] },
      ],
    }).policies;
    expect(least?.clock).toEqual(["revocado_en", "expiracion"]);
    expect(list?.clock).toEqual(["usado_en", "expiracion"]);
  });

  const cases: [string, unknown, string, RegExp][] = [
    [
      "an unknown key",
      { policies: [{ ...goodPolicy, retension: "30d" }] },
      "policies[0].retension",
      /unknown key/,
    ],
    ["an unknown top-level key", { policies: [goodPolicy], dryrun: true }, "dryrun", /unknown key/],
    [
      "retention 0",
      { policies: [{ ...goodPolicy, retention: "0d" }] },
      "policies[0].retention",
      /is zero; set allowZeroRetention: true/,
    ],
    [
      "retention under an hour",
      { policies: [{ ...goodPolicy, retention: "30m" }] },
      "policies[0].retention",
      /allowShortRetention/,
    ],
    [
      "a retention that is not a duration",
      { policies: [{ ...goodPolicy, retention: "a month" }] },
      "policies[0].retention",
      /is not an interval such as 30d/,
    ],
    [
      "a table without schema",
      { policies: [{ ...goodPolicy, table: "sessions" }] },
      "policies[0].table",
      /schema-qualified/,
    ],
    [
      "a bad identifier",
      { policies: [{ ...goodPolicy, table: 'identity.x"; DROP TABLE y; --' }] },
      "policies[0].table",
      /identifier/,
    ],
    [
      "a bad clock column",
      { policies: [{ ...goodPolicy, clock: "created_at desc" }] },
      "policies[0].clock",
      /not a PostgreSQL identifier/,
    ],
    [
      "a zero batch size",
      { policies: [{ ...goodPolicy, batchSize: 0 }] },
      "policies[0].batchSize",
      /./,
    ],
    [
      "a missing owner",
      { policies: [{ ...goodPolicy, owner: undefined }] },
      "policies[0].owner",
      /./,
    ],
    [
      "an empty status list",
      { policies: [{ ...goodPolicy, status: { column: "status", values: [] } }] },
      "policies[0].status.values",
      /at least one/,
    ],
    [
      "two policies with one name",
      { policies: [goodPolicy, goodPolicy] },
      "policies[1].name",
      /duplicate/,
    ],
    ["no policies", { policies: [] }, "policies", /at least one/],
    ...(
      [
        ["cascades", { cascades: ["identity.x"] }, /cannot go with cascades/],
        ["alsoDelete", { alsoDelete: ["user_id"] }, /cannot go with alsoDelete/],
        ["publish", { publish: true }, /cannot go with publish/],
        ["selfReference", { selfReference: "parent_id" }, /cannot go with selfReference/],
        [
          "a redaction",
          { mechanism: "redact", columns: { phone_number: null } },
          /mechanism redact/,
        ],
      ] as const
    ).map(([what, extra, message]): [string, unknown, string, RegExp] => [
      `an archive with ${what}`,
      {
        policies: [{ ...goodPolicy, ...extra, archive: { bucket: "cold" } }],
        buckets: [{ name: "cold", retention: "365d", owner: "t" }],
      },
      "policies[0].archive",
      message,
    ]),
    [
      "an archive with keepTable",
      {
        policies: [
          {
            ...goodPolicy,
            mechanism: "drop-partitions",
            keepTable: true,
            archive: { bucket: "cold" },
          },
        ],
        buckets: [{ name: "cold", retention: "365d", owner: "t" }],
      },
      "policies[0].archive",
      /an archived partition is dropped/,
    ],
    [
      "an archive in a bucket that is not an entry",
      { policies: [{ ...goodPolicy, archive: { bucket: "cold" } }] },
      "policies[0].archive.bucket",
      /"cold" is not an entry of buckets/,
    ],
    [
      "an archive format it does not write",
      {
        policies: [{ ...goodPolicy, archive: { bucket: "cold", format: "csv" } }],
        buckets: [{ name: "cold", retention: "365d", owner: "t" }],
      },
      "policies[0].archive.format",
      /parquet|jsonl/,
    ],
    ...[
      "pg_catalog.pg_class",
      "information_schema.tables",
      "pg_toast.t",
      "retention_job.segments",
    ].map((table): [string, unknown, string, RegExp] => [
      `a table in ${table.split(".")[0]}`,
      { policies: [{ ...goodPolicy, table }] },
      "policies[0].table",
      /system schema .* or the job's own \(retention_job\)/,
    ]),
  ];
  for (const [what, input, field, message] of cases) {
    it(`rejects ${what}, naming ${field}`, () => {
      const error = rejection(input);
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
    });
  }

  it("a computed clock with a bad column under drop-partitions: refused, naming both (found by npm run fuzz)", () => {
    const error = rejection({
      policies: [
        { ...goodPolicy, clock: { column: "", plus: "id" }, mechanism: "drop-partitions" },
      ],
    });
    expect(error.problems.map((problem) => problem.field)).toEqual([
      "policies[0].clock.column",
      "policies[0].clock",
    ]);
  });

  it("allows a short retention when the override says so", () => {
    const [policy] = parseRetentionTable({
      policies: [{ ...goodPolicy, retention: "30m", allowShortRetention: true }],
    }).policies;
    expect(policy?.retentionMs).toBe(1_800_000);
  });
});

describe("durations", () => {
  it.each([
    ["30m", 1_800_000],
    ["24h", 86_400_000],
    ["1h30m", 5_400_000],
    ["PT30M", 1_800_000],
    ["P30D", 2_592_000_000],
    ["PT1.5S", 1_500],
    ["90s", 90_000],
  ])("parses %s", (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });
  it.each(["", "P", "PT", "30", "1 month", "P1M", "-5m"])("rejects %j", (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });
  it("formats back", () => {
    expect(formatDuration(5_400_000)).toBe("1h30m");
    expect(formatDuration(2_592_000_000)).toBe("30d");
  });
});

describe("a rule that does not fit the database stops the run before anything is deleted", () => {
  let db: TestDatabase;
  let userId: string;
  useIdentityDatabase((state) => {
    ({ db, userId } = state);
  });
  beforeEach(async () => {
    await insertSicr(db.pool, { userId, age: "60 days" });
  });

  const badSecond: [string, Record<string, unknown>, string, RegExp][] = [
    ["a missing table", { table: "identity.no_such_table" }, "policies[1].table", /does not exist/],
    [
      "a missing column",
      { clock: "deleted_at" },
      "policies[1].clock",
      /column "deleted_at" does not exist/,
    ],
    [
      "a clock that is not a timestamp",
      { clock: "phone_number" },
      "policies[1].clock",
      /not a timestamp/,
    ],
    ["a hold column that is not boolean", { hold: "status" }, "policies[1].hold", /not boolean/],
    [
      "a status column that is missing",
      { status: { column: "state", values: ["x"] } },
      "policies[1].status.column",
      /does not exist/,
    ],
  ];
  for (const [what, override, field, message] of badSecond) {
    it(`${what}: ConfigError naming ${field}, first policy untouched`, async () => {
      const table = parseRetentionTable({
        policies: [goodPolicy, { ...goodPolicy, name: "second", ...override }],
      });

      const run = runRetention({ pool: db.enginePool(), policies: table.policies });

      await expect(run).rejects.toThrow(ConfigError);
      await expect(run).rejects.toMatchObject({ field, message: expect.stringMatching(message) });
      expect(await countRows(db.pool, SICR)).toBe(1);
    });
  }
});
