// npm run docs:settings: renders the settings table (functions/contract/settings.ts) into
// docs/lambda.md between its markers; test/contract/settings.test.ts keeps it current.
import { SETTINGS, type Setting } from "../functions/contract/settings.js";
import { writeDocsSection } from "./readme.js";

const code = (text: string | undefined) => (text === undefined ? "" : `\`${text}\``);

function row(setting: Setting<unknown>): string {
  const range = setting.range ? `${setting.range.min}..${setting.range.max}` : "";
  const cells = [
    setting.env === undefined ? "(`run` only)" : code(setting.env),
    code(setting.flag),
    code(setting.prop),
    setting.default.startsWith("(") ? setting.default : code(setting.default),
    range,
    setting.doc,
  ];
  return `| ${cells.join(" | ")} |`;
}

/** The table of every setting, one row each, in the table's order. */
export function renderSettings(): string {
  return [
    "| variable | `run` flag | construct prop | default | range | meaning |",
    "|---|---|---|---|---|---|",
    ...Object.values(SETTINGS).map(row),
  ].join("\n");
}

if (process.argv[1]?.endsWith("settings-docs.ts")) {
  await writeDocsSection("settings", renderSettings());
}
