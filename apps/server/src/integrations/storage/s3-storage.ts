import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config/storage.js';
import { assertFileKey, FILE_CACHE_CONTROL, type FileStorage } from './file-storage.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Any S3-compatible bucket (AWS, MinIO, R2, Spaces…). Browsers load files from S3_PUBLIC_URL
 * when set; otherwise from `/files/<key>`, which the server streams from the bucket.
 *
 * The AWS SDK is imported only when S3 is configured, in the background: a studio on local
 * files never loads it, and one on S3 does not wait for it at start.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const Bucket = config.bucket;
  const sdk = import('@aws-sdk/client-s3');
  const connected = sdk.then((s3) => ({ s3, client: createS3Client(s3.S3Client, config) }));
  connected.catch(() => {}); // reported by the first call that needs it
  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      const { s3, client } = await connected;
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: assertFileKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: FILE_CACHE_CONTROL,
        }),
      );
    },

    async delete(key) {
      const { s3, client } = await connected;
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: assertFileKey(key) }));
    },

    publicUrl(key) {
      const safe = assertFileKey(key);
      return config.publicUrl ? `${config.publicUrl}/${safe}` : `/files/${safe}`;
    },

    async read(key) {
      const { s3, client } = await connected;
      try {
        const res = await client.send(new s3.GetObjectCommand({ Bucket, Key: assertFileKey(key) }));
        if (!res.Body) return null;
        return { stream: res.Body as Readable, contentType: res.ContentType, sizeBytes: res.ContentLength };
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}

function createS3Client(Client: typeof S3Client, config: S3Config): S3Client {
  return new Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums on every request are an AWS extension some S3-compatible services reject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
