import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  videoBatch,
  videoOutputSchema,
  videoRenderCost,
  videoRequestSchema,
  type VideoRecord,
} from '@forja/contracts';
import type { VideoRenderer } from '../../integrations/video-render/video-renderer.js';
import { bodyBytes, parseSrt, runBatchRow } from '../../test/batch-work.js';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { lazyLocalRenderer } from '../media/media-tools.js';
import { narrationsByScene } from './video-batch-subtitles.js';
import { videoStudioFrom } from './videos.module.js';

/*
 * A video batch row with the real kinds: the builtin provider's title ideas, scenes and
 * pictures, espeak-ng narration and the npm ffmpeg, rendered small (3 scenes of 5 s).
 */
describe('the video studio as a batch row (builtin provider, local render)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      overrides: (s) => {
        const real = lazyLocalRenderer(s.config, s.log);
        const small: VideoRenderer = {
          get name() {
            return real.name;
          },
          render: (request) => real.render({ ...request, maxLongSide: 320 }),
        };
        return { videoStudio: videoStudioFrom(s, { renderer: small }) };
      },
    });
  });
  afterAll(() => t.close());

  it('writes a title and scenes, renders them, answers the library video and its MP4 and SRT, to its user only', async () => {
    const { cookie, user } = await signUp(t.app);
    const row = {
      idea: 'How small bakeries can win local customers online',
      scenes: '3',
      seconds: '5',
      format: 'sd',
    };
    const { work, request, start, steps, generation } = await runBatchRow(
      t,
      { id: user.id, cookie },
      'video',
      row,
    );

    // The free steps: the first title idea (the row had none), then that title's scenes.
    expect(steps.map((step) => [step.kind, step.cost])).toEqual([
      ['videoTitleIdeas', 0],
      ['videoScenes', 0],
    ]);
    const draft = videoRequestSchema.parse(start.input);
    expect(draft.videoTitle).toBe((steps[0]!.output as { titles: string[] }).titles[0]);
    expect(draft.scenes).toHaveLength(3);
    expect(generation.error).toBeNull();
    expect(generation.status).toBe('succeeded');
    expect(generation.cost).toBe(videoBatch.cost(videoBatch.request.parse(row)));
    expect(generation.cost).toBe(videoRenderCost(draft));

    const videoId = await work.save(user.id, generation, request);
    expect(videoId).toBe(videoOutputSchema.parse(generation.output).videoId);
    expect(await work.save(user.id, generation, request)).toBe(videoId);
    const library = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>();
    expect(library.items.map((v) => [v.id, v.status])).toEqual([[videoId, 'completed']]);

    const files = await work.files(user.id, generation, request);
    expect(files.map((f) => f.name)).toEqual(['video.mp4', 'video.srt']);
    const mp4 = await bodyBytes(files[0]!);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const cues = parseSrt((await bodyBytes(files[1]!)).toString('utf8'));
    expect(cues.length).toBeGreaterThanOrEqual(3);
    // Timed from the narrations the render kept (every scene's found), within the 15 s video, in order.
    const { narrations } = await t.services.videos.reusableParts(user.id, videoId);
    const engine = (await t.services.providerResolver.speechEngine()).engine.name;
    expect(narrationsByScene(draft, narrations, engine).every(Boolean)).toBe(true);
    expect(cues.at(-1)!.endMs).toBeLessThanOrEqual(15_000);
    expect(cues.some((cue) => cue.startMs >= 10_000)).toBe(true);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);

    // Another user's session sees no such video: nothing to save or zip.
    const other = await signUp(t.app);
    await expect(work.save(other.user.id, generation, request)).rejects.toMatchObject({ status: 404 });
    await expect(work.files(other.user.id, generation, request)).rejects.toMatchObject({ status: 404 });
  });
});
