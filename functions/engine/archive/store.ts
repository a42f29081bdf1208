// Where archives go, as the engine sees it: an object store (S3 at both doors, functions/aws/
// archive-store.ts), the names of a policy's objects, and the manifest written beside each one.

import type pg from "pg";
import type { OUTPUT_VERSION } from "../../contract/output-versions.js";
import type { ArchiveRule } from "../../contract/rules.js";
import type { ArchiveFigures } from "../report.js";
import type { ArchiveFormat } from "./format.js";

/** A multipart upload under way: parts of at least 5 MiB (all but the last), then finish. */
export interface Upload {
  part(bytes: Uint8Array): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

/** The few object-store calls an archive needs, on one bucket. */
export interface ArchiveStore {
  /** The bucket's name (for manifests and `s3://` addresses). */
  readonly bucket: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  upload(key: string, contentType: string): Promise<Upload>;
  /** The whole object; undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Bytes [start, end] of an object (both included). */
  range(key: string, start: number, end: number): Promise<Uint8Array>;
  /** The object's size in bytes; undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
}

/** A policy's archive: its store and where its objects go, in the format it asked for. */
export interface ArchiveTarget {
  store: ArchiveStore;
  /** The full key prefix of the policy's objects (ends with "/"). */
  prefix: string;
  format: ArchiveFormat;
}

/**
 * The archive stores by `buckets` entry name, with the entry's prefix (its lifecycle rule covers
 * it); a door builds them. Undefined: that entry has no store in this run.
 */
export type ArchiveStores = (entry: string) => { store: ArchiveStore; prefix: string } | undefined;

/** Prefixes joined, each ending with "/" (an empty one adds nothing). */
const joined = (...prefixes: string[]) =>
  prefixes
    .filter((prefix) => prefix !== "")
    .map((prefix) => (prefix.endsWith("/") ? prefix : `${prefix}/`))
    .join("");

/** The target of a policy's archive rule. */
export function archiveTarget(
  policy: string,
  rule: ArchiveRule,
  stores: ArchiveStores | undefined,
): ArchiveTarget | undefined {
  const entry = stores?.(rule.bucket);
  if (!entry) return undefined;
  return {
    store: entry.store,
    prefix: joined(entry.prefix, rule.prefix, policy),
    format: rule.format,
  };
}

export const EXTENSION: Record<ArchiveFormat, string> = {
  parquet: ".parquet",
  jsonl: ".jsonl.gz",
};
export const CONTENT_TYPE: Record<ArchiveFormat, string> = {
  parquet: "application/vnd.apache.parquet",
  jsonl: "application/gzip",
};
export const MANIFEST_SUFFIX = ".manifest.json";

/**
 * What a restore and an auditor need of an object, and nothing of its rows but the key and clock
 * ranges: the policy, the table, the columns and their types, counts and checksums.
 */
export interface Manifest {
  /** Its schema's version (schemas/archive-manifest.v<N>.json). */
  version: (typeof OUTPUT_VERSION)["archive-manifest"];
  runId: string;
  policy: string;
  table: string;
  object: string;
  format: ArchiveFormat;
  rows: number;
  bytes: number;
  /** sha256 of the object's bytes. */
  sha256: string;
  /** The rows' content, whatever their order (ContentChecksum): a restore checks it. */
  content: string;
  columns: { name: string; type: string }[];
  key?: { columns: string[]; first: string[]; last: string[] };
  clock?: { expression: string; min: string | null; max: string | null };
  /** A partition's archive: the partition's name. */
  partition?: string;
  createdAt: string;
}

/** What an archiving policy's work needs besides its strategy context. */
export interface ArchiveWork {
  target: ArchiveTarget;
  /** The ledger's connections (autocommit, apart from the batch's transaction). */
  pool: pg.Pool;
  runId: string;
  figures: ArchiveFigures;
}
