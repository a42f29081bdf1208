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
import { readRegister, UNREADABLE_REGISTER } from "../holds/predicate.js";
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

/**
 * The hold register, compiled, on every shape (holds/predicate.ts). No register (the ledger was
 * never made): no holds. A register this role may not read refuses a run ("obeyed") before any
 * row is touched; a plan ("shown") only warns on each policy that the holds are not in it.
 */
async function attachRegister(
  db: pg.ClientBase,
  shapes: PolicyShape[],
  now: Date,
  holds: HoldsMode,
): Promise<void> {
  if (holds === "none") return;
  const register = await readRegister(db, now);
  if (register === "unreadable" && holds === "obeyed")
    throw new ConfigError("holds", `${UNREADABLE_REGISTER}: the run is refused, nothing deleted`);
  for (const shape of shapes) {
    if (register === "unreadable")
      shape.preflightWarnings = [
        ...(shape.preflightWarnings ?? []),
        `${UNREADABLE_REGISTER}: its legal holds are not in this plan`,
      ];
    else if (register) shape.holds = register;
  }
}

/** obeyed: a run's (an unreadable register refuses it); shown: a plan's (it warns); none: not read. */
export type HoldsMode = "obeyed" | "shown" | "none";

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
  holds: HoldsMode = "obeyed",
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
  await attachRegister(db, shapes, now, holds);
  return runOrder(shapes);
}
