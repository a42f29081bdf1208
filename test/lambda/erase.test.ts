// The function takes `kind: "erase"` events: Keycloak users erased by its erasure table
// (ERASURE_TABLE), each with its receipt; the dry run changing nothing; a bad event or a missing
// erasure table refused by name with nothing erased; the log naming subjects by keyed hash only.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { createLogger } from "../../functions/engine/index.js";
import { createHandler } from "../../functions/lambda/create-handler.js";
import type { ErasureResult } from "../../functions/lambda/erase.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { addKeycloakUsers, ERASURE_KEY } from "../helpers/erasure.js";
import { fakeContext, handlerEnv } from "../helpers/lambda.js";
import { keycloakUsersSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
const erasure = {
  name: "keycloak-user",
  subject: { table: "keycloak.user_entity" },
  owner: "Identity",
};
const lines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(keycloakUsersSchemaSql);
  await addKeycloakUsers(db.pool, ["u-1", "u-2", "u-3"]);
});
afterAll(async () => {
  await db.drop();
});

const handler = () =>
  createHandler(
    handlerEnv(db.url, { ERASURE_TABLE: JSON.stringify(erasure), REDACTION_KEY: ERASURE_KEY }),
    {
      logger: createLogger({ destination: { write: (line: string) => lines.push(line) } }),
    },
  );
const users = async () =>
  (await db.pool.query("SELECT id FROM keycloak.user_entity ORDER BY id")).rows.map(
    (row) => row.id,
  );

describe("kind: erase", () => {
  it("erases each subject with its receipt; a dry run first changes nothing", async () => {
    const dry = (await handler()(
      { kind: "erase", subjects: ["u-1"], dryRun: true },
      fakeContext(60_000),
    )) as ErasureResult;
    expect(dry.subjects[0]).toMatchObject({ outcome: "erased", dryRun: true });
    expect(await users()).toEqual(["u-1", "u-2", "u-3"]);
    const result = (await handler()(
      { kind: "erase", subjects: ["u-1", "u-2"] },
      fakeContext(60_000),
    )) as ErasureResult;
    expect(result.subjects.map((each) => each.outcome)).toEqual(["erased", "erased"]);
    expect(
      result.subjects[0]?.tables.find((each) => each.table === "keycloak.credential")?.deleted,
    ).toBe(1);
    expect(await users()).toEqual(["u-3"]);
    const { rows } = await db.pool.query(
      "SELECT body FROM retention_job.evidence WHERE policy = 'erasure:keycloak-user' ORDER BY seq",
    );
    expect(rows.map((row) => JSON.parse(row.body).subjectHash)).toEqual(
      ["u-1", "u-2"].map((id) =>
        createHmac("sha256", ERASURE_KEY).update(`keycloak.user_entity:${id}`).digest("hex"),
      ),
    );
    expect(lines.join("\n")).toContain('"event":"erasure"');
    expect(lines.join("\n")).not.toContain("u-1");
  });

  it("refuses a bad event, or no erasure table, by name: nothing erased", async () => {
    await expect(handler()({ kind: "erase", subjects: [] }, fakeContext(60_000))).rejects.toThrow(
      /event\.subjects: must name at least one subject/,
    );
    const bare = createHandler(handlerEnv(db.url));
    await expect(
      bare({ kind: "erase", subjects: ["u-3"] }, fakeContext(60_000)),
    ).rejects.toBeInstanceOf(ConfigError);
    expect(() =>
      createHandler(handlerEnv(db.url, { ERASURE_TABLE: JSON.stringify(erasure) })),
    ).toThrow(/REDACTION_KEY_SECRET_ARN/);
    expect(() =>
      createHandler(handlerEnv(db.url, { ERASURE_TABLE: "{}", REDACTION_KEY: ERASURE_KEY })),
    ).toThrow(/ERASURE_TABLE\.subject/);
    expect(await users()).toEqual(["u-3"]);
  });
});
