import path from 'node:path';

/** Where generated files live: `$DATA_DIR/files` by default, an S3-compatible bucket when S3_BUCKET is set. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Absent: AWS itself. MinIO, R2, Spaces, B2… need theirs. */
      endpoint: string | undefined;
      /** Absent: the SDK's default credential chain (instance role, shared config). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** Base address browsers load files from (a CDN or the bucket's public URL); absent: the server streams them under /files/. */
      publicUrl: string | undefined;
    };

export interface StorageEnv {
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_PUBLIC_URL?: string | undefined;
  S3_FORCE_PATH_STYLE?: string | undefined;
}

/** Returns the storage configuration, or the reason the S3 variables do not make one. */
export function parseStorage(e: StorageEnv, dataDir: string): StorageConfig | string {
  const anyS3 = [
    e.S3_ENDPOINT,
    e.S3_BUCKET,
    e.S3_ACCESS_KEY_ID,
    e.S3_SECRET_ACCESS_KEY,
    e.S3_PUBLIC_URL,
  ].some(Boolean);
  if (!anyS3) return { kind: 'local', dir: path.join(dataDir, 'files') };
  if (!e.S3_BUCKET) return 'S3_BUCKET is required when any other S3_ variable is set.';
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.';
  }
  for (const [name, value] of [
    ['S3_ENDPOINT', e.S3_ENDPOINT],
    ['S3_PUBLIC_URL', e.S3_PUBLIC_URL],
  ] as const) {
    if (value && !/^https?:\/\/[^/]/i.test(value)) return `${name} must be an http(s) address.`;
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE !== 'false',
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
