// The retention table's JSON Schema (what editors check a file against) never refuses what the
// parser accepts, and refuses what is wrong in shape, as the parser does; checked by an
// independent validator (Ajv, JSON Schema 2020-12) on the presets, on hand-picked refusals and on
// thousands of fuzzed tables.
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retentionTableJsonSchema } from "../../functions/contract/json-schema.js";
import { presetNames, presets } from "../../functions/contract/presets.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { retentionTable } from "../fuzz/arbitraries.js";

const validate = new Ajv2020({ strict: false, allErrors: true }).compile(
  retentionTableJsonSchema(),
);

const parses = (input: unknown) => {
  try {
    parseRetentionTable(input);
    return true;
  } catch {
    return false;
  }
};

const good = {
  $schema: "./retention-table.schema.json",
  policies: [
    {
      name: "sessions",
      table: "app.sessions",
      clock: "updated_at",
      retention: "30d",
      owner: "team",
    },
  ],
};

describe("the retention table's JSON Schema", () => {
  it("accepts every preset and a draft as init writes it", () => {
    for (const name of presetNames) {
      expect(validate(presets[name]), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    expect(validate(good)).toBe(true);
    expect(parses(good)).toBe(true);
  });

  const refusals: [string, unknown][] = [
    ["an unknown key", { policies: [{ ...good.policies[0], retain: "30d" }] }],
    ["a retention that is a number", { policies: [{ ...good.policies[0], retention: 30 }] }],
    ["an unknown mechanism", { policies: [{ ...good.policies[0], mechanism: "truncate" }] }],
    ["no policy", { policies: [] }],
    ["a name in capitals", { policies: [{ ...good.policies[0], name: "Sessions" }] }],
    ["no owner", { policies: [{ ...good.policies[0], owner: undefined }] }],
    [
      "a condition with two verbs",
      { policies: [{ ...good.policies[0], where: [{ column: "a", is: "null", equals: 1 }] }] },
    ],
    ["keep without its count", { policies: [{ ...good.policies[0], keep: { by: "created_at" } }] }],
    ["an unknown key at the top", { ...good, extra: true }],
    // A policy's fields as its mechanism takes them (a branch per mechanism).
    ["another mechanism's own field", { policies: [{ ...good.policies[0], keepTable: true }] }],
    [
      "a redaction without its columns",
      { policies: [{ ...good.policies[0], mechanism: "redact" }] },
    ],
    [
      "a shared field its mechanism does not take",
      { policies: [{ ...good.policies[0], mechanism: "drop-partitions", hold: "legal_hold" }] },
    ],
  ];
  it.each(refusals)("refuses %s, as the parser does", (_what, input) => {
    expect(parses(input)).toBe(false);
    expect(validate(JSON.parse(JSON.stringify(input)))).toBe(false);
  });

  it("never refuses what the parser accepts (3,000 fuzzed tables)", () => {
    let accepted = 0;
    fc.assert(
      fc.property(retentionTable, (input) => {
        const json = JSON.parse(JSON.stringify(input ?? null)) as unknown;
        if (!parses(json)) return;
        accepted++;
        expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    // The fuzzer makes valid tables too, or the property says nothing.
    expect(accepted).toBeGreaterThan(300);
  });
});
