// What init never proposes for deletion, whatever a signal says (docs/init.md, "Never proposed"):
// a table holding a person's account, their content, money or an audit trail. A rule on the name
// and the columns, not a score: where the code deletes from such a table, the draft asks instead.
import type { Column } from "../catalog/table-facts.js";
import { isKeptTable, snake, storageKind } from "./heuristics.js";

/** A table as the rule reads it: its schema and name, its columns, whether its storage says it is a cache. */
export interface Guarded {
  schema: string;
  name: string;
  unlogged?: boolean;
  facts: { columns: Map<string, Column>; uniqueKeys: { columns: string[] }[] };
}

/** An audit trail by its name: audits, change logs, an administrator's or a moderator's log. */
const AUDIT =
  /audit|(^|_)(trails?|changelogs?|change_logs?|object_?changes?|(admin|moderation|moderator)_(log|logs|actions?|entries))(_|$)/;
/** A schema that holds an audit trail (`audit`, `app_audit`). */
const AUDIT_SCHEMA = /(^|_)audit(s|ing)?$/;

/** A password, however it is kept: an account's. */
const PASSWORD =
  /^(password|passwd|password_?hash|hashed_?password|encrypted_?password|password_?digest|pass_?hash)$/;
/** An address a person is reached at, unique: one row per person. */
const EMAIL = /^(email|e_?mail|email_address)$/;
/** Money: an amount, a price, a balance, in a number column (or its currency beside it). */
const MONEY =
  /^(amount|price|total_price|subtotal|balance|cost|fee|tax|unit_amount|amount_\w+|\w+_amount|price_\w+|\w+_price|\w+_cents)$/;
const NUMERIC = /^(numeric|money|int2|int4|int8|float4|float8|decimal)$/;
/** What a person wrote: a text column of prose. */
const PROSE = /^(body|content|text|html|markdown|caption|bio|comment|post_text|message_text)$/;
/** Who wrote it: a reference to a person. */
const AUTHOR =
  /^(user|author|account|owner|creator|sender|member|profile|person|poster)_?id$|^created_by(_id)?$/;

const columnsOf = (table: Guarded) => [...table.facts.columns.values()];
/** The type's name as the catalog has it (`int4`, `numeric`, `varchar`, `text`). */
const typeName = (column: Column) => column.castType.split(".").at(-1)?.replace(/"/g, "") ?? "";
const named = (table: Guarded, pattern: RegExp, type?: RegExp) =>
  columnsOf(table).find(
    (column) => pattern.test(snake(column.name)) && (!type || type.test(typeName(column))),
  );

/** Why a table is never proposed: what it holds, and what said so. */
export interface NeverProposed {
  holds: "an account" | "content" | "money" | "accounts, content or money" | "an audit trail";
  why: string;
}

/** Why the table is never proposed for deletion (a person's account, content, money or audit trail), or undefined. */
export function neverProposed(table: Guarded): NeverProposed | undefined {
  const words = snake(table.name);
  if (AUDIT.test(words) || AUDIT_SCHEMA.test(snake(table.schema)))
    return { holds: "an audit trail", why: "an audit trail, by its name" };
  // An UNLOGGED table or a schema of caches says its rows may be lost, whatever its name says.
  if (isKeptTable(table.name) && !table.unlogged && !storageKind(table))
    return { holds: "accounts, content or money", why: "accounts, content or money, by its name" };
  const password = named(table, PASSWORD);
  if (password)
    return { holds: "an account", why: `a person's account: its ${password.name} column` };
  const email = table.facts.uniqueKeys.find(
    (key) => key.columns.length === 1 && EMAIL.test(snake(key.columns[0] as string)),
  );
  if (email)
    return {
      holds: "an account",
      why: `a person's account: one row per ${email.columns[0]} (unique)`,
    };
  const money = named(table, MONEY, NUMERIC);
  if (money) return { holds: "money", why: `money: its ${money.name} column` };
  const prose = named(table, PROSE, /^(text|varchar|bpchar|jsonb|json)$/);
  const author = named(table, AUTHOR);
  if (prose && author)
    return { holds: "content", why: `a person's content: ${prose.name}, by ${author.name}` };
  return undefined;
}
