import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRecord, VideoRecord } from '@forja/contracts';
import { creditAccounts } from '../../db/schema/index.js';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver } from '../../test/test-provider.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { videoStudioFrom } from './videos.module.js';

describe.each(databaseKinds)('cancelling a video render on %s (pg-boss)', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  const renderer = fakeRenderer();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      queue: 'pg-boss',
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom(
          { ...s, providerResolver: resolver },
          { renderer, speech: fakeSpeech() },
        ),
      }),
    });
    await signUp(t.app);
  });
  afterAll(() => t.close());

  it('stops ffmpeg, releases the hold, marks the video failed and removes the scratch folder', async () => {
    renderer.hang = true;
    const { cookie, user } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'video', input: VIDEO },
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json<GenerationRecord>();
    // Accepted: the library shows it as processing before any worker took it.
    const [processing] = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{
      items: VideoRecord[];
    }>().items;
    expect(processing).toMatchObject({ status: 'processing', generationId: id, url: null });

    await expect.poll(() => renderer.requests.length, { timeout: 30_000 }).toBe(1);
    const cancel = await call(t.app, 'POST', `/api/generations/${id}/cancel`, { cookie });
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const request = renderer.requests[0]!;
    expect(request.signal?.aborted).toBe(true);
    await expect.poll(() => existsSync(request.workDir), { timeout: 10_000 }).toBe(false);

    const [video] = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>()
      .items;
    expect(video).toMatchObject({ status: 'failed', url: null });
    const [account] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user.id));
    expect(account).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
    renderer.hang = false;
  });
});
