// The manifest beside each archive object, for both kinds (a batch's rows, a partition): what a
// restore and an auditor need, and nothing of the rows but a batch's key and clock ranges.
import { OUTPUT_VERSION } from "../../contract/output-versions.js";
import type { PolicyShape } from "../catalog/shape.js";
import { tableText } from "../catalog/shape.js";
import type { ArchiveColumn } from "./format.js";
import type { ArchiveWork } from "./store.js";
import { MANIFEST_SUFFIX, type Manifest } from "./store.js";

/** The manifest's key beside an object's. */
export const manifestKeyOf = (objectKey: string) =>
  `${objectKey.replace(/\.(parquet|jsonl\.gz)$/, "")}${MANIFEST_SUFFIX}`;

/** An object as written: its key, rows, bytes and checksums. */
export interface Written {
  key: string;
  rows: number;
  bytes: number;
  sha256: string;
  content: string;
}

/** Writes the object's manifest; `kind`: what its kind adds (key and clock ranges, the partition). */
export async function putManifest(
  work: ArchiveWork,
  shape: PolicyShape,
  columns: ArchiveColumn[],
  written: Written,
  kind: Pick<Manifest, "key" | "clock" | "partition">,
): Promise<void> {
  const manifest: Manifest = {
    version: OUTPUT_VERSION["archive-manifest"],
    runId: work.runId,
    policy: shape.policy.name,
    table: tableText(shape.policy.table),
    object: written.key,
    format: work.target.format,
    rows: written.rows,
    bytes: written.bytes,
    sha256: written.sha256,
    content: written.content,
    columns: columns.map(({ name, type }) => ({ name, type })),
    ...kind,
    createdAt: new Date().toISOString(),
  };
  await work.target.store.put(
    manifestKeyOf(written.key),
    Buffer.from(JSON.stringify(manifest, null, 2)),
    "application/json",
  );
}
