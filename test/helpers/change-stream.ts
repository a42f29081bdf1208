// A logical replication slot read back as the transactions it carries: test_decoding's text and
// pgoutput's binary messages, each transaction as the DELETEs and the logical messages in it.
import type pg from "pg";

/** One decoded transaction: its logical messages (prefix, content) and its DELETEs' keys, in order. */
export interface Decoded {
  /** Each change in order: a message as `message`, a DELETE as `delete`, an UPDATE as `update`. */
  order: ("message" | "delete" | "update")[];
  messages: { prefix: string; content: string }[];
  /** The deleted rows' `id`s, read from the old key (the first column of the table's key). */
  deletes: string[];
}

const fresh = (): Decoded => ({ order: [], messages: [], deletes: [] });

/** A test_decoding slot's changes, as transactions that deleted from `table` or carry a message. */
export async function readTestDecoding(
  pool: pg.Pool,
  slot: string,
  table: string,
  options: string[] = [],
): Promise<Decoded[]> {
  const { rows } = await pool.query<{ data: string }>(
    "SELECT data FROM pg_logical_slot_get_changes($1, NULL, NULL, VARIADIC $2::text[])",
    [slot, ["include-xids", "0", ...options]],
  );
  const out: Decoded[] = [];
  let current = fresh();
  for (const { data } of rows) {
    if (data === "BEGIN") current = fresh();
    else if (data.startsWith("COMMIT")) {
      if (current.order.length > 0) out.push(current);
    } else if (data.startsWith("message:")) {
      // message: transactional: 1 prefix: retention-job, sz: 61 content:{...}
      const match = /prefix: (.*?), sz: \d+ content:(.*)$/s.exec(data);
      current.order.push("message");
      current.messages.push({ prefix: match?.[1] ?? "", content: match?.[2] ?? "" });
      // A message outside a transaction (non-transactional) would come alone: none are sent.
    } else if (data.startsWith(`table ${table}: DELETE:`)) {
      current.order.push("delete");
      current.deletes.push(/ id\[bigint\]:(\d+)/.exec(data)?.[1] ?? "?");
    } else if (data.startsWith(`table ${table}: UPDATE:`)) current.order.push("update");
  }
  return out;
}

/** A pgoutput slot's changes (protocol 1, `messages` on), as transactions with DELETEs or messages. */
export async function readPgoutput(
  pool: pg.Pool,
  slot: string,
  publication: string,
  origin: "any" | "none" = "any",
): Promise<Decoded[]> {
  const { rows } = await pool.query<{ data: Buffer }>(
    `SELECT data FROM pg_logical_slot_get_binary_changes($1, NULL, NULL,
       'proto_version', '1', 'publication_names', $2, 'messages', 'true', 'origin', $3)`,
    [slot, publication, origin],
  );
  const out: Decoded[] = [];
  let current = fresh();
  for (const { data } of rows) {
    const kind = String.fromCharCode(data[0] ?? 0);
    if (kind === "B") current = fresh();
    else if (kind === "C") {
      if (current.order.length > 0) out.push(current);
    } else if (kind === "M") {
      // 'M', flags (1), lsn (8), prefix (C string), length (4), content.
      const prefixEnd = data.indexOf(0, 10);
      const length = data.readInt32BE(prefixEnd + 1);
      current.order.push("message");
      current.messages.push({
        prefix: data.subarray(10, prefixEnd).toString("utf8"),
        content: data.subarray(prefixEnd + 5, prefixEnd + 5 + length).toString("utf8"),
      });
    } else if (kind === "D") {
      // 'D', relation (4), 'K' or 'O', columns (2), the first column: 't', length (4), its text.
      current.order.push("delete");
      const first = String.fromCharCode(data[8] ?? 0);
      current.deletes.push(
        first === "t" ? data.subarray(13, 13 + data.readInt32BE(9)).toString("utf8") : "?",
      );
    }
  }
  return out;
}
