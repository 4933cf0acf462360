import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credits, VideoRecord } from '@forja/contracts';
import { newFileKey } from '../../integrations/storage/file-storage.js';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { runGeneration } from '../../test/generate.js';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { createGenerationEngine } from '../generation/generation-engine.service.js';
import { videoStudioFrom } from '../videos/videos.module.js';

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/*
 * The bucket cannot be reached while a video renders (through the demo pipeline): the
 * generation fails with STORAGE_UNAVAILABLE, never the network's own text, nothing is
 * charged, and the operator finds the cause in the log beside the generation's id.
 */
describe('a render while the S3 bucket is unreachable', () => {
  let t: TestApp;
  const logged: { level: number; msg: string; generationId?: string; err?: { message?: string } }[] = [];
  beforeAll(async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const sink = new Writable({
      write(line: Buffer, _encoding, done) {
        logged.push(JSON.parse(line.toString()) as (typeof logged)[number]);
        done();
      },
    });
    t = await createTestApp('pglite', {
      env: { S3_ENDPOINT: endpoint, S3_BUCKET: 'forja', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
      overrides: (s) => ({
        generationEngine: createGenerationEngine(s.creditOperations, pino({ level: 'error' }, sink)),
        videoStudio: videoStudioFrom(s, { renderer: fakeRenderer(), speech: fakeSpeech() }),
      }),
    });
  });
  afterAll(() => t.close());

  it('fails with STORAGE_UNAVAILABLE, charges nothing and logs the cause with the generation id', async () => {
    const { cookie } = await signUp(t.app);
    const credits = async () => (await call(t.app, 'GET', '/api/credits', { cookie })).json<Credits>();
    const before = await credits();

    const res = await runGeneration(t.app, 'video', { cookie, body: VIDEO });
    expect(res.statusCode, res.body).toBe(503);
    const error = res.json<{ code: string; message: string }>();
    expect(error.code).toBe('STORAGE_UNAVAILABLE');
    expect(error.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);

    const after = await credits();
    expect(after).toMatchObject({ balance: before.balance, held: 0, available: before.available });
    const { items } = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>();
    expect(items.map((v) => v.status)).toEqual(['failed']);
    expect(JSON.stringify(items)).not.toMatch(/ECONNREFUSED/);

    const [generation] = (await call(t.app, 'GET', '/api/generations', { cookie })).json<{
      items: { id: string; error: { code: string } | null }[];
    }>().items;
    expect(generation!.error?.code).toBe('STORAGE_UNAVAILABLE');
    const entry = logged.find((l) => l.generationId === generation!.id);
    expect(entry).toMatchObject({ level: 50, msg: 'the file storage failed during a generation' });
    expect(entry!.err?.message).toMatch(/ECONNREFUSED/);
  });

  it('fails an image the same way, and /files/ answers 503 STORAGE_UNAVAILABLE', async () => {
    const { cookie } = await signUp(t.app);
    const before = (await call(t.app, 'GET', '/api/credits', { cookie })).json<Credits>();
    const res = await runGeneration(t.app, 'image', {
      cookie,
      body: { prompt: 'Red kite over a valley', resolution: '512x512' },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json<{ code: string }>().code).toBe('STORAGE_UNAVAILABLE');
    expect((await call(t.app, 'GET', '/api/credits', { cookie })).json<Credits>()).toEqual(before);

    const served = await call(t.app, 'GET', `/files/${newFileKey('any', 'png')}`);
    expect(served.statusCode).toBe(503);
    expect(served.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    expect(served.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });
});
