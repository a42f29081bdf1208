// `retention-job provision-role`: the maintenance role's SQL for a retention table, printed or
// applied.
import { ConfigError } from "../../contract/errors.js";
import { RUN_SETTINGS, readSettings } from "../../contract/settings.js";
import { applyMaintenanceRole, planMaintenanceRole } from "../../engine/index.js";
import { databaseOptions, databaseUrl, parseOptions, policiesFrom, settingFlags } from "../args.js";
import { withDatabaseClient } from "../database.js";
import { EXIT, type Io } from "../io.js";

const STREAM_SETTING = { changeStream: RUN_SETTINGS.changeStream };

export async function provisionRoleCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, {
    ...databaseOptions,
    ...settingFlags(STREAM_SETTING),
    role: { type: "string" },
    apply: { type: "boolean" },
  });
  if (values.help) return "help";
  // `--change-stream skip`: the grants skip needs, for policies that do not say otherwise.
  const { changeStream } = readSettings(
    STREAM_SETTING,
    "flag",
    values as Record<string, string | undefined>,
  );
  const role = values.role;
  if (!role) {
    throw new ConfigError(
      "--role",
      "name the maintenance role to create, e.g. --role retention_job",
    );
  }
  const policies = await policiesFrom(values);
  return withDatabaseClient(databaseUrl(values, io), async (client) => {
    const plan = await planMaintenanceRole(client, role, policies, { changeStream });
    io.out(
      [
        ...plan.notes.map((note) => `-- ${note}`),
        ...plan.statements.map((statement) => `${statement};`),
      ].join("\n"),
    );
    if (values.apply) {
      await applyMaintenanceRole(client, plan);
      io.err(`applied: role ${role} created`);
    }
    return EXIT.ok;
  });
}
