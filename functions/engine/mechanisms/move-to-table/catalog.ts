// What the catalog says of a table and its archive, column by column, for a move's checks.
import { type Sql, sql } from "../../sql/text.js";

/**
 * Each column of a table and of its archive, matched by name: its types, whether an INSERT must
 * give it (NOT NULL, no default, no identity, not generated), whether it is generated (written by
 * PostgreSQL) or a timestamptz, and whether the archive's type takes the table's values as they are:
 * the same type (the archive's length unset, the same, or longer for a varchar or char), or the
 * same base type under domains, or an implicit cast (integer into bigint), to a type of no length.
 */
export const archiveColumnsSql = (source: number, archive: number): Sql =>
  sql(
    `WITH s AS (
       SELECT a.attname, a.attnum, a.atttypid, a.atttypmod, a.attgenerated,
              CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END AS base
       FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
       WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped),
     r AS (
       SELECT a.attname, a.attnum, a.atttypid, a.atttypmod, a.attnotnull, a.atthasdef,
              a.attidentity, a.attgenerated,
              CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END AS base
       FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
       WHERE a.attrelid = $2 AND a.attnum > 0 AND NOT a.attisdropped)
     SELECT coalesce(s.attname, r.attname)::text AS name,
            s.attname IS NOT NULL AS in_source, r.attname IS NOT NULL AS in_archive,
            format_type(s.atttypid, s.atttypmod) AS source_type,
            format_type(r.atttypid, r.atttypmod) AS archive_type,
            coalesce(r.attnotnull AND NOT r.atthasdef AND r.attidentity = '' AND r.attgenerated = '', false) AS required,
            coalesce(r.attgenerated <> '', false) AS generated,
            coalesce(s.attgenerated <> '', false) AS source_generated,
            coalesce(r.base = 'timestamptz'::regtype, false) AS instant,
            coalesce(
              (r.atttypid = s.atttypid AND (r.atttypmod IN (-1, s.atttypmod)
                 OR (r.atttypid IN ('varchar'::regtype, 'bpchar'::regtype) AND s.atttypmod <> -1 AND r.atttypmod > s.atttypmod)))
              OR (r.atttypmod = -1 AND (r.base = s.base
                 OR EXISTS (SELECT 1 FROM pg_cast c WHERE c.castsource = s.base AND c.casttarget = r.base AND c.castcontext = 'i'))),
              false) AS compatible
     FROM s FULL JOIN r ON r.attname = s.attname
     ORDER BY s.attnum NULLS LAST, r.attnum`,
    [source, archive],
  );
