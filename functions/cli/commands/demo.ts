// `retention-job demo` (npm start): embedded PostgreSQL, a preset's schema and data, dry run, run,
// run again.
import type pg from "pg";
import { formatDuration } from "../../contract/duration.js";
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import { loadPreset } from "../../contract/retention-table.js";
import { countRowsSql, createPool, planPolicies, type RunReport } from "../../engine/index.js";
import { parseOptions } from "../args.js";
import { defaultDemoSize, loadIdentidadDemo, loadIdentityDemo } from "../demo/data.js";
import { startEmbeddedPostgres } from "../demo/embedded.js";
import { EXIT, type Io } from "../io.js";
import { formatReport } from "../render/report.js";
import { count } from "../render/table.js";
import { runOnce } from "./run.js";

async function loadDemo(client: pg.PoolClient, preset: string, scale: number, policies: Policy[]) {
  if (preset === "identidad") await loadIdentidadDemo(client, scale);
  else
    await loadIdentityDemo(client, {
      users: Math.round(defaultDemoSize.users * scale),
      signInRequests: Math.round(defaultDemoSize.signInRequests * scale),
      chains: Math.round(defaultDemoSize.chains * scale),
    });
  const counts: string[] = [];
  for (const policy of policies) {
    const { rows } = await client.query<{ n: string }>(
      countRowsSql(policy.table.schema, policy.table.name),
    );
    counts.push(`${policy.table.name} ${count(Number(rows[0]?.n ?? 0))} rows`);
  }
  return counts;
}

/** The presets the demo has reference schemas and data for. */
const DEMO_PRESETS = ["identity", "identidad"];

/** `npm start`: an embedded PostgreSQL, a preset's reference schema and data, dry run, run, run again. */
export async function demoCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, {
    preset: { type: "string" },
    scale: { type: "string" },
    help: { type: "boolean" },
  });
  if (values.help) return "help";
  const preset = values.preset ?? "identity";
  if (!DEMO_PRESETS.includes(preset)) {
    throw new ConfigError(
      "--preset",
      `the demo has data for ${DEMO_PRESETS.join(" and ")}, not "${preset}"`,
    );
  }
  const policies = loadPreset(preset).policies;
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!(scale > 0 && scale <= 20))
    throw new ConfigError("--scale", `must be a number in (0, 20], got "${values.scale}"`);

  io.err("starting an embedded PostgreSQL (real binaries from npm, nothing to install)…");
  const server = await startEmbeddedPostgres();
  const pool = createPool({ connectionString: server.url });
  try {
    io.err(`loading the ${preset} reference schema with demo data…`);
    const loadStarted = Date.now();
    const client = await pool.connect();
    try {
      const counts = await loadDemo(client, preset, scale, policies);
      io.out(`loaded in ${formatDuration(Date.now() - loadStarted)}: ${counts.join(", ")}`);
      for (const plan of await planPolicies(client, policies)) {
        for (const warning of plan.warnings) io.out(`plan warning (${plan.name}): ${warning}`);
      }
    } finally {
      client.release();
    }
    const run = async (
      title: string,
      dryRun: boolean,
      allowLargeDeletion: string[] = [],
    ): Promise<RunReport> => {
      io.out(title);
      const report = await runOnce(pool, policies, io, { dryRun, allowLargeDeletion });
      io.out(formatReport(report));
      return report;
    };

    // The first-run procedure (README, The first run): a dry run, compare, then a run allowed to be big.
    const dry = await run("\n1. dry run: what would go, and what the breaker says of it", true);
    const large = dry.policies.filter((policy) => policy.breaker?.tripped).map((each) => each.name);
    const real = await run(
      large.length > 0
        ? `\n2. the real run, with --allow-large-deletion ${large.join(",")}: a first run on old tables is meant to be big`
        : "\n2. the real run",
      false,
      large,
    );
    const again = await run("\n3. again: a second run finds nothing left to delete", false);

    // The dry run rehearses the run: what it said is what the run did, row for row.
    const matches = real.policies.every((policy, index) => {
      const said = dry.policies[index];
      return policy.deleted === said?.backlog && policy.blocked === said.blocked;
    });
    io.out(
      `\nthe dry run said what the real run did (deleted, blocked): ${matches ? "yes" : "NO"}; rows deleted by the second run: ${again.policies.reduce((sum, policy) => sum + policy.deleted, 0)}`,
    );
    io.out(
      "next: `retention-job run --database-url postgres://… --dry-run` against your own database.",
    );
    return real.status === "succeeded" && matches ? EXIT.ok : EXIT.runFailed;
  } finally {
    await pool.end();
    await server.stop();
  }
}
