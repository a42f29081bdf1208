// The command line's entry: usage, dispatch to a command (loaded when it runs), exit codes.
import { durationHelp } from "../contract/duration.js";
import { ConfigError } from "../contract/errors.js";
import { presetNames } from "../contract/presets.js";
// The settings' pieces the usage needs, not the whole table (its parsers load the schema library).
import { flagUsage } from "../contract/settings/define.js";
import { RUN_SETTINGS } from "../contract/settings/run.js";
import { OperateError } from "./aws/errors.js";
import { EXIT, type Io, processIo } from "./io.js";

export { EXIT, type Io } from "./io.js";

const usage = `retention-job: turn a retention table into batched PostgreSQL deletions.

Usage:
  retention-job run   [--preset NAME | --config FILE] [--database-url URL]
                      [--dry-run [--predict] [--rehearsal-max-rows 2000000]]
${flagUsage(RUN_SETTINGS, "                      ")}
                      [--policies a,b] [--allow-large-deletion a,b] [--json] [--verbose]
  retention-job plan  [--preset NAME | --config FILE] [--database-url URL] [--policies a,b]
                      [--change-stream plain|mark|skip] [--json]
  retention-job demo  [--preset identity|identidad] [--scale 1]
  retention-job init  [--database-url URL] [--schemas a,b] [--out retention.json]
                      [--retention-default 90d] [--source DIR] [--accept schema.table,...]
  retention-job provision-role --role NAME [--preset NAME | --config FILE] [--database-url URL]
                               [--change-stream plain|mark|skip] [--apply]
  retention-job status [--stack-name S | --function-name F] [--namespace N] [--nights 14]
                       [--preset NAME | --config FILE] [--interval 24h] [--grace 48h] [--json]
                       [--database-url URL | --evidence-from s3://bucket/prefix]
  retention-job status --fleet NAME|ARN [--targets a,b] [--namespace N] [--nights 14]
                       [--preset NAME | --config FILE] [--interval 24h] [--grace 48h] [--json]
  retention-job invoke --catch-up [--stack-name S | --function-name F] [--dry-run] [--policies a,b]
                       [--allow-large-deletion a,b]
                       [--max-duration 2h] [--ignore-night-window | --within-night-window]
                       [--wait [--poll-interval 30s]] [--json]
  retention-job invoke --fleet NAME|ARN --target T [--night TIME] [--wait [--poll-interval 30s]] [--json]
  retention-job restore --manifest s3://BUCKET/KEY.manifest.json --into SCHEMA.TABLE
                        [--database-url URL] [--json]
  retention-job erase --erasure-table FILE (--subject KEY... | --from-file FILE) [--dry-run]
                      [--database-url URL] [--json]
  retention-job erase --erasure-table FILE --plan [--database-url URL] [--json]
  retention-job erase --erasure-table FILE --replay --since TIME|7d [--dry-run]
                      [--ledger-url URL | --suppression-file FILE | --suppression-from s3://BUCKET/PREFIX]
                      [--database-url URL] [--json]
  retention-job erase --erasure-table FILE --export-suppression FILE --since TIME|7d
  retention-job hold add --case ID --reason TEXT --by WHO --scope JSON [--review-by DATE]
                    [--preset NAME | --config FILE] [--erasure-table FILE] [--database-url URL] [--json]
  retention-job hold list [--all] [--database-url URL] [--json]
  retention-job hold release --case ID --by WHO [--database-url URL] [--json]
  retention-job evidence [--since 365d] [--format md|html|json] [--out FILE] [--interval 24h]
                         [--database-url URL | --from s3://BUCKET/PREFIX]
                         (--from a fleet's s3://BUCKET/fleet/NAME/nights/: its nights, md|json)
  retention-job verify-ledger [--database-url URL] [--against s3://BUCKET/PREFIX]
  retention-job help

The database URL also comes from DATABASE_URL; archives use the AWS credentials (and
AWS_ENDPOINT_URL_S3 for an S3-compatible server); erase keeps a subject's key only as a
keyed hash with REDACTION_KEY. Presets: ${presetNames.join(", ")} (default identity).
Durations: ${durationHelp}.
Exit codes: 0 success; 1 a partial or failed run; 2 bad input (nothing deleted).`;

type Command = (args: string[], io: Io) => Promise<number | "help">;

/** Each command is loaded when it runs: `--help` loads no database driver and no AWS client. */
const commands: Record<string, () => Promise<Command>> = {
  run: async () => (await import("./commands/run.js")).runCommand,
  plan: async () => (await import("./commands/plan.js")).planCommand,
  demo: async () => (await import("./commands/demo.js")).demoCommand,
  init: async () => (await import("./commands/init.js")).initCommand,
  "provision-role": async () => (await import("./commands/provision-role.js")).provisionRoleCommand,
  status: async () => (await import("./commands/status.js")).statusCommand,
  invoke: async () => (await import("./commands/invoke.js")).invokeCommand,
  restore: async () => (await import("./commands/restore.js")).restoreCommand,
  erase: async () => (await import("./commands/erase.js")).eraseCommand,
  hold: async () => (await import("./commands/hold.js")).holdCommand,
  evidence: async () => (await import("./commands/evidence.js")).evidenceCommand,
  "verify-ledger": async () => (await import("./commands/evidence.js")).verifyLedgerCommand,
};

/**
 * Checks a command line without running it: the command exists, its flags are known, their values
 * and the command's own rules hold (the docs' tests ask this of every command line they show).
 * Throws ConfigError naming what is wrong.
 */
export async function checkCommandLine(argv: string[], io: Io): Promise<void> {
  const [command, ...args] = argv;
  if (command === undefined || ["help", "--help", "-h"].includes(command)) return;
  const load = commands[command];
  if (!load) throw new ConfigError("command", `unknown command "${command}"`);
  const { checkingOnly } = await import("./args.js");
  const run = await load();
  await checkingOnly(() => run(args, io));
}

/** The command line: parses, calls the engine or AWS through a command, renders; returns the exit code. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || ["help", "--help", "-h"].includes(command)) {
    if (command === undefined) {
      io.err(`unknown command (none)\n\n${usage}`);
      return EXIT.badInput;
    }
    io.out(usage);
    return EXIT.ok;
  }
  const load = commands[command];
  if (!load) {
    io.err(`unknown command "${command}"\n\n${usage}`);
    return EXIT.badInput;
  }
  try {
    const result = await (await load())(args, io);
    if (result === "help") {
      io.out(usage);
      return EXIT.ok;
    }
    return result;
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(`error: ${error.message}\nnothing was deleted.`);
      return EXIT.badInput;
    }
    if (error instanceof OperateError) {
      io.err(`error: ${error.message}`);
      return error.exitCode;
    }
    const { errorLine } = await import("../engine/db/pg-errors.js");
    io.err(`error: ${errorLine(error)}`);
    return EXIT.runFailed;
  }
}
