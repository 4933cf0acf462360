import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.js';
import { readPngSize } from '../../integrations/generation/builtin/image/png.js';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3.js';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { DELETE_EXPIRED_FILES_JOB } from './files.jobs.js';

/* The same flow with S3-compatible storage: the storage mode does not depend on the database, so PGlite only. */
describe('generated images on S3-compatible storage', () => {
  let s3: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp('pglite', {
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'forja',
        S3_ACCESS_KEY_ID: 'AKIDTEST',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('puts the image in the bucket and streams it at /files/ when the bucket has no public address', async () => {
    const { cookie } = await signUp(t.app);
    const res = await runGeneration(t.app, 'image', {
      cookie,
      body: { prompt: 'Red kite over a valley', resolution: '512x512' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, fileId } = res.json();
    const key = url.replace('/files/', '');
    expect(s3.objects.get(`/forja/${key}`)?.type).toBe('image/png');

    const served = await call(t.app, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(readPngSize(served.rawPayload)).toEqual({ width: 512, height: 512 });
    expect((await call(t.app, 'GET', '/files/0123456789abcdef0123456789abcdef/none.png')).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', '/files/../../etc/passwd')).statusCode).toBe(404);

    // Expired and unsaved: the job removes the object and the row.
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(storedFiles.id, fileId));
    await t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});
    expect(s3.objects.has(`/forja/${key}`)).toBe(false);
    expect(s3.received.at(-1)).toMatchObject({ method: 'DELETE', path: `/forja/${key}` });
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
  });

  it('keeps the record of an expired file whose object could not go (the bucket down) and removes both later', async () => {
    const { cookie } = await signUp(t.app);
    const res = await runGeneration(t.app, 'image', {
      cookie,
      body: { prompt: 'Gulls over a harbour', resolution: '512x512' },
    });
    const { url, fileId } = res.json<{ url: string; fileId: string }>();
    const object = `/forja/${url.replace('/files/', '')}`;
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(storedFiles.id, fileId));
    const row = async () =>
      (await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0];

    s3.unavailable = true;
    await t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});
    s3.unavailable = false;
    expect(s3.objects.has(object)).toBe(true);
    expect((await row())?.deletedAt).toBeInstanceOf(Date);
    expect((await call(t.app, 'POST', `/api/files/${fileId}/keep`, { cookie })).statusCode).toBe(404);

    await t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});
    expect(s3.objects.has(object)).toBe(false);
    expect(await row()).toBeUndefined();
  });
});
