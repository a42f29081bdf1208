// The archive's object store on S3 (both doors): put, multipart upload, get, ranged get, size,
// remove; SSE-KMS when a key is given. An S3-compatible endpoint (AWS_ENDPOINT_URL_S3) is spoken
// to path-style.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import type { ArchiveStore, ArchiveStores, Upload } from "../engine/archive/store.js";

/**
 * An S3 client for archives from `env` (the command line's, or the function's): its region and
 * keys when it has them (else the SDK's own chain), path-style when an S3-compatible endpoint is set.
 */
export function archiveS3Client(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  const keys =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {};
  return new S3Client({
    ...(region ? { region } : {}),
    ...keys,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
}

const notFound = (error: unknown) => {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === "NoSuchKey" || name === "NotFound" || status === 404;
};

async function bytesOf(body: unknown): Promise<Uint8Array> {
  return (body as { transformToByteArray: () => Promise<Uint8Array> }).transformToByteArray();
}

/** The store of one bucket; `kmsKeyId`: objects encrypted with SSE-KMS under that key. */
export function s3ArchiveStore(s3: S3Client, bucket: string, kmsKeyId?: string): ArchiveStore {
  const encryption = kmsKeyId
    ? { ServerSideEncryption: "aws:kms" as const, SSEKMSKeyId: kmsKeyId }
    : {};
  return {
    bucket,
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ...encryption,
        }),
      );
    },
    upload: (key, contentType) => multipart(s3, bucket, key, contentType, encryption),
    async get(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return await bytesOf(object.Body);
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async range(key, start, end) {
      const object = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end}` }),
      );
      return bytesOf(object.Body);
    },
    async size(key) {
      try {
        return (await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

async function multipart(
  s3: S3Client,
  bucket: string,
  key: string,
  contentType: string,
  encryption: object,
): Promise<Upload> {
  const { UploadId } = await s3.send(
    new CreateMultipartUploadCommand({
      Bucket: bucket,
      Key: key,
      ContentType: contentType,
      ...encryption,
    }),
  );
  const parts: { ETag: string | undefined; PartNumber: number }[] = [];
  const common = { Bucket: bucket, Key: key, UploadId };
  return {
    async part(bytes) {
      const PartNumber = parts.length + 1;
      const { ETag } = await s3.send(new UploadPartCommand({ ...common, PartNumber, Body: bytes }));
      parts.push({ ETag, PartNumber });
    },
    async finish() {
      await s3.send(
        new CompleteMultipartUploadCommand({ ...common, MultipartUpload: { Parts: parts } }),
      );
    },
    async abort() {
      await s3.send(new AbortMultipartUploadCommand(common));
    },
  };
}

/**
 * The stores of a retention table's bucket entries: each entry's own bucket name, or `fallback`
 * (the construct's archiveBucket) for an entry that names none.
 */
export function s3ArchiveStores(
  s3: S3Client,
  entries: { name: string; bucket?: string; prefix: string }[],
  options: { fallback?: string; kmsKeyId?: string } = {},
): ArchiveStores {
  return (name) => {
    const entry = entries.find((each) => each.name === name);
    const bucket = entry?.bucket ?? options.fallback;
    if (!entry || !bucket) return undefined;
    return { store: s3ArchiveStore(s3, bucket, options.kmsKeyId), prefix: entry.prefix };
  };
}
