// What each mechanism registers (functions/contract/mechanisms.ts and its file in
// functions/contract/mechanisms/): its name, facts, own fields, the shared fields it takes, what it
// needs, its docs' text; the retention table's refusals as those registrations say, the docs'
// section generated from them, and a mechanism's footprint: its two places (its contract file, its
// engine folder) and one registration on each side.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { renderMechanisms } from "../../bench/mechanism-docs.js";
import { ConfigError } from "../../functions/contract/errors.js";
import { type AnyMechanism, MECHANISMS } from "../../functions/contract/mechanisms.js";
import { SHARED_FIELDS, type SharedFieldName } from "../../functions/contract/policy-fields.js";
import { type Policy, parseRetentionTable } from "../../functions/contract/retention-table.js";
import { mechanismOf } from "../../functions/engine/mechanisms/index.js";

const mechanisms = MECHANISMS as readonly AnyMechanism[];
const sharedFields = Object.keys(SHARED_FIELDS) as SharedFieldName[];

/** A value each field takes on its own (the table below has the bucket an archive names). */
const EXAMPLES: Record<string, unknown> = {
  key: "id",
  clockUnit: "epoch-ms",
  clockTimeZone: "Europe/Berlin",
  tenant: { column: "organization_id", retention: "retention_days", unit: "d" },
  where: [{ column: "kind", equals: "login" }],
  keep: { newest: 10, by: "created_at" },
  alsoDelete: ["user_id"],
  orphans: true,
  archive: { bucket: "cold" },
  vacuumAfter: true,
  status: { column: "status", values: ["Expired"] },
  selfReference: "parent_id",
  cascades: ["app.children"],
  deleteFirst: [{ table: "app.children", columns: ["parent_id"] }],
  hold: "legal_hold",
  publish: true,
  columns: { phone_number: null },
  keepTable: true,
  into: { table: "archive.events" },
};

/** A policy of the mechanism with what it needs, and `extra`. */
function table(mechanism: AnyMechanism, extra: Record<string, unknown> = {}) {
  const needed = Object.keys(mechanism.needs ?? {}).map((field) => [field, EXAMPLES[field]]);
  return {
    policies: [
      {
        name: "events",
        table: "app.events",
        clock: "created_at",
        retention: "30d",
        owner: "team",
        mechanism: mechanism.name,
        ...Object.fromEntries(needed),
        ...extra,
      },
    ],
    buckets: [{ name: "cold", retention: "365d", owner: "team" }],
  };
}

