// The docs' examples run (issue 51): every JSON block of the README and docs/ is a retention table
// (or one policy of one), an erasure table, a Lambda event or an output, and is checked as such:
// a table validated against the JSON Schema and the parser, then planned by the real command line
// against a database holding the tables it names (the block says which: `schema=forum,keycloak`);
// a hold event (docs/holds.md) parsed as the Lambda parses it; an output (`output=cli-run`, `at=detail` for a part of it) validated against its schema as the
// package ships it; every command line shown is parsed by the real command line (flags known,
// values valid, the command's own rules). A block that cannot run says so (`not-runnable="why"`), and is counted.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import { checkCommandLine, type Io, main } from "../../functions/cli/main.js";
import { parseErasureTable } from "../../functions/contract/erasure-table.js";
import { parseEvent } from "../../functions/contract/events.js";
import { holdEvent, isHoldEvent, parseHold } from "../../functions/contract/holds.js";
import { retentionTableJsonSchema } from "../../functions/contract/json-schema.js";
import { OUTPUT_VERSION, type OutputName } from "../../functions/contract/output-versions.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { createTestDatabase } from "../helpers/db.js";
import { type DocBlock, docBlocks, docCommands, wordOf } from "../helpers/docs.js";
import { DOC_SCHEMAS } from "./schemas.js";

type Kind =
  | "retention table"
  | "policy"
  | "erasure table"
  | "event"
  | "output"
  | "not runnable"
  | "unknown";

/**
 * A block's JSON values: the block as one; or a list of them (policies shown one after the other,
 * separated by commas); or one a line (events shown line by line).
 */
function jsonOf(block: DocBlock): unknown[] {
  for (const text of [block.text, `[${block.text}]`]) {
    try {
      const value = JSON.parse(text) as unknown;
      return text === block.text ? [value] : (value as unknown[]);
    } catch {}
  }
  return block.text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as unknown);
}

function kindOf(block: DocBlock): Kind {
  if (wordOf(block, "not-runnable") !== undefined) return "not runnable";
  if (wordOf(block, "output") !== undefined) return "output";
  const [value] = jsonOf(block) as Record<string, unknown>[];
  if (value && "policies" in value) return "retention table";
  if (value && "subject" in value) return "erasure table";
  if (value && "kind" in value) return "event";
  if (value && "table" in value && "owner" in value) return "policy";
  return "unknown";
}

const json = docBlocks().filter((block) => block.lang === "json");
const where = (block: DocBlock) => `${block.page}:${block.line}`;
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(
  retentionTableJsonSchema(),
);

/** The command line in-process, as a user runs it: its exit code and what it printed. */
async function cli(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const io: Io = { out: (text) => out.push(text), err: (text) => out.push(text), env };
  const code = await main(args, io);
  return { code, output: out.join("\n") };
}

/** A database holding the block's schemas, the block's JSON written to a file beside it. */
async function prepared(block: DocBlock, value: unknown) {
  const names = wordOf(block, "schema")?.split(",") ?? [];
  for (const name of names)
    expect(DOC_SCHEMAS, `${where(block)}: schema ${name}`).toHaveProperty(name);
  const db = await createTestDatabase();
  for (const name of names) await db.pool.query(DOC_SCHEMAS[name] as string);
  const file = join(mkdtempSync(join(tmpdir(), "docs-example-")), "example.json");
  writeFileSync(file, JSON.stringify(value));
  return { db, file };
}

/** An output as the docs show it, against its schema as the package ships it. */
function checkOutput(block: DocBlock, values: unknown[]): void {
  const name = wordOf(block, "output") as OutputName;
  const at = wordOf(block, "at");
  const file = `schemas/${name}.v${OUTPUT_VERSION[name]}.json`;
  const check = new Ajv2020({ strict: false, allErrors: true }).compile(
    JSON.parse(readFileSync(file, "utf8")),
  );
  for (const value of values) {
    const shown = at ? (value as Record<string, unknown>)[at] : value;
    expect(check(shown), `${where(block)} against ${file}: ${JSON.stringify(check.errors)}`).toBe(
      true,
    );
  }
}

async function checkErasureTable(block: DocBlock, value: unknown): Promise<void> {
  parseErasureTable(value, where(block));
  const { db, file } = await prepared(block, value);
  const args = ["erase", "--erasure-table", file, "--plan", "--database-url", db.url];
  const { code, output } = await cli(args, { REDACTION_KEY: "docs-example-key-0123456789" });
  await db.drop();
  expect(code, output).toBe(0);
}

async function checkRetentionTable(block: DocBlock, table: unknown): Promise<void> {
  expect(validate(table), JSON.stringify(validate.errors)).toBe(true);
  parseRetentionTable(table);
  const { db, file } = await prepared(block, table);
  const { code, output } = await cli(["plan", "--config", file, "--database-url", db.url], {
    // The stores' checks reach no AWS from here: each says it could not read, and plan goes on.
    AWS_ENDPOINT_URL: "http://127.0.0.1:9",
    AWS_REGION: "eu-west-1",
    AWS_ACCESS_KEY_ID: "docs",
    AWS_SECRET_ACCESS_KEY: "docs",
  });
  await db.drop();
  expect(code, output).toBe(0);
}

describe("the docs' JSON examples", () => {
  const counts = new Map<Kind, number>();
  afterAll(() => {
    console.log(
      `docs' JSON examples: ${json.length} blocks; ${[...counts].map(([kind, n]) => `${n} ${kind}`).join(", ")}`,
    );
  });

  it.each(json.map((block) => [where(block), block] as const))(
    "%s",
    async (_where, block) => {
      const kind = kindOf(block);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      const values = kind === "not runnable" ? [] : jsonOf(block);
      if (kind === "not runnable")
        // Marked by name, with the reason a reader sees.
        expect(wordOf(block, "not-runnable")?.length).toBeGreaterThan(10);
      else if (kind === "unknown")
        expect.fail(`${where(block)}: mark it not-runnable="why", or make it one of the kinds`);
      else if (kind === "output") checkOutput(block, values);
      else if (kind === "event")
        for (const value of values)
          isHoldEvent(value) ? parseHold(holdEvent, value, "event") : parseEvent(value);
      else if (kind === "erasure table") await checkErasureTable(block, values[0]);
      else await checkRetentionTable(block, kind === "policy" ? { policies: values } : values[0]);
    },
    60_000,
  );
});

describe("the docs' command lines", () => {
  const commands = docCommands();
  const io: Io = { out: () => {}, err: () => {}, env: {} };
  afterAll(() => {
    console.log(`docs' command lines: ${commands.length} parsed by the command line`);
  });

  it("there are some", () => {
    expect(commands.length).toBeGreaterThan(40);
  });

  it.each(
    commands.map(
      (command) => [`${command.page}:${command.line} ${command.text}`, command] as const,
    ),
  )("%s", async (_where, command) => {
    // A command named alone (`retention-job erase`) is checked as its --help.
    const argv = command.argv.length === 1 ? [...command.argv, "--help"] : command.argv;
    await checkCommandLine(argv, io);
  });
});
