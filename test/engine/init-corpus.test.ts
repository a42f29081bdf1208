// init on the tuned half of the corpus of real applications (test/init-corpus): each schema
// built as its application builds it; the draft passes the parser, never says "no clock" of a
// table with a timestamp or date column, and the half's precision and recall stay at least where
// they were measured (docs/init.md). The held-out half is measured by npm run bench:init-corpus
// only, so that no test is ever written against it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { draftRetentionTable } from "../../functions/engine/init/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { tuned } from "../init-corpus/apps.js";
import { type AppMeasure, loadApp, measureApp, overall } from "../init-corpus/measure.js";

let db: TestDatabase;
const measures = new Map<string, AppMeasure>();

/** A floor under the tuned half's figures: what was measured when the heuristics last changed. */
const MEASURED = { precision: 0.69, recall: 0.73 };

beforeAll(async () => {
  db = await createTestDatabase();
  const client = await db.pool.connect();
  try {
    for (const app of tuned) await loadApp(client, app);
  } finally {
    client.release();
  }
}, 240_000);
afterAll(async () => {
  await db.drop();
});

describe("init on the corpus's tuned half", () => {
  it.each(tuned.map((app) => [app.name, app] as const))(
    "%s: a draft that parses, and no 'no clock' said of a table with a clock",
    async (_name, app) => {
      const client = await db.pool.connect();
      try {
        const measure = await measureApp(client, app);
        measures.set(app.name, measure);
        expect(measure.falseNoClock).toEqual([]);
        const draft = await draftRetentionTable(client, { schemas: app.schemas, retention: "30d" });
        expect(parseRetentionTable({ policies: draft.policies }).policies).toHaveLength(
          draft.policies.length,
        );
      } finally {
        client.release();
      }
    },
    60_000,
  );

  it("the half's precision and recall are no lower than measured (docs/init.md)", () => {
    expect(measures.size).toBe(tuned.length);
    const all = overall([...measures.values()]);
    expect(all.precision).toBeGreaterThanOrEqual(MEASURED.precision - 0.005);
    expect(all.recall).toBeGreaterThanOrEqual(MEASURED.recall - 0.005);
  });
});
