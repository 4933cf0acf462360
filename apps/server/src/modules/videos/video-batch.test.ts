import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  generationCost,
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
  videoBatch,
  videoRequestSchema,
  type GenerationRecord,
  type GenerationStart,
} from '@forja/contracts';
import type { BatchPrepareContext } from '../batches/studio-batch-work.js';
import type { Services } from '../server-module.js';
import { bodyBytes, parseSrt } from '../../test/batch-work.js';
import { createVideoBatch, prepareVideo } from './video-batch.js';
import { narrationKey, speechVoice } from './scene-narration.js';

const record = (
  kind: string,
  output: unknown,
  error: GenerationRecord['error'] = null,
): GenerationRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind,
  provider: 'builtin',
  demo: true,
  status: error ? 'failed' : 'succeeded',
  stage: null,
  percent: null,
  restarted: false,
  cost: 0,
  input: {},
  output: error ? null : output,
  error,
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: '2026-11-27T10:00:01.000Z',
});

const scene = (n: number) => ({
  imagePrompt: `A warm bakery at dawn, shot ${n}`,
  voiceOverText: `Scene ${n}: the bakery wakes up with the smell of bread.`,
  keywords: ['bakery', `shot${n}`],
});

/** A ctx.run answering each free step with what `answers` holds for its kind, recording the starts. */
function fakeRun(answers: Record<string, GenerationRecord>) {
  const starts: GenerationStart[] = [];
  const ctx: BatchPrepareContext = {
    userId: 'u1',
    run: async (start) => {
      starts.push(start);
      return answers[start.kind]!;
    },
  };
  return { ctx, starts };
}

const row = (values: Record<string, unknown>) =>
  videoBatch.request.parse({ idea: 'Bread for the neighbourhood', ...values });

describe('the video batch row: prepare', () => {
  it('takes the first title idea, asks its scenes with the row options, and renders exactly those', async () => {
    const { ctx, starts } = fakeRun({
      videoTitleIdeas: record('videoTitleIdeas', { titles: ['  Bread at dawn ', 'Second title'] }),
      videoScenes: record('videoScenes', { scenes: [scene(1), scene(2), scene(3), scene(4)] }),
    });
    const request = row({
      scenes: '3',
      seconds: '6',
      format: 'sd',
      voice: 'ro-RO-EmilNeural',
      language: 'ro',
      style: 'cinematic',
    });
    const start = await prepareVideo(request, ctx);

    expect(starts).toMatchObject([
      { kind: 'videoTitleIdeas', input: { idea: 'Bread for the neighbourhood', brand: undefined } },
      {
        kind: 'videoScenes',
        input: {
          videoTitle: 'Bread at dawn',
          comment: 'Bread for the neighbourhood',
          imageStyle: 'cinematic',
          resolution: 'sd',
          numberOfScenes: 3,
          secondsPerScene: 6,
          voice: 'ro-RO-EmilNeural',
          language: 'ro',
          brand: undefined,
        },
      },
    ]);
    const draft = videoRequestSchema.parse(start.input);
    expect(start.kind).toBe('video');
    expect(draft).toMatchObject({
      prompt: 'Bread for the neighbourhood',
      videoTitle: 'Bread at dawn',
      resolution: 'sd',
      secondsPerScene: 6,
      withAudio: true,
      subtitleStyle: request.subtitleStyle,
      subtitlePosition: request.subtitlePosition,
    });
    // Never more scenes than the row asked for (the fourth would cost more than the preview said).
    expect(draft.scenes.map((s) => [s.id, s.voiceOverText, s.keywords])).toEqual([
      ['s1', scene(1).voiceOverText, scene(1).keywords],
      ['s2', scene(2).voiceOverText, scene(2).keywords],
      ['s3', scene(3).voiceOverText, scene(3).keywords],
    ]);
    expect(generationCost('video', draft)).toBe(videoBatch.cost(request));
  });

  it('costs what the batch previewed for every count and length of scenes', async () => {
    for (const scenes of [VIDEO_SCENES_MIN, 5, VIDEO_SCENES_MAX])
      for (const seconds of [SECONDS_PER_SCENE_MIN, 7, SECONDS_PER_SCENE_MAX]) {
        const { ctx } = fakeRun({
          videoScenes: record('videoScenes', {
            scenes: Array.from({ length: VIDEO_SCENES_MAX + 2 }, (_, i) => scene(i + 1)),
          }),
        });
        const request = row({ title: 'Bread', scenes, seconds });
        const draft = videoRequestSchema.parse((await prepareVideo(request, ctx)).input);
        expect(generationCost('video', draft)).toBe(videoBatch.cost(request));
      }
  });

  it('keeps the row title and renders fewer scenes when fewer came (costing less)', async () => {
    const { ctx, starts } = fakeRun({
      videoScenes: record('videoScenes', { scenes: [scene(1), scene(2), scene(3)] }),
    });
    const request = row({ title: 'My own title', scenes: 4 });
    const draft = videoRequestSchema.parse((await prepareVideo(request, ctx)).input);
    expect(starts.map((s) => s.kind)).toEqual(['videoScenes']);
    expect(draft.videoTitle).toBe('My own title');
    expect(draft.scenes).toHaveLength(3);
    expect(generationCost('video', draft)).toBeLessThan(videoBatch.cost(request));
  });

  it('fails the row with the step error code, NO_TITLES / NO_SCENES when too little came, PROVIDER_ERROR when it does not read', async () => {
    const failed = fakeRun({
      videoTitleIdeas: record('videoTitleIdeas', null, { code: 'TIMEOUT', message: 'Too slow.' }),
    });
    await expect(prepareVideo(row({}), failed.ctx)).rejects.toMatchObject({ code: 'TIMEOUT', status: 504 });
    const noTitles = fakeRun({ videoTitleIdeas: record('videoTitleIdeas', { titles: [' '] }) });
    await expect(prepareVideo(row({}), noTitles.ctx)).rejects.toMatchObject({ code: 'NO_TITLES' });
    // Two scenes are fewer than a video takes: the render would refuse them, so the row fails first.
    const noScenes = fakeRun({ videoScenes: record('videoScenes', { scenes: [scene(1), scene(2)] }) });
    await expect(prepareVideo(row({ title: 'T' }), noScenes.ctx)).rejects.toMatchObject({
      code: 'NO_SCENES',
    });
    // An answer that does not read as the step's output fails the row as the provider's.
    const garbled = fakeRun({ videoScenes: record('videoScenes', { scenes: 'none' }) });
    await expect(prepareVideo(row({ title: 'T' }), garbled.ctx)).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
    });
  });
});

