// `retention-job restore`: an archive object loaded back into a table (for an audit, or after a
// mistaken rule), checked before (the object's checksum) and after (the rows inserted, read back
// as text: their count and content checksum are the manifest's), in one transaction.
import type pg from "pg";
import { ConfigError, RetentionError } from "../../contract/errors.js";
import { readTableFacts } from "../catalog/table-facts.js";
import { restoreInsertSql, textSettingsSql } from "../sql/archive.js";
import { type ArchiveColumn, contentChecksum, decodeRows, sha256, type TextRow } from "./format.js";
import type { ArchiveStore, Manifest } from "./store.js";
import { ArchiveVerificationError } from "./verify.js";

/** Rows per INSERT of a restore. */
const RESTORE_CHUNK = 5_000;

export interface Restored {
  rows: number;
  content: string;
  table: string;
}

export async function readManifest(store: ArchiveStore, key: string): Promise<Manifest> {
  const bytes = await store.get(key);
  if (!bytes) throw new ConfigError("--manifest", `s3://${store.bucket}/${key} does not exist`);
  const manifest = JSON.parse(Buffer.from(bytes).toString("utf8")) as Manifest;
  if (manifest.version !== 1 || !manifest.object || !Array.isArray(manifest.columns)) {
    throw new ConfigError("--manifest", `s3://${store.bucket}/${key} is not an archive manifest`);
  }
  return manifest;
}

/** The target's columns for the manifest's, by name and in the manifest's order, typed as the target's. */
async function targetColumns(
  client: pg.ClientBase,
  manifest: Manifest,
  into: { schema: string; name: string },
): Promise<{ name: string; type: string }[]> {
  const facts = await readTableFacts(client, into.schema, into.name);
  if (!facts) throw new ConfigError("--into", `${into.schema}.${into.name} does not exist`);
  const missing = manifest.columns.filter((column) => !facts.columns.has(column.name));
  if (missing.length > 0) {
    throw new ConfigError(
      "--into",
      `${into.schema}.${into.name} has no column ${missing.map((column) => column.name).join(", ")}`,
    );
  }
  return manifest.columns.map((column) => ({
    name: column.name,
    type: facts.columns.get(column.name)?.type as string,
  }));
}

/** Loads the manifest's object into `into`; nothing stays unless every check passes. */
export async function restoreArchive(
  client: pg.ClientBase,
  store: ArchiveStore,
  manifest: Manifest,
  into: { schema: string; name: string },
): Promise<Restored> {
  const bytes = await store.get(manifest.object);
  if (!bytes) throw new ArchiveVerificationError(`${manifest.object}: not found`);
  if (sha256(bytes) !== manifest.sha256) {
    throw new ArchiveVerificationError(`${manifest.object}: its checksum is not the manifest's`);
  }
  const rows = await decodeRows(manifest.format, manifest.columns as ArchiveColumn[], bytes);
  await client.query("BEGIN");
  try {
    await client.query(textSettingsSql());
    const columns = await targetColumns(client, manifest, into);
    const loaded: TextRow[] = [];
    for (let start = 0; start < rows.length; start += RESTORE_CHUNK) {
      const chunk = rows.slice(start, start + RESTORE_CHUNK);
      const result = await client.query<string[]>({
        ...restoreInsertSql(into, columns, chunk),
        rowMode: "array",
      });
      loaded.push(...(result.rows as TextRow[]));
    }
    const content = contentChecksum(loaded);
    if (loaded.length !== manifest.rows || content !== manifest.content) {
      throw new RetentionError(
        `${manifest.object}: ${loaded.length} rows loaded (checksum ${content}), the manifest says ${manifest.rows} (${manifest.content}): nothing restored`,
      );
    }
    await client.query("COMMIT");
    return { rows: loaded.length, content, table: `${into.schema}.${into.name}` };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}