function problems(input: unknown): { field: string; message: string }[] {
  try {
    parseRetentionTable(input);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** What lies between the page's mechanisms markers. */
function section(page: string): string {
  const text = readFileSync(page, "utf8");
  const start = text.indexOf("-->", text.indexOf("<!-- mechanisms:start")) + 3;
  return text.slice(start, text.indexOf("<!-- mechanisms:end -->")).trim();
}

describe("the mechanisms' registrations", () => {
  it("each registers its name, its facts, its own fields, the shared ones it refuses, its needs and its docs", () => {
    const registered = mechanisms.map((mechanism) => ({
      name: mechanism.name,
      facts: mechanism.facts,
      own: Object.keys(mechanism.fields),
      refuses: sharedFields.filter((field) => !mechanism.takes.includes(field)),
      needs: Object.keys(mechanism.needs ?? {}),
      documented: Object.keys(mechanism.doc.fields),
    }));

    expect(registered).toEqual([
      {
        name: "delete",
        facts: { verb: "delete", past: "deleted", counts: "deleted", onTime: "oldest-row" },
        own: [],
        refuses: [],
        needs: [],
        documented: [],
      },
      {
        name: "redact",
        facts: { verb: "redact", past: "redacted", counts: "redacted", onTime: "oldest-row" },
        own: ["columns"],
        refuses: [
          "keep",
          "alsoDelete",
          "orphans",
          "archive",
          "selfReference",
          "cascades",
          "deleteFirst",
          "publish",
        ],
        needs: ["columns"],
        documented: ["columns"],
      },
      {
        name: "drop-partitions",
        facts: {
          verb: "delete",
          past: "deleted",
          counts: "deleted",
          onTime: "overdue-partition",
          oneClockColumn: true,
        },
        own: ["keepTable"],
        refuses: [
          "key",
          "clockUnit",
          "clockTimeZone",
          "tenant",
          "where",
          "keep",
          "alsoDelete",
          "orphans",
          "vacuumAfter",
          "status",
          "selfReference",
          "cascades",
          "deleteFirst",
          "hold",
        ],
        needs: [],
        documented: ["keepTable"],
      },
      {
        name: "move-to-table",
        facts: { verb: "move", past: "moved", counts: "deleted", onTime: "oldest-row" },
        own: ["into"],
        refuses: ["alsoDelete", "archive", "selfReference", "deleteFirst", "publish"],
        needs: ["into"],
        documented: ["into"],
      },
    ]);
    for (const mechanism of mechanisms) expect(mechanism.doc.summary).not.toBe("");
  });

  it("no two mechanisms own a field of one name, nor one a shared field", () => {
    const owned = mechanisms.flatMap((mechanism) => Object.keys(mechanism.fields));
    expect(new Set(owned).size).toBe(owned.length);
    expect(owned.filter((field) => field in SHARED_FIELDS)).toEqual([]);
  });

  it("the engine has a mechanism for each the contract registers", () => {
    for (const { name } of mechanisms)
      expect(mechanismOf({ mechanism: name } as Policy).describe).toBeTypeOf("function");
  });

  it("a policy takes each shared field its mechanism takes", () => {
    for (const mechanism of mechanisms)
      for (const field of mechanism.takes)
        expect(problems(table(mechanism, { [field]: EXAMPLES[field] })), field).toEqual([]);
  });

  it("a field its mechanism does not take is refused, naming the field", () => {
    const refusals = mechanisms.flatMap((mechanism) => [
      ...sharedFields
        .filter((field) => !mechanism.takes.includes(field))
        .map((field) => ({
          mechanism,
          field,
          message: mechanism.declines?.[field]
            ? `does not apply to mechanism ${mechanism.name} yet: ${mechanism.declines[field]}`
            : `does not apply to mechanism ${mechanism.name}`,
        })),
      ...mechanisms
        .filter((other) => other !== mechanism)
        .flatMap((other) =>
          Object.keys(other.fields).map((field) => ({
            mechanism,
            field,
            message: `applies only to mechanism ${other.name}`,
          })),
        ),
    ]);
    // 27 shared fields refused (2 of them declined for now, with why), 9 others' own fields.
    expect(refusals.length).toBe(36);
    expect(refusals.filter((each) => each.message.includes(" yet: ")).length).toBe(2);
    for (const { mechanism, field, message } of refusals)
      expect(problems(table(mechanism, { [field]: EXAMPLES[field] }))).toContainEqual({
        field: `policies[0].${field}`,
        message,
      });
  });

  it("a field its mechanism needs is refused when left out, with the mechanism's reason", () => {
    expect(problems(table(mechanisms[1] as AnyMechanism, { columns: undefined }))).toEqual([
      {
        field: "policies[0].columns",
        message: 'must name the columns to redact, and with what (null, "hash" or {"value": ...})',
      },
    ]);
    expect(problems(table(mechanisms[3] as AnyMechanism, { into: undefined }))).toEqual([
      {
        field: "policies[0].into",
        message:
          'must name the archive table its rows go into ({"table": "schema.table"}), and one for each table its cascades reach',
      },
    ]);
  });

  it("docs/retention-table.md's mechanisms section is what npm run docs:mechanisms writes", () => {
    expect(section("docs/retention-table.md")).toBe(renderMechanisms());
  });
});

/** Every shipped source file and the bench, each with the files it imports (relative imports, resolved). */
function importGraph(): { file: string; text: string; imports: string[] }[] {
  const files = execFileSync("git", ["ls-files", "functions", "infra", "bench"], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.(ts|mjs)$/.test(file));
  return files.map((file) => {
    const text = readFileSync(file, "utf8");
    const imports = [...text.matchAll(/(?:from|import\()\s*"(\.[^"]+)"/g)].map((match) =>
      normalize(join(dirname(file), match[1] as string)).replace(/\.js$/, ".ts"),
    );
    return { file, text, imports };
  });
}

describe("a mechanism's footprint: its contract file, its engine folder, one registration each side", () => {
  const graph = importGraph();
  const registry = "functions/contract/mechanisms.ts";
  const engineRegistry = "functions/engine/mechanisms/index.ts";

  for (const mechanism of mechanisms) {
    const contractFile = `functions/contract/mechanisms/${mechanism.name}.ts`;
    const engineFolder = `functions/engine/mechanisms/${mechanism.name}/`;
    const ownPlaces = (file: string) => file === contractFile || file.startsWith(engineFolder);

    it(`${mechanism.name}: its contract half is imported by the registry and its own folder only`, () => {
      expect(existsSync(contractFile) && existsSync(`${engineFolder}index.ts`)).toBe(true);
      const importers = graph
        .filter(({ imports }) => imports.includes(contractFile))
        .map(({ file }) => file)
        .filter((file) => !ownPlaces(file));
      expect(importers).toEqual([registry]);
    });

    it(`${mechanism.name}: its engine folder is imported from nowhere outside the mechanisms`, () => {
      const importers = graph
        .filter(({ imports }) => imports.some((path) => path.startsWith(engineFolder)))
        .map(({ file }) => file)
        .filter((file) => !file.startsWith("functions/engine/mechanisms/"));
      expect(importers).toEqual([]);
    });

    it(`${mechanism.name}: its own fields are read in its two places only`, () => {
      const readers = Object.keys(mechanism.fields).flatMap((field) =>
        graph
          .filter(
            ({ file, text }) =>
              !ownPlaces(file) && new RegExp(`policy\\??\\.${field}\\b`).test(text),
          )
          .map(({ file }) => `${file}: ${field}`),
      );
      expect(readers).toEqual([]);
    });

    it(`${mechanism.name}: one registration line on each side`, () => {
      const [contractName] = /export const (\w+) = defineMechanism/
        .exec(readFileSync(contractFile, "utf8"))
        ?.slice(1) ?? [""];
      const text = readFileSync(registry, "utf8");
      const list = text.slice(text.indexOf("export const MECHANISMS"), text.indexOf("] as const"));
      expect(list.match(new RegExp(`\\b${contractName}\\b`, "g"))).toHaveLength(1);
      const entries = readFileSync(engineRegistry, "utf8")
        .split("\n")
        .filter((line) => new RegExp(`^  "?${mechanism.name}"?: \\w+,$`).test(line));
      expect(entries).toHaveLength(1);
    });
  }
});
