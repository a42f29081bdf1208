// The maintenance role's statements: create, grants, membership, ledger schema.
import { LEDGER_SCHEMA } from "./ledger.js";
import { quoteIdent as id, sql } from "./text.js";

/** What provisioning needs to know of a governed table. */
export const tableOwnershipSql = (oid: number) =>
  sql(
    `SELECT c.relrowsecurity AS rls, r.rolname AS owner, r.rolsuper AS superuser
     FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner WHERE c.oid = $1`,
    [oid],
  );

/** The maintenance role's statements: printed for an operator, or run as they are. */
export const roleSql = {
  create: (role: string, bypassRls: boolean) =>
    `CREATE ROLE ${id(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE${bypassRls ? " BYPASSRLS" : ""}`,
  usage: (schema: string, role: string) => `GRANT USAGE ON SCHEMA ${id(schema)} TO ${id(role)}`,
  grant: (privileges: string, tables: string[], role: string) =>
    `GRANT ${privileges} ON ${tables.join(", ")} TO ${id(role)}`,
  selectColumns: (table: string, columns: string[], role: string) =>
    `GRANT SELECT (${columns.map((column) => id(column)).join(", ")}) ON ${table} TO ${id(role)}`,
  member: (owner: string, role: string) => `GRANT ${id(owner)} TO ${id(role)}`,
  ledgerSchema: (role: string) =>
    `CREATE SCHEMA IF NOT EXISTS ${id(LEDGER_SCHEMA)} AUTHORIZATION ${id(role)}`,
  /** The hold register, where it exists already (another role's schema): every run reads it. */
  readHolds: (role: string) => [
    `GRANT USAGE ON SCHEMA ${id(LEDGER_SCHEMA)} TO ${id(role)}`,
    `GRANT SELECT ON ${id(LEDGER_SCHEMA)}.${id("holds")} TO ${id(role)}`,
  ],
};
