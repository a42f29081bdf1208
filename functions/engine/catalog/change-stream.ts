// What a policy's change-stream mode asks of the server and the role, checked before any row is
// touched: `skip` needs PostgreSQL 16+ (where subscriptions can leave an origin's changes out)
// and EXECUTE on the replication origin functions, which PostgreSQL revokes from PUBLIC.
import type pg from "pg";
import {
  type ChangeStream,
  changeStreamOf,
  MARK_PREFIX,
  SKIP_MIN_SERVER_VERSION,
} from "../../contract/change-stream.js";
import { ConfigError, type Problem } from "../../contract/errors.js";
import { type PlanWarning, planWarning } from "../../contract/plan-warnings.js";
import type { Policy } from "../../contract/retention-table.js";
import { originFunctionsSql, skipReadinessSql } from "../sql/change-stream.js";
import { quoteIdent } from "../sql/text.js";

export interface SkipReadiness {
  version: number;
  versionText: string;
  /** The origin functions (with their arguments) the role may not execute. */
  missing: string[];
}

export async function readSkipReadiness(db: pg.ClientBase): Promise<SkipReadiness> {
  const { rows } = await db.query<{ version: number; version_text: string; missing: string[] }>(
    skipReadinessSql(),
  );
  const row = rows[0];
  return {
    version: row?.version ?? 0,
    versionText: row?.version_text ?? "unknown",
    missing: row?.missing ?? [],
  };
}

/** Why `skip` cannot run on this server as this role, if it cannot. */
export function skipRefusal(readiness: SkipReadiness): string | undefined {
  if (readiness.version < SKIP_MIN_SERVER_VERSION) {
    return `skip needs PostgreSQL 16 or later, where a subscription with origin = none leaves a replication origin's changes out; this server is ${readiness.versionText} (use mark, or plain)`;
  }
  if (readiness.missing.length === 0) return undefined;
  return `skip needs EXECUTE on ${readiness.missing.join(", ")}, which this role lacks (PostgreSQL revokes them from PUBLIC): GRANT EXECUTE ON FUNCTION ${readiness.missing.join(", ")} TO the maintenance role (provision-role --change-stream skip prints it; on RDS and Aurora, as rds_superuser); nothing was deleted`;
}

/** The policies that would delete under `skip`, each with the field that says so. */
export function skipping(
  policies: Policy[],
  run: ChangeStream | undefined,
): { policy: Policy; field: string }[] {
  return policies.flatMap((policy, index) =>
    policy.mode === "delete" && changeStreamOf(policy, run) === "skip"
      ? [
          {
            policy,
            field: policy.changeStream ? `policies[${index}].changeStream` : "CHANGE_STREAM",
          },
        ]
      : [],
  );
}

/** Refuses the run, naming each field that asks for `skip`, where skip cannot run. */
export async function checkChangeStreams(
  db: pg.ClientBase,
  policies: Policy[],
  run: ChangeStream | undefined,
): Promise<void> {
  const asking = skipping(policies, run);
  if (asking.length === 0) return;
  const refusal = skipRefusal(await readSkipReadiness(db));
  if (refusal === undefined) return;
  const fields = [...new Set(asking.map((each) => each.field))];
  const problems: Problem[] = fields.map((field) => ({ field, message: refusal }));
  throw ConfigError.of(problems);
}

/** What each mode does to a batch, in plan's words. */
const MODE_NOTES: Record<ChangeStream, string> = {
  plain: "change stream: plain: its deletes reach logical decoding as any other DELETE",
  mark: `change stream: mark: each batch's transaction opens with a logical message (prefix ${MARK_PREFIX}: the run id, the policy, the batch), then its changes`,
  skip: "change stream: skip: its batches run under a replication origin (retention-job), which subscriptions with origin = none (PostgreSQL 16+) and decoders filtering on the origin leave out",
};

/**
 * Each policy's mode in plan: its note, and where skip cannot run here a warning saying why (read
 * once, only when a policy would skip).
 */
export async function planChangeStreams(
  db: pg.ClientBase,
  policies: Policy[],
  run: ChangeStream | undefined,
): Promise<(policy: Policy) => { mode: ChangeStream; note: string; warnings: PlanWarning[] }> {
  const refusal =
    skipping(policies, run).length > 0 ? skipRefusal(await readSkipReadiness(db)) : undefined;
  return (policy) => {
    const mode = changeStreamOf(policy, run);
    const refused = mode === "skip" && policy.mode === "delete" ? refusal : undefined;
    return {
      mode,
      note: MODE_NOTES[mode],
      warnings: refused
        ? [planWarning("change-stream-refused", `a run would be refused: ${refused}`)]
        : [],
    };
  };
}

/**
 * provision-role's part for `skip`: EXECUTE on the origin functions (as this server spells their
 * signatures), and what it cannot grant: a server older than 16 refuses skip whatever the grants.
 */
export async function skipGrants(
  db: pg.ClientBase,
  role: string,
): Promise<{ statements: string[]; notes: string[] }> {
  const { rows } = await db.query<{ signature: string }>(originFunctionsSql());
  const readiness = await readSkipReadiness(db);
  const notes = [
    `changeStream skip: EXECUTE on the replication origin functions (PostgreSQL revokes them from PUBLIC); on RDS and Aurora run this as the master user (rds_superuser), and if it is refused there, use mark`,
  ];
  if (readiness.version < SKIP_MIN_SERVER_VERSION)
    notes.push(`this server is ${readiness.versionText}: a run refuses skip before PostgreSQL 16`);
  const statements = rows.map(
    (row) => `GRANT EXECUTE ON FUNCTION ${row.signature} TO ${quoteIdent(role)}`,
  );
  return { statements, notes };
}
