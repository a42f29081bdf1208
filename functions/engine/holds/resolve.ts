// A hold's scope checked against the catalog, the retention table and the erasure table before it is
// placed (nothing is written when one is wrong, the error names the field), and what the run's
// statements need of it later, kept with the hold: a subject's table, key column and type, its key
// as the server writes it, and every table its erasure table reaches with the foreign keys up to
// the subject; a tenant policy's table and tenant column; a table scope's table.
import type pg from "pg";
import type { ErasureTable } from "../../contract/erasure-table.js";
import { ConfigError } from "../../contract/errors.js";
import type { HoldScope } from "../../contract/holds.js";
import type { Policy } from "../../contract/retention-table.js";
import { checkConditionList } from "../catalog/conditions.js";
import { ForeignKeys } from "../catalog/foreign-keys.js";
import { tableText } from "../catalog/shape.js";
import { readTableFacts } from "../catalog/table-facts.js";
import { describeErasure } from "../erasure/describe.js";
import type { ErasureShape } from "../erasure/shape.js";

/** One hop from a reached table up to the table it references (toward the subject). */
export interface Hop {
  columns: string[];
  parent: { schema: string; name: string };
  parentColumns: string[];
}

export interface ResolvedScope {
  /** subject: the subject's table, key column (and its type), the key as the server writes it. */
  subjectTable?: string;
  keyColumn?: string;
  castType?: string;
  keyText?: string;
  /** subject: HMAC-SHA256(redaction key, `schema.table:` + key text), as its erasure receipts have it. */
  keyHash?: string;
  /** subject: every table reached from the subject's, with its paths of hops up to it (the subject's: one, empty). */
  reach?: { table: string; paths: Hop[][] }[];
  /** subject: the erasure table's name. */
  erasure?: string;
  /** tenant, policy, table: the table the hold covers rows of. */
  table?: string;
  /** tenant: the policy's column that names the tenant. */
  column?: string;
}

export interface ResolveContext {
  db: pg.ClientBase;
  /** The retention table's policies (a policy or tenant scope is checked against them). */
  policies?: Policy[];
  erasureTable?: ErasureTable;
  now: Date;
}

/** At most this many paths up to the subject are kept per table (a graph of many keys into one table). */
const MAX_PATHS = 16;

/** Each reached table's paths up to the subject: one per chain of keys that reaches it. */
function reachOf(shape: ErasureShape): { table: string; paths: Hop[][] }[] {
  const byOid = new Map(shape.nodes.map((node) => [node.table.oid, node]));
  const paths = new Map<number, Hop[][]>([[shape.subject.table.oid, [[]]]]);
  // Parents first: a node's parents have their paths already.
  for (const node of shape.nodes.slice(1)) {
    const mine = node.edges.flatMap((fk) => {
      const hop = { columns: fk.childColumns, parent: fk.parent, parentColumns: fk.parentColumns };
      return byOid.has(fk.parent.oid)
        ? (paths.get(fk.parent.oid) ?? []).map((path) => [hop, ...path])
        : [];
    });
    paths.set(node.table.oid, mine.slice(0, MAX_PATHS));
  }
  return shape.nodes.map((node) => ({ table: node.text, paths: paths.get(node.table.oid) ?? [] }));
}

async function resolveSubject(
  context: ResolveContext,
  subject: { erasureTable?: string | undefined; key: string },
): Promise<ResolvedScope> {
  const erasure = context.erasureTable;
  if (!erasure)
    throw new ConfigError(
      "scope.subject.erasureTable",
      "a subject's hold needs the erasure table that reaches its rows (--erasure-table FILE; the function's ERASURE_TABLE)",
    );
  if (subject.erasureTable !== undefined && subject.erasureTable !== erasure.name)
    throw new ConfigError(
      "scope.subject.erasureTable",
      `"${subject.erasureTable}" is not the erasure table given ("${erasure.name}")`,
    );
  const shape = await describeErasure(context.db, erasure);
  let keyText: string;
  try {
    const { rows } = await context.db.query<{ k: string }>(
      `SELECT $1::text::${shape.key.castType}::text AS k`,
      [subject.key],
    );
    keyText = rows[0]?.k as string;
  } catch {
    throw new ConfigError(
      "scope.subject.key",
      `"${subject.key}" is not a value of ${shape.subject.text}.${shape.key.name} (${shape.key.type})`,
    );
  }
  return {
    erasure: erasure.name,
    subjectTable: shape.subject.text,
    keyColumn: shape.key.name,
    castType: shape.key.castType,
    keyText,
    reach: reachOf(shape),
  };
}

function policyNamed(context: ResolveContext, name: string, field: string): Policy {
  if (!context.policies)
    throw new ConfigError(
      field,
      "needs the retention table (--config) to check the policy it names",
    );
  const policy = context.policies.find((each) => each.name === name);
  if (!policy) throw new ConfigError(field, `no policy "${name}" in the retention table`);
  return policy;
}

async function resolveTable(
  context: ResolveContext,
  scope: Extract<HoldScope, { table: unknown }>,
): Promise<ResolvedScope> {
  const { schema, name } = scope.table;
  const facts = await readTableFacts(context.db, schema, name);
  if (!facts)
    throw new ConfigError(
      "scope.table",
      `table ${schema}.${name} does not exist (or this role cannot see it)`,
    );
  const at = { db: context.db, keys: new ForeignKeys(context.db), now: context.now };
  await checkConditionList(at, facts, scope.conditions, "scope.conditions");
  return { table: tableText(facts.ref) };
}

/** Checks a scope and says what the statements need of it; throws ConfigError naming the field. */
export async function resolveScope(
  context: ResolveContext,
  scope: HoldScope,
): Promise<ResolvedScope> {
  if ("subject" in scope) return resolveSubject(context, scope.subject);
  if ("table" in scope) return resolveTable(context, scope);
  if ("tenant" in scope) {
    const policy = policyNamed(context, scope.tenant.policy, "scope.tenant.policy");
    if (!policy.tenant)
      throw new ConfigError(
        "scope.tenant.policy",
        `policy "${policy.name}" has no retention per tenant (tenant)`,
      );
    return { table: tableText(policy.table), column: policy.tenant.column };
  }
  const policy = policyNamed(context, scope.policy, "scope.policy");
  return { table: tableText(policy.table) };
}
