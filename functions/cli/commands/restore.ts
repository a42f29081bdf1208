// `retention-job restore`: an archive object loaded back into a table, for an audit or after a
// mistaken rule; its checksum checked before, its rows' count and content checksum after, all in
// one transaction (nothing stays if a check fails).

import { archiveS3Client, s3ArchiveStore } from "../../aws/archive-store.js";
import { ConfigError } from "../../contract/errors.js";
import { parseS3Url } from "../../contract/names.js";
import { stamp } from "../../contract/output-versions.js";
import { readManifest, restoreArchive } from "../../engine/index.js";
import { databaseUrl, parseOptions } from "../args.js";
import { withDatabaseClient } from "../database.js";
import { EXIT, type Io } from "../io.js";

/** `s3://bucket/key` → its parts. */
export function s3Address(text: string | undefined): { bucket: string; key: string } {
  const address = parseS3Url(text ?? "");
  if (!address || address.key === "") {
    throw new ConfigError(
      "--manifest",
      `must be an archive manifest's address, s3://bucket/….manifest.json, got "${text ?? ""}"`,
    );
  }
  return address;
}

/** `schema.table` → its parts (a bare name is in public). */
function tableAddress(text: string | undefined): { schema: string; name: string } {
  const parts = (text ?? "").split(".");
  if (!text || parts.length > 2 || parts.some((part) => part === "")) {
    throw new ConfigError(
      "--into",
      `must name the table to load into, schema.table, got "${text ?? ""}"`,
    );
  }
  return parts.length === 2
    ? { schema: parts[0] as string, name: parts[1] as string }
    : { schema: "public", name: parts[0] as string };
}

export async function restoreCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, {
    manifest: { type: "string" },
    into: { type: "string" },
    "database-url": { type: "string" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const address = s3Address(values.manifest);
  const into = tableAddress(values.into);
  const store = s3ArchiveStore(archiveS3Client(io.env), address.bucket);
  const manifest = await readManifest(store, address.key);
  const restored = await withDatabaseClient(databaseUrl(values, io), (client) =>
    restoreArchive(client, store, manifest, into),
  );
  io.out(
    values.json
      ? JSON.stringify({
          ...stamp("cli-restore"),
          ...restored,
          object: manifest.object,
          policy: manifest.policy,
        })
      : `restored ${restored.rows} rows of ${manifest.policy} (${manifest.table}) into ${restored.table}: count and content checksum ${restored.content} match the manifest`,
  );
  return EXIT.ok;
}
