// The outputs are an interface: each output's schema file is what the contract declares (npm run
// schemas), its `$id` carries its version, a version keeps every promise it made (a breaking
// change needs a new version, and says so in CHANGELOG.md, whose newest release is package.json's
// version), the code writes no log event the schema lacks, and docs/outputs.md says what is checked.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CHECKED_IN,
  EVENTS_WALKED,
  PROMISES_DIR,
  promisesFile,
  promisesKept,
  promisesNow,
  renderOutputs,
  SCHEMA_DIR,
  schemaTexts,
} from "../../bench/output-schemas.js";
import { OUTPUT_VERSION, type OutputName } from "../../functions/contract/output-versions.js";
import {
  OUTPUTS,
  outputJsonSchema,
  schemaFile,
  schemaId,
} from "../../functions/contract/outputs/index.js";
import { EVENTS } from "../../functions/contract/outputs/log-lines.js";
import { brokenPromises, promisesOf } from "../../functions/contract/outputs/promises.js";

const names = Object.keys(OUTPUT_VERSION) as OutputName[];
const declared = (name: OutputName) =>
  outputJsonSchema(OUTPUTS.find((each) => each.name === name) as (typeof OUTPUTS)[number]);
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  version: string;
  files: string[];
  exports: Record<string, unknown>;
};
const changelog = readFileSync("CHANGELOG.md", "utf8");

