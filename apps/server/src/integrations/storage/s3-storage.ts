import { PassThrough, type Readable } from 'node:stream';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config/storage.js';
import { parseContentRange, RangeNotSatisfiableError, rangeHeaderValue } from './byte-range.js';
import { assertFileKey, FILE_CACHE_CONTROL, type FileStorage } from './file-storage.js';
import { storageUnavailable } from './storage-errors.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Any S3-compatible bucket (AWS, MinIO, R2, Spaces…). Browsers load files from S3_PUBLIC_URL
 * when set; otherwise from `/files/<key>`, which the server streams from the bucket.
 *
 * The AWS SDK is imported only when S3 is configured, in the background: a studio on local
 * files never loads it, and one on S3 does not wait for it at start.
 *
 * A bucket that cannot be reached, or refuses us, is STORAGE_UNAVAILABLE (storage-errors.ts);
 * a missing key is null and a range beyond the object RangeNotSatisfiableError, as S3 answers.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const Bucket = config.bucket;
  const sdk = import('@aws-sdk/client-s3');
  const connected = sdk.then((s3) => ({ s3, client: createS3Client(s3.S3Client, config) }));
  connected.catch(() => {}); // reported by the first call that needs it

  /**
   * The bucket's answer to one command. A failure is STORAGE_UNAVAILABLE unless `expected`
   * says it is an answer the caller handles (a missing key, a range past the end).
   */
  async function send<T>(
    request: (s3: Awaited<typeof sdk>, client: S3Client) => Promise<T>,
    expected: (error: unknown) => boolean = () => false,
  ): Promise<T> {
    const { s3, client } = await connected.catch((error: unknown) => {
      throw storageUnavailable(error);
    });
    try {
      return await request(s3, client);
    } catch (error) {
      if (expected(error)) throw error;
      throw storageUnavailable(error);
    }
  }

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      const Key = assertFileKey(key);
      await send((s3, client) =>
        client.send(
          new s3.PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            CacheControl: FILE_CACHE_CONTROL,
          }),
        ),
      );
    },

    async delete(key) {
      const Key = assertFileKey(key);
      await send((s3, client) => client.send(new s3.DeleteObjectCommand({ Bucket, Key })));
    },

    publicUrl(key) {
      const safe = assertFileKey(key);
      return config.publicUrl ? `${config.publicUrl}/${safe}` : `/files/${safe}`;
    },

    async read(key, options) {
      const Key = assertFileKey(key);
      const Range = options?.range && rangeHeaderValue(options.range);
      let res: GetObjectCommandOutput;
      try {
        res = await send(
          (s3, client) => client.send(new s3.GetObjectCommand({ Bucket, Key, ...(Range ? { Range } : {}) })),
          (error) => isMissing(error) || statusOf(error) === 416,
        );
      } catch (error) {
        if (isMissing(error)) return null;
        if (statusOf(error) === 416) throw new RangeNotSatisfiableError(objectSizeOf(error));
        throw error;
      }
      if (!res.Body) return null;
      // The bucket decides the range; its Content-Range is relayed (a 200 means it sent it all).
      const range = parseContentRange(res.ContentRange);
      return {
        stream: unavailableOnError(res.Body as Readable),
        contentType: res.ContentType,
        sizeBytes: range ? range.size : res.ContentLength,
        etag: res.ETag,
        ...(range ? { range } : {}),
      };
    },

    async stat(key) {
      const Key = assertFileKey(key);
      try {
        const res = await send(
          (s3, client) => client.send(new s3.HeadObjectCommand({ Bucket, Key })),
          isMissing,
        );
        return { contentType: res.ContentType, sizeBytes: res.ContentLength, etag: res.ETag };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

/**
 * No such key: GetObject says NoSuchKey, HeadObject (no body) only 404. A missing bucket is a
 * misconfiguration, not a missing file.
 */
const isMissing = (error: unknown) => {
  const name = (error as { name?: string } | null)?.name;
  return name !== 'NoSuchBucket' && (name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404);
};

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** S3's InvalidRange error names the object's size (ActualObjectSize), for `Content-Range: bytes *\/size`. */
const objectSizeOf = (error: unknown) => {
  const size = Number((error as { ActualObjectSize?: unknown }).ActualObjectSize);
  return Number.isSafeInteger(size) ? size : undefined;
};

function createS3Client(Client: typeof S3Client, config: S3Config): S3Client {
  return new Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // A bucket that does not answer fails the save in seconds, not when the OS gives up.
    requestHandler: { connectionTimeout: 5_000 },
    // Checksums on every request are an AWS extension some S3-compatible services reject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The object's body, whose failure midway (the bucket gone while it streams, a connection
 * cut) is STORAGE_UNAVAILABLE like a failed request: a render reading a scene image then fails
 * with a code the user can read, not the socket's own "aborted".
 */
function unavailableOnError(body: Readable): Readable {
  const out = new PassThrough();
  body.once('error', (error) => out.destroy(storageUnavailable(error)));
  // A reader that stops early (a client gone) stops the download too.
  out.once('close', () => body.destroy());
  return body.pipe(out);
}
