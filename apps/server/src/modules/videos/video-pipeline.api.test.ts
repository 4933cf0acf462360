import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRecord, VideoOutput, VideoRecord } from '@forja/contracts';
import { findFfmpeg } from '../../integrations/media/find-ffmpeg.js';
import { probeMedia } from '../../integrations/media/probe-media.js';
import { isMp4 } from '../../integrations/storage/fetch-video.js';
import type { RenderRequest, VideoRenderer } from '../../integrations/video-render/video-renderer.js';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { lazyLocalRenderer } from '../media/media-tools.js';
import { videoStudioFrom } from './videos.module.js';

/*
 * The whole local pipeline with the real tools: builtin scene images, espeak-ng narration
 * (the admin's default speech engine) and ffmpeg, rendered small so the test stays quick.
 */
describe('a real local render (builtin images, espeak-ng, ffmpeg)', () => {
  let t: TestApp;
  const requests: RenderRequest[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      overrides: (s) => {
        const real = lazyLocalRenderer(s.config, s.log);
        const small: VideoRenderer = {
          get name() {
            return real.name;
          },
          render: (request) => {
            requests.push(request);
            return real.render({ ...request, maxLongSide: 320 });
          },
        };
        return { videoStudio: videoStudioFrom(s, { renderer: small }) };
      },
    });
    await signUp(t.app);
  });
  afterAll(() => t.close());

  it('makes a narrated, subtitled MP4 of three scenes, stores it and charges the video once', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'video', input: VIDEO },
    });
    expect(res.statusCode).toBe(202);
    let done = res.json<GenerationRecord>();
    for (let i = 0; i < 600 && (done.status === 'queued' || done.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 200));
      done = (await call(t.app, 'GET', `/api/generations/${done.id}`, { cookie })).json<GenerationRecord>();
    }
    expect(done.error).toBeNull();
    expect(done.status).toBe('succeeded');
    const output = done.output as VideoOutput;
    // Every scene lasts the 5 seconds paid for, whatever its narration lasts (issue 21, item 18).
    expect(output.durationSeconds).toBe(3 * 5);
    expect(Math.max(output.width, output.height)).toBeLessThanOrEqual(320);
    const request = requests[0]!;
    expect(request.scenes.every((s) => (s.narration?.words.length ?? 0) > 3)).toBe(true);
    expect(existsSync(request.workDir)).toBe(false);

    const file = await call(t.app, 'GET', output.url);
    expect(file.statusCode).toBe(200);
    expect(isMp4(file.rawPayload)).toBe(true);
    const dir = await mkdtemp(path.join(tmpdir(), 'forja-pipeline-'));
    try {
      await writeFile(path.join(dir, 'video.mp4'), file.rawPayload);
      const info = await probeMedia(
        (await findFfmpeg(t.services.config.mediaTools)).path,
        path.join(dir, 'video.mp4'),
      );
      expect(info.durationSeconds).toBeGreaterThan(15 - 0.1);
      expect(info.durationSeconds).toBeLessThan(15 + 0.15);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const [video] = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>()
      .items;
    expect(video).toMatchObject({
      status: 'completed',
      source: 'local',
      fileSource: 'storage',
      url: output.url,
    });
    expect((await call(t.app, 'GET', '/api/credits', { cookie })).json()).toMatchObject({
      balance: 50 - done.cost,
    });
  }, 180_000);
});