/** Every .ts file under a folder. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => `${folder}/${file}`);
}

describe("the output schemas", () => {
  it("every output is declared once, with a version, and its committed file is what the contract generates (npm run schemas)", () => {
    expect(OUTPUTS.map((each) => each.name).sort()).toEqual([...names].sort());
    const texts = schemaTexts();
    for (const [file, text] of texts) {
      expect(readFileSync(`${SCHEMA_DIR}/${file}`, "utf8"), `${file}: run npm run schemas`).toBe(
        text,
      );
    }
    const committed = readdirSync(SCHEMA_DIR).filter((file) => file.endsWith(".json"));
    expect(committed.sort()).toEqual([...texts.keys()].sort());
  });

  it("each schema's $id and title carry its version, and the package ships and exports them", () => {
    for (const name of names) {
      const schema = declared(name);
      expect(schemaFile(name)).toBe(`${name}.v${OUTPUT_VERSION[name]}.json`);
      expect(schema.$id).toBe(`retention-job/schemas/${name}.v${OUTPUT_VERSION[name]}.json`);
      expect(schema.$id).toBe(schemaId(name));
      expect(schema.title).toContain(`version ${OUTPUT_VERSION[name]}`);
    }
    expect(packageJson.files).toContain("schemas/*.json");
    expect(packageJson.exports["./schemas/*"]).toBe("./schemas/*");
  });

  it("each version keeps every promise it made, and its promises are recorded (npm run schemas)", () => {
    for (const name of names) {
      const kept = promisesKept(name);
      expect(kept.length, `${promisesFile(name)}: run npm run schemas`).toBeGreaterThan(0);
      const broken = brokenPromises(kept, promisesNow(name));
      expect(
        broken,
        `${schemaFile(name)} breaks promises of version ${OUTPUT_VERSION[name]}: bump its version in functions/contract/output-versions.ts (a breaking change: CHANGELOG.md and package.json's version too)`,
      ).toEqual([]);
      expect(promisesNow(name), `${promisesFile(name)}: run npm run schemas`).toEqual(kept);
    }
    const files = readdirSync(PROMISES_DIR);
    for (const name of names) expect(files).toContain(promisesFile(name).split("/").pop());
  });

  it("a breaking change under the same version is caught; an addition is not", () => {
    const lambda = declared("lambda-result");
    const kept = promisesOf(lambda);
    const text = JSON.stringify(lambda);
    const changed = (from: string, to: string) => promisesOf(JSON.parse(text.replace(from, to)));
    // The rename of 916acc4 (buckets -> stores), had it been made under a version:
    expect(brokenPromises(kept, changed('"stores":', '"findings":'))).toEqual(
      expect.arrayContaining(["[segment]/stores: type array"]),
    );
    // A field's type changed, a status no longer written, a field made optional:
    expect(
      brokenPromises(kept, changed('"segment":{"type":"number"}', '"segment":{"type":"string"}')),
    ).toContain("[segment]/segment: type number");
    expect(brokenPromises(kept, changed('"chain-finished",', ""))).toContain(
      '[segment]/status: may be "chain-finished"',
    );
    expect(
      brokenPromises(
        kept,
        changed('"required":["schemaVersion","status"]', '"required":["schemaVersion"]'),
      ),
    ).toEqual(["[segment]/status: always there"]);
    // A field added (optional or not) and a value added keep every promise.
    const added = JSON.parse(text) as { anyOf: { properties: Record<string, unknown> }[] };
    (added.anyOf[0] as { properties: Record<string, unknown> }).properties.addedField = {
      type: "string",
    };
    expect(brokenPromises(kept, promisesOf(added))).toEqual([]);
    expect(brokenPromises(kept, changed('"duplicate",', '"duplicate","waiting",'))).toEqual([]);
    // A log event renamed (store-checked was lifecycle-checked): its filter would match nothing.
    const lines = promisesOf(declared("log-line"));
    const renamed = promisesOf(
      JSON.parse(
        JSON.stringify(declared("log-line")).replaceAll("lifecycle-checked", "bucket-checked"),
      ),
    );
    expect(brokenPromises(lines, renamed)).toContain(
      '[event=lifecycle-checked]/event: is "lifecycle-checked"',
    );
  });

  it("the code writes no log event the schema lacks, and the schema names none the code does not write", () => {
    const written = new Set<string>();
    for (const file of sourcesUnder("functions")) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bevent: "([a-z-]+)"/g))
        written.add(match[1] as string);
    }
    expect([...written].sort()).toEqual(Object.keys(EVENTS).sort());
    expect(Object.keys(EVENTS_WALKED).sort()).toEqual(Object.keys(EVENTS).sort());
  });

  it("the tests that check real outputs exist and check them (docs/outputs.md's counts)", () => {
    for (const name of names) {
      expect(CHECKED_IN[name].length, name).toBeGreaterThan(0);
      // expectOutput (test/helpers/outputs.ts), or a command's jsonOf in test/cli/outputs.test.ts
      // (which calls it); log lines one by one with expectLogLines.
      const call =
        name === "log-line"
          ? /expectLogLines\(/
          : new RegExp(`(expectOutput|jsonOf)\\(\\s*"${name}"`);
      for (const file of CHECKED_IN[name]) {
        expect(readFileSync(file, "utf8"), `${file} checks ${name}`).toMatch(call);
      }
    }
    // Each file named for log events asserts that its runs wrote them (its last test).
    const walkers = new Set(
      Object.values(EVENTS_WALKED).flatMap((walked) => ("in" in walked ? [walked.in] : [])),
    );
    for (const file of walkers) expect(readFileSync(file, "utf8"), file).toContain("EVENTS_WALKED");
  });
});

describe("the changelog and the version", () => {
  const released = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)];

  it("CHANGELOG.md keeps a changelog (1.1.0): an Unreleased section, then releases newest first, the newest package.json's version", () => {
    expect(changelog).toMatch(/^# Changelog\n/);
    expect(changelog).toContain("https://keepachangelog.com/en/1.1.0/");
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelog.indexOf("## [Unreleased]")).toBeLessThan(changelog.indexOf(released[0]![0]));
    expect(released[0]?.[1]).toBe(packageJson.version);
    const versions = released.map((each) => (each[1] as string).split(".").map(Number));
    for (let index = 1; index < versions.length; index++) {
      const [newer, older] = [versions[index - 1]!, versions[index]!];
      expect(newer[0]! * 1e6 + newer[1]! * 1e3 + newer[2]!).toBeGreaterThan(
        older[0]! * 1e6 + older[1]! * 1e3 + older[2]!,
      );
    }
    for (const heading of changelog.matchAll(/^### (.+)$/gm)) {
      expect(["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]).toContain(
        heading[1],
      );
    }
  });

  it("every schema's current version is named in CHANGELOG.md (a new version is a release's news)", () => {
    for (const name of names) expect(changelog, schemaFile(name)).toContain(schemaFile(name));
  });

  it("the deprecated names are marked so in their schemas and in the changelog, with the version that removes them", () => {
    const lambda = JSON.stringify(declared("lambda-result"));
    expect(lambda).toMatch(/"buckets":\{"deprecated":true/);
    const lines = declared("log-line") as { oneOf: Record<string, unknown>[] };
    const legacy = lines.oneOf.find(
      (each) =>
        (each.properties as { event: { const: string } }).event.const === "lifecycle-checked",
    );
    expect(legacy?.deprecated).toBe(true);
    const section = changelog.slice(changelog.indexOf("### Deprecated"));
    const items = section.slice(0, section.indexOf("\n## ")).split("\n- ");
    for (const name of ["`buckets`", "`lifecycle-checked`"]) {
      expect(items.some((item) => item.includes(name) && item.includes("removed in 0.3.0"))).toBe(
        true,
      );
    }
  });
});

describe("docs/outputs.md", () => {
  it("lists every output, its schema file and version, and what is checked (npm run schemas)", () => {
    const page = readFileSync("docs/outputs.md", "utf8");
    const start = page.indexOf("-->", page.indexOf("<!-- outputs:start")) + 3;
    const end = page.indexOf("<!-- outputs:end -->");
    expect(page.slice(start, end).trim()).toBe(renderOutputs());
    for (const name of names) expect(page).toContain(`schemas/${schemaFile(name)}`);
    expect(readFileSync("README.md", "utf8")).toContain("[docs/outputs.md](docs/outputs.md)");
  });
});
