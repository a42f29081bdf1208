// The command line's archive stores: S3 (AWS_ENDPOINT_URL_S3 for an S3-compatible server), each
// buckets entry's own bucket or ARCHIVE_BUCKET (a connection setting); a policy that archives with no bucket to write to
// is refused before anything is deleted.
import { archiveS3Client, s3ArchiveStores } from "../../aws/archive-store.js";
import { ConfigError } from "../../contract/errors.js";
import type { Policy, RetentionTable } from "../../contract/retention-table.js";
import type { ConnectionSettings } from "../../contract/settings.js";
import type { ArchiveStores } from "../../engine/index.js";
import type { Io } from "../io.js";

export async function archiveStoresFor(
  table: RetentionTable,
  policies: Policy[],
  connection: ConnectionSettings,
  io: Io,
): Promise<ArchiveStores | undefined> {
  const archiving = policies.filter((policy) => policy.archive && policy.mode === "delete");
  if (archiving.length === 0) return undefined;
  const fallback = connection.archiveBucket;
  for (const policy of archiving) {
    const entry = table.buckets.find((each) => each.name === policy.archive?.bucket);
    if (!entry?.bucket && !fallback) {
      throw new ConfigError(
        `policies.${policy.name}.archive.bucket`,
        `the buckets entry "${policy.archive?.bucket}" names no bucket: give it "bucket" (or set ARCHIVE_BUCKET) to archive from the command line`,
      );
    }
  }
  return s3ArchiveStores(archiveS3Client(io.env), table.buckets, {
    fallback,
    kmsKeyId: connection.archiveKmsKeyId,
  });
}
