import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/*
 * For tests: s3rver, an S3 implementation that is not ours, on 127.0.0.1 at a free port with
 * its bucket in a temporary folder. Tests check the bucket through s3rver's own store, never
 * through the storage code under test.
 */
export interface TestS3rver {
  endpoint: string;
  bucket: string;
  /** The server's S3_ variables for this bucket (s3rver's fixed credentials). */
  env: Record<string, string>;
  /** Whether the bucket holds `key`, as s3rver's store sees it. */
  has(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export async function startS3rver(bucket = 'forja'): Promise<TestS3rver> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'forja-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    has: (key) => server.store.existsObject(bucket, key),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
