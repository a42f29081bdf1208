// `retention-job plan`: what a run would do, per policy, with the SQL and what EXPLAIN says of it.
import { stamp } from "../../contract/output-versions.js";
import { selectPolicies } from "../../contract/retention-table.js";
import { RUN_SETTINGS, readSettings } from "../../contract/settings.js";
import { planPolicies } from "../../engine/index.js";
import {
  databaseOptions,
  databaseUrl,
  list,
  parseOptions,
  settingFlags,
  tableFrom,
} from "../args.js";
import { storeFindings } from "../aws/stores.js";
import { withDatabaseClient } from "../database.js";
import { EXIT, type Io } from "../io.js";

/** The run's CHANGE_STREAM, which plan shows per policy (a policy's own word first). */
const STREAM_SETTING = { changeStream: RUN_SETTINGS.changeStream };

export async function planCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, {
    ...databaseOptions,
    ...settingFlags(STREAM_SETTING),
    json: { type: "boolean" },
  });
  if (values.help) return "help";
  const { changeStream } = readSettings(
    STREAM_SETTING,
    "flag",
    values as Record<string, string | undefined>,
  );
  const table = await tableFrom(values);
  const policies = selectPolicies(table, list(values.policies), "--policies");
  return withDatabaseClient(databaseUrl(values, io), async (client) => {
    const plans = await planPolicies(client, policies, { changeStream });
    const stores = await storeFindings(
      table.stores,
      io.env.AWS_REGION ?? io.env.AWS_DEFAULT_REGION,
    );
    if (values.json) {
      io.out(JSON.stringify({ ...stamp("cli-plan"), policies: plans, stores }));
      return EXIT.ok;
    }
    io.out(`run order: ${plans.map((plan) => plan.name).join(", ")}`);
    for (const plan of plans) {
      io.out(
        `== ${plan.name} (${plan.table}): ${plan.strategy} strategy, cutoff ${plan.cutoff}, change stream ${plan.changeStream}`,
      );
      io.out(
        `runs ${plan.order} of ${plans.length}; key: ${plan.key ? `(${plan.key.join(", ")})` : "none (the keyset strategy needs none)"}`,
      );
      for (const reference of plan.references) {
        io.out(
          `reference ${reference.constraint}: ${reference.from}, ON DELETE ${reference.action.toUpperCase().replace("-", " ")} (${reference.effect}${reference.throughCascade ? ", through a cascade" : ""})` +
            `${reference.governedBy.length > 0 ? `, governed by ${reference.governedBy.join(", ")}` : ", not governed"}${reference.indexed ? "" : ", NO INDEX"}`,
        );
      }
      for (const note of plan.notes) io.out(`note: ${note}`);
      for (const [index, warning] of plan.warnings.entries())
        io.out(`WARNING [${plan.warningCodes[index]}]: ${warning}`);
      for (const statement of plan.statements) {
        io.out(`-- ${statement.label}\n${statement.sql}\n-- EXPLAIN\n${statement.explain}\n`);
      }
    }
    for (const finding of stores) {
      const verdict =
        finding.verdict === "mismatch" || finding.verdict === "unreadable"
          ? `MISMATCH (${finding.status})`
          : finding.verdict.replace("-", " ");
      io.out(`== store ${finding.name} (${finding.kind}): ${verdict}: ${finding.detail}`);
    }
    return EXIT.ok;
  });
}
