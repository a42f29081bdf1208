// What else acts when a statement changes a table's rows: its triggers, its rules, its row
// security, read from the catalog (pg_trigger, pg_rewrite, pg_policy).
import { sql } from "./text.js";

/**
 * Per table among `oids`: the user triggers on INSERT, DELETE or UPDATE (tgtype's bits: 1 row, 2
 * before, 4 insert, 8 delete, 16 update, 64 instead of), the rules on those, whether row security
 * applies to this role (enabled, and the role neither superuser, BYPASSRLS, nor an owner it is not
 * forced on), and the row-security policies for INSERT, DELETE, UPDATE or all commands.
 */
export const statementGuardsSql = (oids: number[]) =>
  sql(
    `WITH tables AS (
       SELECT c.oid, n.nspname || '.' || c.relname AS name, c.relrowsecurity AS rls,
              c.relrowsecurity AND NOT (r.rolsuper OR r.rolbypassrls
                OR (pg_has_role(c.relowner, 'USAGE') AND NOT c.relforcerowsecurity)) AS rls_applies
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       CROSS JOIN pg_roles r WHERE r.rolname = current_user AND c.oid = ANY($1::oid[]))
     SELECT t.oid::int AS oid, t.name AS table_name, 'trigger' AS kind, g.tgname AS name,
            g.tgenabled <> 'D' AS enabled, (g.tgtype & 1) <> 0 AS for_row, (g.tgtype & 2) <> 0 AS before,
            (g.tgtype & 64) <> 0 AS instead, (g.tgtype & 8) <> 0 AS on_delete, (g.tgtype & 16) <> 0 AS on_update,
            (g.tgtype & 4) <> 0 AS on_insert,
            pg_get_triggerdef(g.oid) AS definition, NULL::boolean AS rls_applies
     FROM tables t JOIN pg_trigger g ON g.tgrelid = t.oid
     WHERE NOT g.tgisinternal AND (g.tgtype & 28) <> 0
     UNION ALL
     SELECT t.oid::int, t.name, 'rule', w.rulename, w.ev_enabled <> 'D', true, false, w.is_instead,
            w.ev_type = '4', w.ev_type = '2', w.ev_type = '3', pg_get_ruledef(w.oid), NULL
     FROM tables t JOIN pg_rewrite w ON w.ev_class = t.oid
     WHERE w.rulename <> '_RETURN' AND w.ev_type IN ('2', '3', '4')
     UNION ALL
     SELECT t.oid::int, t.name, 'row-security', coalesce(p.polname, ''), true, true, false, false,
            coalesce(p.polcmd IN ('d', '*'), true), coalesce(p.polcmd IN ('w', '*'), true),
            coalesce(p.polcmd IN ('a', '*'), true),
            coalesce(p.polcmd::text || ' ' || CASE WHEN p.polpermissive THEN 'permissive' ELSE 'restrictive' END
              || coalesce(' USING (' || pg_get_expr(p.polqual, p.polrelid) || ')', ''), ''), t.rls_applies
     FROM tables t LEFT JOIN pg_policy p ON p.polrelid = t.oid AND p.polcmd IN ('a', 'd', 'w', '*')
     WHERE t.rls
     ORDER BY 1, 3, 4`,
    [oids],
  );