describe('the video batch row: files', () => {
  const draft = videoRequestSchema.parse({
    videoTitle: 'Bread at dawn',
    secondsPerScene: 5,
    voice: 'en-US-JennyNeural',
    language: 'en',
    scenes: [
      { id: 's1', imagePrompt: 'A warm bakery at dawn', voiceOverText: 'The oven is warm. Bread rises.' },
      {
        id: 's2',
        imagePrompt: 'Loaves on the counter',
        voiceOverText: 'Neighbours come in for the first loaves.',
      },
      { id: 's3', imagePrompt: 'An empty shelf at noon', voiceOverText: 'By noon every shelf is empty.' },
    ],
  });
  const generation = {
    ...record('video', {
      videoId: '00000000-0000-4000-8000-0000000000aa',
      fileId: '00000000-0000-4000-8000-0000000000bb',
      url: '/files/x/video.mp4',
      durationSeconds: 15,
      width: 320,
      height: 180,
      sizeBytes: 4,
    }),
    input: draft,
  };
  const keyOf = (i: number) =>
    narrationKey({
      text: draft.scenes[i]!.voiceOverText,
      voice: speechVoice(draft),
      language: 'en',
      maxSeconds: 10,
      engine: 'espeak-ng',
    });
  const services = (engine: string) =>
    ({
      videos: {
        storedFile: async (userId: string) => (userId === 'u1' ? { key: 'k/video.mp4' } : undefined),
        reusableParts: async () => ({
          segments: new Map(),
          narrations: new Map([
            [
              keyOf(0),
              {
                durationMs: 2000,
                words: [
                  { text: 'The', startMs: 0, endMs: 300 },
                  { text: 'oven.', startMs: 300, endMs: 900 },
                ],
              },
            ],
            [
              keyOf(1),
              {
                durationMs: 2000,
                words: [
                  { text: 'Neighbours', startMs: 100, endMs: 800 },
                  { text: 'come.', startMs: 800, endMs: 1200 },
                ],
              },
            ],
            [keyOf(2), { durationMs: 600, words: [{ text: 'Noon.', startMs: 0, endMs: 500 }] }],
          ]),
        }),
      },
      files: { storage: { read: async () => ({ stream: Readable.from([Buffer.from('....ftyp')]) }) } },
      providerResolver: { speechEngine: async () => ({ engine: { name: engine } }) },
    }) as unknown as Services;

  it("zips the stored MP4 and an SRT timed from the narrations' words on the video's timeline", async () => {
    const files = await createVideoBatch(services('espeak-ng')).files('u1', generation, {});
    expect(files.map((f) => f.name)).toEqual(['video.mp4', 'video.srt']);
    expect((await bodyBytes(files[0]!)).toString('latin1')).toBe('....ftyp');
    expect(parseSrt((await bodyBytes(files[1]!)).toString())).toEqual([
      { index: 1, startMs: 0, endMs: 900, text: 'The oven.' },
      { index: 2, startMs: 5100, endMs: 6200, text: 'Neighbours come.' },
      { index: 3, startMs: 10_000, endMs: 10_500, text: 'Noon.' },
    ]);
  });

  it("spreads each scene's text over its time when its narration is not found", async () => {
    const files = await createVideoBatch(services('another-engine')).files('u1', generation, {});
    const cues = parseSrt((await bodyBytes(files[1]!)).toString());
    expect(cues.map((c) => c.text).join(' ')).toBe(draft.scenes.map((s) => s.voiceOverText).join(' '));
    expect(cues[0]!.startMs).toBe(0);
    expect(cues.find((c) => c.text.startsWith('Neighbours'))!.startMs).toBe(5000);
    expect(cues.at(-1)!.endMs).toBeLessThanOrEqual(15_000 - 400);
  });

  it("answers 404 for another user's video", async () => {
    await expect(createVideoBatch(services('espeak-ng')).files('u2', generation, {})).rejects.toMatchObject({
      status: 404,
    });
    await expect(createVideoBatch(services('espeak-ng')).save('u2', generation, {})).rejects.toMatchObject({
      status: 404,
    });
  });
});
