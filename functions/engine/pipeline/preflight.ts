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
import { LEDGER_SCHEMA } from "../sql/ledger.js";

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
 * The hold register, compiled, on every shape (holds/predicate.ts). A role that may not read the
 * job's schema (it runs without the ledger) cannot obey it: each policy's report says so.
 */
async function attachRegister(
  db: pg.ClientBase,
  shapes: PolicyShape[],
  now: Date,
  holds: "obeyed" | "none",
): Promise<void> {
  if (holds === "none") return;
  const register = await readRegister(db, now);
  for (const shape of shapes) {
    if (register === "unreadable")
      shape.preflightWarnings = [
        ...(shape.preflightWarnings ?? []),
        `this role cannot read the hold register ${LEDGER_SCHEMA}.holds: its legal holds are not obeyed (grant it USAGE on the schema and SELECT on the table, or run as the schema's owner)`,
      ];
    else if (register) shape.holds = register;
  }
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
  holds: "obeyed" | "none" = "obeyed",
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
