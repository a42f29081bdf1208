// The statements of a change-stream mode: a batch's logical message, a session's replication
// origin, and what the preflight reads of the server and the role for them.
import { MARK_PREFIX, type MarkContent, ORIGIN_FUNCTIONS } from "../../contract/change-stream.js";
import { sql } from "./text.js";

/** The batch's message, transactional: decoded with the transaction, before its changes. */
export const markSql = (content: MarkContent) =>
  sql("SELECT pg_logical_emit_message(true, $1, $2) IS NOT NULL AS marked", [
    MARK_PREFIX,
    JSON.stringify(content),
  ]);

/** The session's changes carry this origin from now on (until reset). */
export const originSetupSql = (name: string) =>
  sql("SELECT pg_replication_origin_session_setup($1)::text AS ok", [name]);

export const originResetSql = () => sql("SELECT pg_replication_origin_session_reset()::text AS ok");

/** A missing origin, made (a concurrent one that made it first is as good). */
export const originCreateSql = (name: string) =>
  sql(
    "SELECT pg_replication_origin_create($1) AS id WHERE NOT EXISTS (SELECT FROM pg_replication_origin WHERE roname = $1)",
    [name],
  );

/**
 * What `skip` needs of the server and the role: its version, and each origin function the role
 * may not execute (by name, whatever its signature in this version).
 */
export const skipReadinessSql = () =>
  sql(
    `SELECT current_setting('server_version_num')::int AS version,
            current_setting('server_version') AS version_text,
            coalesce(array_agg(p.oid::regprocedure::text ORDER BY p.proname)
              FILTER (WHERE NOT has_function_privilege(p.oid, 'EXECUTE')), '{}') AS missing
       FROM pg_proc p
      WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.proname = ANY($1::text[])`,
    [[...ORIGIN_FUNCTIONS]],
  );

/** Each origin function as PostgreSQL spells its signature here (for a GRANT). */
export const originFunctionsSql = () =>
  sql(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
      WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.proname = ANY($1::text[])
      ORDER BY p.proname`,
    [[...ORIGIN_FUNCTIONS]],
  );
