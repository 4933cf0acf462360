import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorage, type StorageConfig } from '../../config/storage.js';
import { startS3rver, type TestS3rver } from '../../test/s3rver.js';
import { createStorage } from './create-storage.js';
import { newFileKey } from './file-storage.js';

/* The S3 storage against s3rver, an S3 implementation that is not ours. */
describe('S3 storage on s3rver', () => {
  let s3: TestS3rver;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(() => s3.close());
  const storageFor = (env: Record<string, string>) =>
    createStorage(parseStorage(env, '/unused') as StorageConfig);

  it('puts, reads (whole and a range), describes and deletes an object', async () => {
    const storage = storageFor(s3.env);
    const key = newFileKey('hill', 'png');
    await storage.put(key, Buffer.from('0123456789'), 'image/png');
    expect(await s3.has(key)).toBe(true);
    const whole = await storage.read(key);
    expect(whole).toMatchObject({ contentType: 'image/png', sizeBytes: 10 });
    expect((await whole!.stream.toArray()).join('')).toBe('0123456789');
    const part = await storage.read(key, { range: { start: 3, end: 5 } });
    expect(part!.range).toEqual({ start: 3, end: 5, size: 10 });
    expect((await part!.stream.toArray()).join('')).toBe('345');
    expect(await storage.stat(key)).toMatchObject({ contentType: 'image/png', sizeBytes: 10 });
    await storage.delete(key);
    expect(await s3.has(key)).toBe(false);
    expect(await storage.read(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    await storage.delete(key); // deleting twice is fine
  });

  it('is STORAGE_UNAVAILABLE, not a missing file, when the bucket does not exist', async () => {
    const storage = storageFor({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    const key = newFileKey('x', 'png');
    for (const attempt of [() => storage.put(key, Buffer.from('x'), 'image/png'), () => storage.read(key)]) {
      expect(await attempt().catch((e: unknown) => e)).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    }
  });
});
