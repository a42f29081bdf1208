import type { PolicyShape } from "../shape.js";
import { clockOf, predicates } from "./predicates.js";
import { quoteIdent as id, Params, type Sql, tableName } from "./text.js";

/**
 * Where the policy stands: expired rows left (held ones among them), rows blocked by a
 * non-deletable descendant (self-reference only), and the clock of the oldest governed row that
 * is neither held nor blocked.
 */
export function standingSql(shape: PolicyShape, cutoff: string): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(policy, params, cutoff);
  const table = tableName(policy);
  const key = id(policy.key);
  const clock = clockOf(policy, "c");
  if (!policy.selfReference) {
    const text = `SELECT
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")})::bigint AS expired,
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")} AND ${p.held("c")})::bigint AS held,
  0::bigint AS blocked,
  (SELECT extract(epoch FROM ${clock}) FROM ${table} AS c
    WHERE ${p.governed("c")} AND ${p.notHeld("c")} AND ${clock} IS NOT NULL
    ORDER BY ${clock} LIMIT 1)::float8 AS oldest_epoch`;
    return { text, values: params.values };
  }
  const parent = id(policy.selfReference);
  // Every ancestor of a row that cannot go (Active, young, held) is blocked.
  const text = `WITH RECURSIVE blocked(key) AS (
  SELECT c.${parent} FROM ${table} AS c
  WHERE c.${parent} IS NOT NULL AND NOT coalesce(${p.expired("c")} AND ${p.notHeld("c")}, false)
  UNION
  SELECT a.${parent} FROM blocked AS b
  CROSS JOIN LATERAL (SELECT a.${parent} FROM ${table} AS a WHERE a.${key} = b.key OFFSET 0) AS a
  WHERE a.${parent} IS NOT NULL),
blocked_keys AS MATERIALIZED (SELECT DISTINCT key FROM blocked)
SELECT
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")})::bigint AS expired,
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")} AND ${p.held("c")})::bigint AS held,
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")} AND ${p.notHeld("c")}
     AND EXISTS (SELECT 1 FROM blocked_keys AS b WHERE b.key = c.${key}))::bigint AS blocked,
  (SELECT extract(epoch FROM ${clock}) FROM ${table} AS c
    WHERE ${p.governed("c")} AND ${p.notHeld("c")} AND ${clock} IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM blocked_keys AS b WHERE b.key = c.${key})
    ORDER BY ${clock} LIMIT 1)::float8 AS oldest_epoch`;
  return { text, values: params.values };
}
