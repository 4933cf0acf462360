import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GenerationFamily, GenerationKindName, GenerationRecord } from '@forja/contracts';
import { creditAccounts } from '../../db/schema/index.js';
import { createBuiltinProvider, type GenerationProvider } from '../../integrations/generation/index.js';
import { offlineSpeechEngine } from '../../integrations/speech/create-speech-engine.js';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { runGeneration } from '../../test/generate.js';
import { articleBody } from '../../test/articles-test-helpers.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver } from '../../test/test-provider.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { videoStudioFrom } from '../videos/videos.module.js';
import type { ProviderResolver } from './provider-resolver.js';

// Real offline speech for the voice-overs: slower than most suites on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/*
 * Results of the offline demo generator say so (`demo`), on the generation and on every item
 * saved from it, long after: archive cards and the Video Library label them. A model's results
 * (here the builtin texts under another provider's name) do not.
 */

const IDEA = 'How small bakeries can win local customers online';
const KINDS: [GenerationKindName, GenerationFamily, unknown][] = [
  ['titleIdeas', 'article', { idea: IDEA, language: 'en' }],
  ['article', 'article', { idea: IDEA, title: 'Bread online', wordCount: 300, language: 'ro' }],
  ['imagePrompt', 'article', { title: 'Bread online', content: '<p>Local bakeries.</p>' }],
  ['image', 'image', { prompt: 'a loaf of bread' }],
  ['images', 'image', { prompt: 'a loaf of bread', count: 2 }],
  ['videoTitleIdeas', 'video', { idea: IDEA }],
  ['videoScenes', 'video', { videoTitle: 'Bread at dawn', numberOfScenes: 3 }],
  [
    'videoScript',
    'videoScript',
    { idea: IDEA, options: { type: 'tutorial', length: '30s', tone: 'casual' } },
  ],
];

describe.each(databaseKinds)('demo generator results on %s', (kind) => {
  let t: TestApp;
  const base = createTestResolver();
  /** The families an administrator connected to a model; the rest stay on the builtin generator. */
  const modelFor = new Set<GenerationFamily>();
  const model: GenerationProvider = { ...createBuiltinProvider(), kind: 'openai' };
  const resolver: ProviderResolver = {
    speechEngine: () => base.speechEngine(),
    providerFor: async (family) =>
      modelFor.has(family)
        ? { provider: model, providerKind: 'openai', ownHosts: [] }
        : base.providerFor(family),
  };
  const offline = offlineSpeechEngine();
  /** The offline engine under another name: what the test resolver reports as a connected speech model. */
  const speechModel = {
    name: 'speech model',
    voices: () => offline.voices(),
    synthesize: (request: Parameters<typeof offline.synthesize>[0]) => offline.synthesize(request),
  };
  beforeAll(async () => {
    t = await createTestApp(kind, {
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom(
          { ...s, providerResolver: resolver },
          { renderer: fakeRenderer(), speech: fakeSpeech() },
        ),
      }),
    });
    await signUp(t.app); // the administrator; the users below are ordinary ones
  });
  afterAll(() => t.close());

  const user = async () => {
    const { cookie, user } = await signUp(t.app);
    await t.database.db
      .update(creditAccounts)
      .set({ balance: 1000 })
      .where(eq(creditAccounts.userId, user.id));
    return cookie;
  };
  const generate = async (cookie: string, kindName: GenerationKindName, input: unknown) => {
    const res = await runGeneration(t.app, kindName, { cookie, body: input });
    expect(res.statusCode, `${kindName}: ${res.body}`).toBe(200);
    return res.json<Record<string, unknown> & { generationId: string }>();
  };
  const record = async (cookie: string, id: string) =>
    (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();
  /** The item's `demo` in its archive list and on its own. */
  const savedDemo = async (cookie: string, path: string, id: string) => {
    const items = (await call(t.app, 'GET', path, { cookie })).json<{
      items: { id: string; demo: boolean }[];
    }>().items;
    const one = (await call(t.app, 'GET', `${path}/${id}`, { cookie })).json<{ demo: boolean }>();
    return [items.find((i) => i.id === id)?.demo, one.demo];
  };

  it.each(KINDS)('%s: the result says when the demo generator made it', async (kindName, family, input) => {
    const cookie = await user();
    const demo = await generate(cookie, kindName, input);
    expect((await record(cookie, demo.generationId)).demo).toBe(true);
    modelFor.add(family);
    try {
      const real = await generate(cookie, kindName, input);
      expect((await record(cookie, real.generationId)).demo).toBe(false);
      const list = (await call(t.app, 'GET', `/api/generations?kind=${kindName}`, { cookie })).json<{
        items: GenerationRecord[];
      }>().items;
      expect(list.map((g) => [g.id, g.demo])).toEqual([
        [real.generationId, false],
        [demo.generationId, true],
      ]);
    } finally {
      modelFor.delete(family);
    }
  });

  it('a saved article, image and video script keep the flag of the generation they came from', async () => {
    const cookie = await user();
    const article = async () => {
      const out = await generate(cookie, 'article', { idea: IDEA, title: 'Bread online', language: 'en' });
      const saved = await call(t.app, 'POST', '/api/articles', {
        cookie,
        body: articleBody({ content: out.html, generationId: out.generationId }),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json<{ id: string }>().id;
    };
    const image = async () => {
      const out = await generate(cookie, 'image', { prompt: 'a loaf of bread' });
      const saved = await call(t.app, 'POST', '/api/images', {
        cookie,
        body: { generationId: out.generationId, fileId: out.fileId },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json<{ id: string }>().id;
    };
    const script = async () => {
      const options = { type: 'tutorial', length: '30s', tone: 'casual' };
      const out = await generate(cookie, 'videoScript', { idea: IDEA, options });
      const saved = await call(t.app, 'POST', '/api/video-scripts', {
        cookie,
        body: { idea: IDEA, options, script: out.script, generationId: out.generationId },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json<{ id: string }>().id;
    };
    for (const [path, family, save] of [
      ['/api/articles', 'article', article],
      ['/api/images', 'image', image],
      ['/api/video-scripts', 'videoScript', script],
    ] as const) {
      const demoId = await save();
      modelFor.add(family);
      const realId = await save().finally(() => modelFor.delete(family));
      expect(await savedDemo(cookie, path, demoId), path).toEqual([true, true]);
      expect(await savedDemo(cookie, path, realId), path).toEqual([false, false]);
    }
    // Written by hand: no generation, no label.
    const plain = await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody() });
    expect(await savedDemo(cookie, '/api/articles', plain.json<{ id: string }>().id)).toEqual([false, false]);
  });

  it('a voice-over spoken by the offline synthesizer says so, and its saved copy too', async () => {
    const cookie = await user();
    const speak = async () => {
      const out = await generate(cookie, 'voiceOver', { text: 'Pâine caldă.', voice: 'ro-RO-AlinaNeural' });
      const saved = await call(t.app, 'POST', '/api/voice-overs', {
        cookie,
        body: { generationId: out.generationId },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return { generationId: out.generationId, id: saved.json<{ id: string }>().id };
    };
    const demo = await speak();
    base.useSpeech(speechModel);
    const real = await speak().finally(() => base.useSpeech(null));
    expect((await record(cookie, demo.generationId)).demo).toBe(true);
    expect((await record(cookie, real.generationId)).demo).toBe(false);
    expect(await savedDemo(cookie, '/api/voice-overs', demo.id)).toEqual([true, true]);
    expect(await savedDemo(cookie, '/api/voice-overs', real.id)).toEqual([false, false]);
  });

  it('a video is a demo when the demo generator wrote its texts or drew its scenes', async () => {
    const cookie = await user();
    const render = async (models: GenerationFamily[]) => {
      for (const family of models) modelFor.add(family);
      try {
        // A title of its own: the same request twice in a row answers the first render.
        const out = await generate(cookie, 'video', { ...VIDEO, videoTitle: `Bread ${models.join(' ')}` });
        return [
          (await record(cookie, out.generationId)).demo,
          ...(await savedDemo(cookie, '/api/videos', out.videoId as string)),
        ];
      } finally {
        modelFor.clear();
      }
    };
    expect(await render([])).toEqual([true, true, true]);
    // Texts from a model, pictures still procedural: a demo.
    expect(await render(['video'])).toEqual([true, true, true]);
    expect(await render(['image'])).toEqual([true, true, true]);
    expect(await render(['video', 'image'])).toEqual([false, false, false]);
  });
});
