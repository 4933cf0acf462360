import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { videoRequestSchema } from '@forja/contracts';
import { GenerationError } from '../generation/errors.js';
import { fetchVideo, isMp4 } from '../storage/fetch-video.js';
import { startFakeJson2Video, type FakeJson2Video } from '../../test/fakes/fake-json2video.js';
import { createJson2VideoClient } from './json2video-client.js';
import { buildMovie } from './json2video-movie.js';

const INPUT = videoRequestSchema.parse({
  videoTitle: 'Three facts about owls',
  voice: 'ro-RO-AlinaNeural',
  language: 'ro',
  imageModel: 'flux-schnell',
  imageStyle: 'oil-painting',
  subtitleFont: 'luckiest-guy',
  scenes: [1, 2, 3].map((n) => ({
    id: `s${n}`,
    imagePrompt: `An owl on a branch at night, number ${n}`,
    voiceOverText: `Owl fact number ${n}: they hear very well.`,
  })),
});

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof GenerationError ? error.code : String(error);
  }
};

describe('JSON2Video client against a local server that speaks its API', () => {
  let fake: FakeJson2Video;
  const signal = () => AbortSignal.timeout(10_000);
  const client = (over: Partial<Parameters<typeof createJson2VideoClient>[0]> = {}) =>
    createJson2VideoClient({
      apiKey: 'test-key',
      baseUrl: fake.url,
      pollIntervalMs: 5,
      pollMaxIntervalMs: 20,
      ...over,
    });
  beforeAll(async () => {
    fake = await startFakeJson2Video();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.scenario = 'done';
    fake.statusChecks = 0;
    fake.movies.length = 0;
    fake.keys.length = 0;
  });

  it('posts the movie with the key, polls until done and answers the link and its facts', async () => {
    const c = client();
    const project = await c.createMovie(buildMovie(INPUT), signal());
    expect(project).toBe('p1');
    const done = await c.waitForMovie(project, signal());
    expect(done).toMatchObject({
      project: 'p1',
      url: `${fake.url}/files/p1.mp4`,
      durationSeconds: 16.5,
      width: 1080,
    });
    expect(fake.statusChecks).toBe(2);
    expect(fake.keys.every((k) => k === 'test-key')).toBe(true);
    // The file behind the link is an MP4 we can copy.
    const data = await fetchVideo(done.url, { privateHosts: ['127.0.0.1'], signal: signal() });
    expect(isMp4(data)).toBe(true);
  });

  it('builds one scene per wizard scene with its image prompt, model, voice and the subtitles', () => {
    const movie = buildMovie(INPUT) as {
      resolution: string;
      scenes: { elements: Record<string, unknown>[] }[];
      elements: Record<string, unknown>[];
    };
    expect(movie.resolution).toBe('instagram-story');
    expect(movie.scenes).toHaveLength(3);
    expect(movie.scenes[0]!.elements).toEqual([
      {
        type: 'image',
        prompt: 'An owl on a branch at night, number 1, oil painting style',
        model: 'flux-schnell',
      },
      { type: 'voice', text: 'Owl fact number 1: they hear very well.', voice: 'ro-RO-AlinaNeural' },
    ]);
    expect(movie.elements[0]).toMatchObject({
      type: 'subtitles',
      language: 'ro',
      settings: { style: 'classic', position: 'bottom-center', 'font-family': 'Luckiest Guy' },
    });
    const silent = buildMovie({ ...INPUT, withAudio: false }) as typeof movie & {
      scenes: { duration?: number }[];
    };
    expect(silent.scenes[0]!.elements).toHaveLength(1);
    expect(silent.scenes[0]!.duration).toBe(5);
    expect(silent.elements).toEqual([]);
  });

  it('a render that fails at JSON2Video is RENDER_FAILED with its message', async () => {
    fake.scenario = 'error';
    const c = client();
    const error = await c.waitForMovie(await c.createMovie({}, signal()), signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as GenerationError).code).toBe('RENDER_FAILED');
    expect((error as GenerationError).message).toContain('Image generation failed');
  });

  it('a render that never finishes stops after the attempts allowed: TIMEOUT', async () => {
    fake.scenario = 'running';
    const c = client({ maxAttempts: 4 });
    expect(await codeOf(c.waitForMovie('p9', signal()))).toBe('TIMEOUT');
    expect(fake.statusChecks).toBe(4);
  });

  it('an HTML page is HTML_RESPONSE and a refused key PROVIDER_UNAUTHORIZED, neither retried', async () => {
    fake.scenario = 'html';
    expect(await codeOf(client().createMovie({}, signal()))).toBe('HTML_RESPONSE');
    expect(await codeOf(client().waitForMovie('p1', signal()))).toBe('HTML_RESPONSE');
    expect(fake.keys).toHaveLength(2);
    fake.scenario = 'done';
    expect(await codeOf(client({ apiKey: 'wrong' }).createMovie({}, signal()))).toBe('PROVIDER_UNAUTHORIZED');
    fake.statusChecks = 0;
    expect(await codeOf(client({ apiKey: 'wrong' }).waitForMovie('p1', signal()))).toBe(
      'PROVIDER_UNAUTHORIZED',
    );
  });

  it('two failed checks are retried with a longer wait; three in a row end the render', async () => {
    fake.scenario = 'flaky';
    const done = await client().waitForMovie('p1', signal());
    expect(done.url).toContain('/files/p1.mp4');
    expect(fake.statusChecks).toBe(3);
    fake.scenario = 'broken';
    fake.statusChecks = 0;
    expect(await codeOf(client().waitForMovie('p1', signal()))).toBe('WEBHOOK_SERVER_ERROR');
    expect(fake.statusChecks).toBe(3);
  });

  it('an answer without a project is NO_PROJECT_ID; a cancelled wait stops at once', async () => {
    fake.scenario = 'no-project';
    expect(await codeOf(client().createMovie({}, signal()))).toBe('NO_PROJECT_ID');
    fake.scenario = 'running';
    const controller = new AbortController();
    const waiting = client({ pollIntervalMs: 1000 }).waitForMovie('p1', controller.signal);
    controller.abort(new Error('cancelled'));
    expect(await codeOf(waiting)).toBe('Error: cancelled');
  });

  it('an expired link (404 at the file) is VIDEO_LINK_EXPIRED; a page that is not an MP4 is refused', async () => {
    fake.scenario = 'expired';
    expect(
      await codeOf(fetchVideo(`${fake.url}/files/p1.mp4`, { privateHosts: ['127.0.0.1'], signal: signal() })),
    ).toBe('VIDEO_LINK_EXPIRED');
    fake.scenario = 'done';
    expect(
      await codeOf(
        fetchVideo(`${fake.url}/v2/movies?project=p1`, { privateHosts: ['127.0.0.1'], signal: signal() }),
      ),
    ).toBe('VIDEO_FETCH_FAILED');
    // A link to a private address the provider does not live on is refused.
    expect(await codeOf(fetchVideo(`${fake.url}/files/p1.mp4`, { privateHosts: [], signal: signal() }))).toBe(
      'VIDEO_FETCH_FAILED',
    );
  });
});
