import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorage, type StorageConfig } from '../../config/storage.js';
import { createStorage } from './create-storage.js';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3.js';
import { GenerationError } from '../generation/errors.js';
import { RangeNotSatisfiableError } from './byte-range.js';
import { newFileKey, type FileStorage } from './file-storage.js';

describe('S3-compatible storage', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => fake.close());

  const s3 = (extra: Record<string, string> = {}): FileStorage => {
    const config = parseStorage(
      {
        S3_ENDPOINT: fake.endpoint,
        S3_BUCKET: 'forja',
        S3_ACCESS_KEY_ID: 'AKIDTEST',
        S3_SECRET_ACCESS_KEY: 'secret',
        ...extra,
      },
      '/tmp',
    ) as StorageConfig;
    return createStorage(config);
  };

  it('puts an object path-style, signed, with its type and long cache headers', async () => {
    const storage = s3();
    expect(storage.kind).toBe('s3');
    const key = newFileKey('A sunny hill', 'png');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put(key, bytes, 'image/png');

    const put = fake.received.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`/forja/${key}`);
    expect(put.body.equals(bytes)).toBe(true);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(put.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
  });

  it('reads an object back as a stream and answers null for a missing key', async () => {
    const storage = s3();
    const key = newFileKey('read me', 'png');
    await storage.put(key, Buffer.from('png-bytes'), 'image/png');
    const file = await storage.read(key);
    const chunks: Buffer[] = [];
    for await (const c of file!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('png-bytes');
    expect(file!.contentType).toBe('image/png');
    expect(await storage.read(newFileKey('missing', 'png'))).toBeNull();
  });

  it('deletes an object', async () => {
    const storage = s3();
    const key = newFileKey('gone', 'png');
    await storage.put(key, Buffer.from('x'), 'image/png');
    await storage.delete(key);
    const del = fake.received.at(-1)!;
    expect(del).toMatchObject({ method: 'DELETE', path: `/forja/${key}` });
    expect(fake.objects.has(`/forja/${key}`)).toBe(false);
  });

  it('hands a range to the bucket as asked and relays the bytes and Content-Range it answers', async () => {
    const storage = s3();
    const key = newFileKey('clip', 'mp4');
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    await storage.put(key, bytes, 'video/mp4');
    const file = await storage.read(key, { range: { suffix: 500 } });
    expect(fake.received.at(-1)!.headers.range).toBe('bytes=-500');
    expect(file).toMatchObject({ range: { start: 500, end: 999, size: 1000 }, sizeBytes: 1000 });
    const chunks: Buffer[] = [];
    for await (const c of file!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(bytes.subarray(500))).toBe(true);
    const past = await storage.read(key, { range: { start: 1000 } }).catch((e: unknown) => e);
    expect(past).toBeInstanceOf(RangeNotSatisfiableError);
    expect((past as RangeNotSatisfiableError).size).toBe(1000);
    expect(await storage.stat(key)).toEqual({ contentType: 'video/mp4', sizeBytes: 1000, etag: '"etag"' });
    expect(await storage.stat(newFileKey('missing', 'mp4'))).toBeNull();
  });

  it('is STORAGE_UNAVAILABLE, with the cause kept for the log, when the bucket cannot be reached', async () => {
    const closed = await startFakeS3();
    await closed.close();
    const storage = createStorage(
      parseStorage(
        {
          S3_ENDPOINT: closed.endpoint,
          S3_BUCKET: 'forja',
          S3_ACCESS_KEY_ID: 'a',
          S3_SECRET_ACCESS_KEY: 'b',
        },
        '/tmp',
      ) as StorageConfig,
    );
    const key = newFileKey('x', 'png');
    for (const attempt of [
      () => storage.put(key, Buffer.from('x'), 'image/png'),
      () => storage.read(key),
      () => storage.stat(key),
      () => storage.delete(key),
    ]) {
      const error = (await attempt().catch((e: unknown) => e)) as GenerationError;
      expect(error).toBeInstanceOf(GenerationError);
      expect(error.code).toBe('STORAGE_UNAVAILABLE');
      expect(error.message).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
      expect(String((error.cause as Error).message ?? error.cause)).toMatch(/ECONNREFUSED/);
    }
  });

  it('answers the public address when one is set, /files/ otherwise', () => {
    const key = newFileKey('x', 'png');
    expect(s3().publicUrl(key)).toBe(`/files/${key}`);
    expect(s3({ S3_PUBLIC_URL: 'https://cdn.example.com/forja/' }).publicUrl(key)).toBe(
      `https://cdn.example.com/forja/${key}`,
    );
  });

  it('refuses keys that are not ours before any request', async () => {
    const before = fake.received.length;
    await expect(s3().put('../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid file key/,
    );
    await expect(s3().delete('a/b/c')).rejects.toThrow(/Invalid file key/);
    expect(fake.received.length).toBe(before);
  });
});

describe('storage configuration', () => {
  it('is the local folder unless S3 is configured', () => {
    expect(parseStorage({}, '/data')).toEqual({ kind: 'local', dir: '/data/files' });
  });
  it('explains what is missing', () => {
    expect(parseStorage({ S3_ENDPOINT: 'http://minio:9000' }, '/data')).toMatch(/S3_BUCKET is required/);
    expect(parseStorage({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' }, '/data')).toMatch(/set both or neither/);
    expect(parseStorage({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, '/data')).toMatch(
      /S3_ENDPOINT must be/,
    );
  });
  it('defaults to path-style addressing, which S3-compatible services expect', () => {
    expect(parseStorage({ S3_BUCKET: 'b' }, '/data')).toMatchObject({
      kind: 's3',
      forcePathStyle: true,
      region: 'us-east-1',
    });
    expect(parseStorage({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'false' }, '/data')).toMatchObject({
      forcePathStyle: false,
    });
  });
});

describe('S3-compatible storage, a body cut midway', () => {
  it('fails the read with STORAGE_UNAVAILABLE, the cause kept', async () => {
    // A bucket that starts an object's body and drops the connection after 10 of 1000 bytes.
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '1000' });
      res.write(Buffer.alloc(10));
      setImmediate(() => req.socket.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const storage = createStorage(
      parseStorage(
        {
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_BUCKET: 'forja',
          S3_ACCESS_KEY_ID: 'AKIDTEST',
          S3_SECRET_ACCESS_KEY: 'secret',
        },
        '/tmp',
      ) as StorageConfig,
    );
    try {
      const file = await storage.read(newFileKey('cut', 'png'));
      const reading = (async () => {
        for await (const _chunk of file!.stream) void _chunk;
      })();
      const error = await reading.then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(GenerationError);
      expect((error as GenerationError).code).toBe('STORAGE_UNAVAILABLE');
      expect((error as GenerationError).cause).toBeInstanceOf(Error);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
