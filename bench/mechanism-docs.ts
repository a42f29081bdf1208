// npm run docs:mechanisms: writes docs/retention-table.md's mechanisms section from what each
// mechanism registers (its file in functions/contract/mechanisms/: what it does, its own fields,
// the shared ones it takes); test/contract/mechanisms.test.ts keeps it current.
import { readFile, writeFile } from "node:fs/promises";
import {
  type AnyMechanism,
  DEFAULT_MECHANISM,
  MECHANISMS,
} from "../functions/contract/mechanisms.js";
import { SHARED_FIELDS, type SharedFieldName } from "../functions/contract/policy-fields.js";

const code = (text: string) => `\`${text}\``;
const mechanisms = MECHANISMS as readonly AnyMechanism[];
const sharedFields = Object.keys(SHARED_FIELDS) as SharedFieldName[];

function mechanismRow(mechanism: AnyMechanism): string {
  const own = Object.keys(mechanism.fields).map(
    (field) => `${code(field)}${field in (mechanism.needs ?? {}) ? " (required)" : ""}`,
  );
  const refused = sharedFields.filter((field) => !mechanism.takes.includes(field)).map(code);
  const cells = [
    `${code(mechanism.name)}${mechanism.name === DEFAULT_MECHANISM ? " (default)" : ""}`,
    mechanism.doc.summary,
    own.join(", ") || "none",
    refused.join(", ") || "none",
  ];
  return `| ${cells.join(" | ")} |`;
}

/** docs/retention-table.md's section: each mechanism in a row, then each mechanism's own fields. */
export function renderMechanisms(): string {
  const ownFields = mechanisms.flatMap((mechanism) =>
    Object.keys(mechanism.fields).map(
      (field) =>
        `| ${code(field)} | ${code(mechanism.name)} only: ${mechanism.doc.fields[field] as string} |`,
    ),
  );
  return [
    "| `mechanism` | what it does to the rows | its own fields | the shared fields it refuses |",
    "|---|---|---|---|",
    ...mechanisms.map(mechanismRow),
    "",
    "| field | meaning |",
    "|---|---|",
    ...ownFields,
  ].join("\n");
}

/** Replaces what lies between `<!-- mechanisms:start ... -->` and `<!-- mechanisms:end -->`. */
async function writeSection(page: string, text: string): Promise<void> {
  const content = await readFile(page, "utf8");
  const start = content.indexOf("-->", content.indexOf("<!-- mechanisms:start")) + 3;
  const end = content.indexOf("<!-- mechanisms:end -->");
  await writeFile(page, `${content.slice(0, start)}\n${text}\n${content.slice(end)}`);
}

if (process.argv[1]?.endsWith("mechanism-docs.ts")) {
  await writeSection("docs/retention-table.md", renderMechanisms());
  process.stderr.write("docs/retention-table.md's mechanisms section written\n");
}
