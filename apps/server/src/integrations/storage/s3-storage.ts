import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config/storage.js';
import { assertFileKey, FILE_CACHE_CONTROL, type FileStorage } from './file-storage.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Any S3-compatible bucket (AWS, MinIO, R2, Spaces…). Browsers load files from S3_PUBLIC_URL
 * when set; otherwise from `/files/<key>`, which the server streams from the bucket.
 */
export function createS3Storage(config: S3Config, client = createS3Client(config)): FileStorage {
  const Bucket = config.bucket;
  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
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
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertFileKey(key) }));
    },

    publicUrl(key) {
      const safe = assertFileKey(key);
      return config.publicUrl ? `${config.publicUrl}/${safe}` : `/files/${safe}`;
    },

    async read(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: assertFileKey(key) }));
        if (!res.Body) return null;
        return { stream: res.Body as Readable, contentType: res.ContentType, sizeBytes: res.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}

function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums on every request are an AWS extension some S3-compatible services reject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
