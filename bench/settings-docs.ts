// npm run docs:settings: writes what is derived from the settings table (functions/contract/
// settings.ts): the construct's setting props (infra/setting-props.ts, with each doc line and
// default) and docs/settings.md's tables; test/contract/settings-doors.test.ts keeps both current.
import { readFile, writeFile } from "node:fs/promises";
import { SETTINGS, type Setting, type SettingGroup } from "../functions/contract/settings.js";

const code = (text: string | undefined) => (text === undefined ? "" : `\`${text}\``);
const settings = Object.values(SETTINGS) as Setting<unknown>[];

/** A setting's prop as the construct declares it, its doc comment first. */
function propLines(setting: Setting<unknown>): string[] {
  const doors = [
    setting.env && `\`${setting.env}\``,
    setting.context && `context \`${setting.context}\``,
  ].filter(Boolean);
  const range =
    setting.range && setting.propType?.startsWith("number")
      ? ` From ${setting.range.min} to ${setting.range.max}.`
      : "";
  const lines = [
    "  /**",
    `   * ${setting.doc}.${range}`,
    ...(doors.length > 0 ? [`   * As ${doors.join(", ")} (docs/settings.md).`] : []),
    ...(setting.deprecated ? [`   * @deprecated use ${setting.deprecated}`] : []),
    `   * @default ${setting.default}`,
    "   */",
    `  readonly ${setting.prop}${setting.propRequired ? "" : "?"}: ${setting.propType};`,
  ];
  return lines;
}

/** infra/setting-props.ts: every prop of the table, typed and documented from it. */
export function renderSettingProps(): string {
  const props = settings.filter((setting) => setting.prop && setting.propType);
  return [
    "// The construct's props that give a setting of the table: generated from",
    "// functions/contract/settings.ts by `npm run docs:settings`; edit the table, not this file.",
    'import type { Duration } from "aws-cdk-lib";',
    'import type * as ec2 from "aws-cdk-lib/aws-ec2";',
    'import type * as events from "aws-cdk-lib/aws-events";',
    'import type * as kms from "aws-cdk-lib/aws-kms";',
    'import type * as logs from "aws-cdk-lib/aws-logs";',
    'import type * as s3 from "aws-cdk-lib/aws-s3";',
    'import type * as scheduler from "aws-cdk-lib/aws-scheduler";',
    'import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";',
    'import type { RetentionTableInput } from "../functions/contract/retention-table.js";',
    "",
    "/** The settings a RetentionJob takes as props; each is read and checked as at its other doors. */",
    "export interface SettingProps {",
    ...props.flatMap(propLines),
    "}",
    "",
  ].join("\n");
}

const GROUPS: Record<SettingGroup, string> = {
  run: "A run's settings: every door",
  function: "The function's settings",
  connection: "Connection, secrets and tables",
  deploy: "The deployment's settings: the construct and the bundled app",
};

function row(setting: Setting<unknown>): string {
  const range = setting.range ? `${setting.range.min}..${setting.range.max}` : "";
  const flag = setting.flag && `${setting.flag}${setting.flagFile ? " FILE" : ""}`;
  const env =
    setting.env && `${code(setting.env)}${setting.cliEnv ? " (the command line too)" : ""}`;
  const cells = [
    env ?? "",
    code(flag),
    code(setting.prop),
    code(setting.context),
    setting.default.startsWith("(") ? setting.default : code(setting.default),
    range,
    `${setting.deprecated ? `(deprecated: use \`${setting.deprecated}\`) ` : ""}${setting.doc}`,
  ];
  return `| ${cells.join(" | ")} |`;
}

/** docs/settings.md's tables: one per group, every setting once, with its name at every door. */
export function renderSettings(): string {
  const doors = ["env", "flag", "prop", "context"] as const;
  // The command line's door is its flag or, for a secret, the environment it reads (cliEnv), as
  // settings-doors.test.ts walks it.
  const count = (door: (typeof doors)[number]) =>
    settings.filter(
      (setting) => setting[door] !== undefined || (door === "flag" && setting.cliEnv === true),
    ).length;
  const sections = (Object.keys(GROUPS) as SettingGroup[]).map((group) =>
    [
      `### ${GROUPS[group]}`,
      "",
      "| variable | flag | construct prop | `cdk.json` context | default | range | meaning |",
      "|---|---|---|---|---|---|---|",
      ...settings.filter((setting) => setting.group === group).map(row),
    ].join("\n"),
  );
  return [
    `${settings.length} settings; ${count("env")} read from the function's environment, ${count("flag")} from the command line (its flags, or the environment it reads), ${count("prop")} from the construct's props, ${count("context")} from the bundled app's context (${doors.reduce((sum, door) => sum + count(door), 0)} doors in all, each walked by test/contract/settings-doors.test.ts).`,
    "",
    ...sections.flatMap((section) => [section, ""]),
  ]
    .join("\n")
    .trimEnd();
}

/** Replaces what lies between `<!-- settings:start ... -->` and `<!-- settings:end -->`. */
async function writeSection(page: string, text: string): Promise<void> {
  const content = await readFile(page, "utf8");
  const start = content.indexOf("-->", content.indexOf("<!-- settings:start")) + 3;
  const end = content.indexOf("<!-- settings:end -->");
  await writeFile(page, `${content.slice(0, start)}\n${text}\n${content.slice(end)}`);
}

if (process.argv[1]?.endsWith("settings-docs.ts")) {
  await writeFile("infra/setting-props.ts", renderSettingProps());
  await writeSection("docs/settings.md", renderSettings());
  process.stderr.write("infra/setting-props.ts and docs/settings.md written\n");
}
