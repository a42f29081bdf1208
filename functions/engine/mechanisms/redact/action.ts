// What a redaction's statement does to the rows a batch selects: it UPDATEs its columns (the row
// stays, so no reference into the table matters), and a row is due while a column still holds what
// it removes. A column redacted to a keyed hash needs the key, the same on every run.
import { ConfigError } from "../../../contract/errors.js";
import { REDACTION_KEY_MIN_LENGTH } from "../../../contract/rules.js";
import type { PolicyShape, RedactedColumn, RowAction } from "../../catalog/shape.js";
import { notRedactedSql, redactUpdateSql } from "./sql.js";

/** The key's checks: there is one where a column is hashed, and it is long enough. */
function checkKey(policy: string, columns: RedactedColumn[], key: string | undefined): string {
  const hashed = columns.find((column) => column.value === "hash");
  if (!hashed) return "";
  if (!key) {
    throw new ConfigError(
      "REDACTION_KEY",
      `policy ${policy} redacts ${hashed.column} to a keyed hash: set REDACTION_KEY to a secret that stays the same from run to run`,
    );
  }
  if (key.length < REDACTION_KEY_MIN_LENGTH) {
    throw new ConfigError(
      "REDACTION_KEY",
      `is ${key.length} characters long; a keyed hash needs at least ${REDACTION_KEY_MIN_LENGTH} (random: openssl rand -hex 32)`,
    );
  }
  return key;
}

export function redactAction(
  shape: Pick<PolicyShape, "policy">,
  columns: RedactedColumn[],
): RowAction {
  let key = "";
  return {
    statement: "UPDATE",
    writes: columns.map(({ column }) => column),
    due: (params, alias) => notRedactedSql(columns, params, alias),
    update: (params, alias, where) => redactUpdateSql(shape, columns, key, params, alias, where),
    prepare(options) {
      key = checkKey(shape.policy.name, columns, options.redactionKey);
    },
  };
}
