// Fuzzing at the edges, a few hundred cases per run (npm run fuzz runs ten thousand): every input
// ends in a result or a ConfigError naming a field, and a refused one deletes nothing.
import fc from "fast-check";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import * as property from "./properties.js";

/** Cases per edge in npm test: 5 edges, at least 500 cases in all. */
const RUNS = 130;
let db: property.FuzzDatabase;

beforeAll(async () => {
  db = await property.fuzzDatabase(inject("adminUrl"), `fuzz_${process.pid}`);
});
afterAll(async () => {
  await db.drop();
});

describe("whatever comes in ends in a result or a ConfigError that names a field", () => {
  it("retention tables (parsed, then run against the database)", async () => {
    await fc.assert(property.retentionTables(db), { numRuns: RUNS });
  });

  it("events (parsed, and the refused ones handed to the real handler)", async () => {
    await fc.assert(property.events(db), { numRuns: RUNS });
  });

  it("the function's environment", async () => {
    await fc.assert(property.settings(), { numRuns: RUNS });
  });

  it("command lines (run, plan, provision-role)", async () => {
    await fc.assert(property.commandLines(db), { numRuns: RUNS });
  });

  it("erasure tables and subjects' keys (parsed, then erased on the database)", async () => {
    await fc.assert(property.erasures(db), { numRuns: RUNS });
  });
});
