// The hold register's statements: a table in the job's own schema (created as the ledger's tables
// are), a hold per case and scope, released by case; never a DELETE (a released hold stays, with who
// released it and when).
import { LEDGER_SCHEMA } from "../sql/ledger.js";
import { quoteIdent, sql } from "../sql/text.js";

const schema = quoteIdent(LEDGER_SCHEMA);
export const HOLDS_TABLE = `${schema}.holds`;

/**
 * `scope` is the hold's typed scope as given; `resolved` what the catalog said of it when it was
 * placed (a subject's table, key column and the tables its erasure table reaches, with the foreign
 * keys up to the subject; a table scope's conditions were checked then too).
 */
export const createHoldsTableSql = () =>
  sql(`CREATE TABLE IF NOT EXISTS ${HOLDS_TABLE} (
  id bigserial PRIMARY KEY,
  case_id text NOT NULL,
  reason text NOT NULL,
  placed_by text NOT NULL,
  placed_at timestamptz NOT NULL DEFAULT now(),
  review_by timestamptz,
  scope jsonb NOT NULL,
  resolved jsonb NOT NULL DEFAULT '{}',
  released_at timestamptz,
  released_by text)`);

export const holdsExistSql = () =>
  sql(
    `SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                     WHERE n.nspname = $1 AND c.relname = 'holds') AS exists`,
    [LEDGER_SCHEMA],
  );

/** Whether this role may read the register (plan runs as roles that may not). */
export const holdsReadableSql = () =>
  sql(`SELECT has_schema_privilege($1, 'USAGE') AND has_table_privilege($2, 'SELECT') AS ok`, [
    LEDGER_SCHEMA,
    `${LEDGER_SCHEMA}.holds`,
  ]);

export const insertHoldSql = (hold: {
  caseId: string;
  reason: string;
  placedBy: string;
  placedAt: string;
  reviewBy: string | undefined;
  scope: unknown;
  resolved: unknown;
}) =>
  sql(
    `INSERT INTO ${HOLDS_TABLE} (case_id, reason, placed_by, placed_at, review_by, scope, resolved)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) RETURNING id::int AS id`,
    [
      hold.caseId,
      hold.reason,
      hold.placedBy,
      hold.placedAt,
      hold.reviewBy ?? null,
      JSON.stringify(hold.scope),
      JSON.stringify(hold.resolved),
    ],
  );

const columns = `id::int AS id, case_id, reason, placed_by, placed_at, review_by, scope, resolved,
  released_at, released_by`;

/** The holds in force (all: released ones too), oldest first. */
export const listHoldsSql = (all: boolean) =>
  sql(
    `SELECT ${columns} FROM ${HOLDS_TABLE} ${all ? "" : "WHERE released_at IS NULL "}ORDER BY id`,
  );

/** Releases every hold of a case still in force; returns them. */
export const releaseHoldsSql = (caseId: string, by: string, at: string) =>
  sql(
    `UPDATE ${HOLDS_TABLE} SET released_at = $3, released_by = $2
     WHERE case_id = $1 AND released_at IS NULL RETURNING ${columns}`,
    [caseId, by, at],
  );

/** The newest hold's id (the fence a run's statements compare against: a later hold keeps every row). */
export const lastHoldIdSql = () =>
  sql(`SELECT coalesce(max(id), 0)::int AS id FROM ${HOLDS_TABLE}`);

/** Subject holds in force on a subject (its table and key text): their cases. */
export const subjectHoldsSql = (subjectTable: string, keyText: string) =>
  sql(
    `SELECT DISTINCT case_id FROM ${HOLDS_TABLE}
     WHERE released_at IS NULL AND resolved->>'subjectTable' = $1 AND resolved->>'keyText' = $2
     ORDER BY case_id`,
    [subjectTable, keyText],
  );
