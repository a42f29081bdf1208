// A real S3 API on loopback for the archive's tests: s3rver (an S3-compatible server from npm)
// on a free port, its files in a temporary directory, one bucket; and a client that speaks to it.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  client: S3Client;
  /** The env a door needs to reach it (credentials, region, the endpoint). */
  env: Record<string, string>;
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3(bucket = "archive"): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const env = {
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    AWS_REGION: "us-east-1",
    AWS_ENDPOINT_URL_S3: endpoint,
  };
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: env.AWS_REGION,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    endpoint,
    bucket,
    client,
    env,
    async keys(prefix = "") {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
      );
      return (listed.Contents ?? []).map((each) => each.Key as string).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
