// `retention-job provision-role`: the maintenance role's SQL for a retention table, printed or
// applied.
import { ConfigError } from "../../contract/errors.js";
import { applyMaintenanceRole, planMaintenanceRole } from "../../engine/index.js";
import { databaseOptions, databaseUrl, parseOptions, policiesFrom } from "../args.js";
import { withDatabaseClient } from "../database.js";
import { EXIT, type Io } from "../io.js";

export async function provisionRoleCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, {
    ...databaseOptions,
    role: { type: "string" },
    apply: { type: "boolean" },
  });
  if (values.help) return "help";
  const role = values.role;
  if (!role) {
    throw new ConfigError(
      "--role",
      "name the maintenance role to create, e.g. --role retention_job",
    );
  }
  const policies = await policiesFrom(values);
  return withDatabaseClient(databaseUrl(values, io), async (client) => {
    const plan = await planMaintenanceRole(client, role, policies);
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
