// Preflight of a run's policies against the catalog: each policy described by its own mechanism
// (checked before any row is touched: a refusal names every problem found), the guards on every
// table their statements reach, and the run's order, children first along the foreign keys.
import type pg from "pg";
import { ConfigError, collectProblems } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import type { Describing } from "../catalog/describe.js";
import { ForeignKeys } from "../catalog/foreign-keys.js";
import { attachGuards } from "../catalog/guards.js";
import { runOrder } from "../catalog/run-order.js";
import { type InboundRef, type PolicyShape, qualifiedName } from "../catalog/shape.js";
import { readTableFacts } from "../catalog/table-facts.js";
import { readRegister } from "../holds/predicate.js";
import { mechanismOf } from "../mechanisms/index.js";
import { serverVersionSql } from "../sql/catalog.js";

/** One policy against the live catalog: its table, then whatever its mechanism checks. */
async function describePolicy(
  describing: Describing,
  policy: Policy,
  cutoff: string,
  runId: string,
  field: string,
): Promise<PolicyShape> {
  const facts = await readTableFacts(describing.db, policy.table.schema, policy.table.name);
  if (!facts) {
    throw new ConfigError(
      `${field}.table`,
      `table ${qualifiedName(policy)} does not exist (or this role cannot see it)`,
    );
  }
  const base = {
    policy,
    oid: facts.ref.oid,
    runId,
    cutoff,
    estimatedRows: facts.estimatedRows,
    inbound: [] as InboundRef[],
  };
  return mechanismOf(policy).describe(describing, base, facts, field);
}

async function readServerVersion(db: pg.ClientBase): Promise<number> {
  const { rows } = await db.query<{ version: number }>(serverVersionSql());
  return rows[0]?.version ?? 0;
}

/**
 * Checks every policy against the catalog before any row is touched, and orders them children
 * first along the foreign keys between their tables. `now` dates the conditions' ages.
 */
export async function describePolicies(
  db: pg.ClientBase,
  policies: Policy[],
  cutoffs: Record<string, string>,
  runId: string,
  now: Date = new Date(),
  holds: "required" | "if-readable" | "none" = "required",
): Promise<PolicyShape[]> {
  const describing: Describing = {
    db,
    keys: new ForeignKeys(db),
    serverVersion: await readServerVersion(db),
    now,
  };
  const shapes = await collectProblems(
    policies.map(
      (policy, index) => () =>
        describePolicy(
          describing,
          policy,
          cutoffs[policy.name] as string,
          runId,
          `policies[${index}]`,
        ),
    ),
  );
  await attachGuards(db, shapes);
  // (`plan` may run as a role that cannot read the job's schema: it then shows no holds.)
  const register =
    holds === "none" ? undefined : await readRegister(db, now, holds === "if-readable");
  if (register) for (const shape of shapes) shape.holds = register;
  return runOrder(shapes);
}
