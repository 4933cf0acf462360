import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorage, type StorageConfig } from '../config/storage.js';
import { createStorage } from '../integrations/storage/create-storage.js';
import { newFileKey, type FileStorage } from '../integrations/storage/file-storage.js';
import { startFakeS3 } from '../test/fakes/fake-s3.js';
import { startS3rver } from '../test/s3rver.js';
import { registerFileServing } from './files.js';

/*
 * /files/<key> answers byte ranges alike from the local folder and from a bucket (video
 * players seek with them): the same route, the same headers. Buckets: s3rver (an S3
 * implementation not ours) and the project's fake S3, which also answers suffix ranges
 * (`bytes=-500`): s3rver reads those as `bytes=0-500`.
 */
interface Served {
  config: StorageConfig;
  suffixRanges: boolean;
  close(): Promise<void>;
}

const servedFrom: Record<string, () => Promise<Served>> = {
  'the local folder': async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-ranges-'));
    return {
      config: { kind: 'local', dir },
      suffixRanges: true,
      close: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
  s3rver: async () => {
    const s3 = await startS3rver();
    return { config: parseStorage(s3.env, '/unused') as StorageConfig, suffixRanges: false, close: s3.close };
  },
  'the fake S3': async () => {
    const s3 = await startFakeS3();
    const env = {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'forja',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    };
    return { config: parseStorage(env, '/unused') as StorageConfig, suffixRanges: true, close: s3.close };
  },
};

describe.each(Object.keys(servedFrom))('byte ranges at /files/ from %s', (name) => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  const key = newFileKey('clip', 'mp4');
  let served: Served;
  let storage: FileStorage;
  let app: FastifyInstance;

  beforeAll(async () => {
    served = await servedFrom[name]!();
    storage = createStorage(served.config);
    await storage.put(key, bytes, 'video/mp4');
    app = Fastify();
    await registerFileServing(app, storage, served.config);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await served.close();
  });

  const get = (range?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url: `/files/${key}`, headers: range ? { range } : {} });

  it('sends the whole file with Accept-Ranges when no range is asked', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
      'content-length': '1000',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.headers['content-disposition']).toBeUndefined(); // the key's last segment names a download
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=1-1', 1, 1],
    ['bytes=-500', 500, 999],
    ['bytes=-5000', 0, 999],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    if (range.startsWith('bytes=-') && !served.suffixRanges) return;
    const res = await get(range);
    expect(res.statusCode, res.body).toBe(206);
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
      'content-range': `bytes ${start}-${end}/1000`,
      'content-length': String(end - start + 1),
    });
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await get('bytes=1000-');
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('sends the whole file for a range it does not serve (several, malformed)', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=9-3', 'items=0-1']) {
      const res = await get(range);
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length, range).toBe(1000);
    }
  });

  it('answers HEAD with the headers of the whole file and no body', async () => {
    const res = await get('bytes=0-99', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
      'content-length': '1000',
    });
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 304 to the ETag it gave, and 404 for a key it does not hold', async () => {
    const { etag } = (await get()).headers;
    expect(etag).toBeTruthy();
    const res = await app.inject({
      method: 'GET',
      url: `/files/${key}`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(res.statusCode).toBe(304);
    const missing = `/files/${newFileKey('missing', 'mp4')}`;
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await app.inject({ method, url: missing })).statusCode, method).toBe(404);
    }
  });
});
