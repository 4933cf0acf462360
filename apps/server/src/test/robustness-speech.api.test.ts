import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sceneNarrationMaxSeconds,
  speechMaxSeconds,
  VOICE_OVER_CHARS_PER_CREDIT,
  VOICE_OVER_SPEED,
  type GenerationRecord,
  type VoiceOverOutput,
} from '@forja/contracts';
import { creditAccounts, generationSettings } from '../db/schema/index.js';
import { OpenAiSpeechEngine } from '../integrations/speech/openai-speech-engine.js';
import { decodeWav } from '../integrations/speech/wav.js';
import { createUrlGuard } from '../lib/url-guard.js';
import { videoStudioFrom } from '../modules/videos/videos.module.js';
import { startFakeJson2Video, type FakeJson2Video } from './fakes/fake-json2video.js';
import { fakeRenderer } from './fakes/fake-media.js';
import { startFakeSpeechServer, type FakeSpeechServer } from './fakes/fake-openai-speech.js';
import { runGeneration } from './generate.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';
import { createTestResolver } from './test-provider.js';
import { VIDEO } from './video-fixtures.js';

// Real speech synthesis (espeak-ng), up to five minutes of audio in one test.
vi.setConfig({ testTimeout: 180_000 });

/**
 * Every input whose text becomes speech, driven with markup and with text made to speak for as
 * long as it can (issue 21, item 1: `<break time="999s"/>` gave 16 minutes of audio; 280
 * characters 3 h 18 min for 1 credit). Markup is never obeyed, by any engine, and the audio is
 * bounded by what was paid for. Where text becomes speech:
 *
 *   POST /api/generations {kind:'voiceOver'}  input.text: the offline and OpenAI-compatible engines
 *   POST /api/generations {kind:'video'}      input.scenes[].voiceOverText: the local render's
 *                                             speech engine, JSON2Video's voice element
 *   POST /api/voice-overs/preview             speaks a fixed sample; takes no text
 *   POST /api/admin/generation-settings/test  speaks a fixed sample; takes no text
 *   POST /api/videos/scene-image              makes an image only: nothing is spoken
 */

/** Every kind of markup an engine might obey, around words in each language. */
const MARKED = {
  en: {
    voice: 'en-US-JennyNeural',
    marked:
      'Hello <break time="999s"/> world. <speak><prosody rate="x-slow">Slowly</prosody> ' +
      '<say-as interpret-as="characters">now</say-as></speak> <!-- <break time="999s"/> --> ' +
      '<mstts:silence type="Sentenceboundary" value="20000ms"/><audio src="file:///etc/passwd">done</audio>.',
    plain: 'Hello world. Slowly now done.',
  },
  ro: {
    voice: 'ro-RO-EmilNeural',
    marked:
      '<?xml version="1.0"?><speak>Bună <break time="600s"/> ziua, <emphasis level="strong">țară</emphasis>. ' +
      '<prosody rate="x-slow" pitch="x-low">Încet</prosody><![CDATA[ și clar]]>.</speak>',
    plain: 'Bună ziua, țară. Încet și clar.',
  },
  es: {
    voice: 'es-ES-ElviraNeural',
    marked:
      '¿Qué <break strength="x-strong" time="999s"/> tal? <voice name="x"><lang xml:lang="en">Hola</lang>' +
      '</voice> <sub alias="mundo">mundo</sub> <phoneme ph="aaaaaaaa">fin</phoneme>.',
    plain: '¿Qué tal? Hola mundo fin.',
  },
} as const;

/** The 280 characters: words between long breaks. */
const BREAKS_280 = `${'Hi <break time="999s"/> '.repeat(11)}Hi <break/> bye.`;

describe.each(databaseKinds)('speech from untrusted text on %s', (kind) => {
  let t: TestApp;
  let speechServer: FakeSpeechServer;
  let json2video: FakeJson2Video;
  const resolver = createTestResolver();
  const renderer = fakeRenderer();
  beforeAll(async () => {
    speechServer = await startFakeSpeechServer();
    json2video = await startFakeJson2Video();
    t = await createTestApp(kind, {
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom(
          { ...s, providerResolver: resolver },
          { renderer, json2video: { baseUrl: json2video.url, apiKey: 'test-key', pollIntervalMs: 5 } },
        ),
      }),
    });
    await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await speechServer.close();
    await json2video.close();
  });
  beforeEach(() => {
    resolver.useSpeech(null);
    renderer.requests.length = 0;
    speechServer.requests.length = 0;
  });

  const balance = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;
  const voiceOver = async (cookie: string, input: Record<string, unknown>) => {
    const res = await runGeneration(t.app, 'voiceOver', { cookie, body: input });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VoiceOverOutput & { cost: number }>();
  };
  const video = async (cookie: string, input: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'video', input: { ...VIDEO, ...input } },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json<GenerationRecord>().id;
    return (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();
  };
  const hasMarkup = (text: string) => /[<>]/.test(text);

  it.each(Object.entries(MARKED))(
    'voiceOver (%s): markup is not obeyed; the audio is that of the words alone',
    async (_language, { voice, marked, plain }) => {
      const { cookie } = await signUp(t.app);
      const [withMarkup, without] = [
        await voiceOver(cookie, { text: marked, voice }),
        await voiceOver(cookie, { text: plain, voice }),
      ];
      // espeak-ng itself varies by a few milliseconds between two readings of one text.
      expect(Math.abs(withMarkup.durationMs - without.durationMs)).toBeLessThan(100);
      expect(withMarkup.words.map((w) => w.text)).toEqual(plain.split(' '));
    },
  );

  it("voiceOver: the issue's 280 characters of breaks speak a few seconds for 1 credit", async () => {
    expect(BREAKS_280).toHaveLength(280);
    const { cookie } = await signUp(t.app);
    const out = await voiceOver(cookie, { text: BREAKS_280, voice: 'en-US-JennyNeural', speed: 0.5 });
    expect(out.cost).toBe(1);
    expect(out.words.map((w) => w.text)).toEqual([...Array<string>(12).fill('Hi'), 'bye.']);
    expect(out.durationMs).toBeLessThan(10_000);
  });

  it('voiceOver: a text that is only markup has nothing to speak: it fails and costs nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await runGeneration(t.app, 'voiceOver', {
      cookie,
      body: { text: '<speak><break time="999s"/></speak>', voice: 'en-US-JennyNeural' },
    });
    expect(res.json()).toMatchObject({ code: 'NO_CONTENT' });
    expect(await balance(user.id)).toMatchObject({ balance: 50, held: 0 });
  });

  // Five minutes of speech take about 15 s to make; the database plays no part, so once is enough.
  it.runIf(kind === databaseKinds[0])(
    'voiceOver: the longest audio a 1-credit request can make is 310 s, and the cap holds it there',
    async () => {
      // The most a credit buys: 1,000 characters at the slowest speed.
      const cap = speechMaxSeconds('x'.repeat(VOICE_OVER_CHARS_PER_CREDIT), VOICE_OVER_SPEED.min);
      expect(cap).toBe(310);
      // Long numbers in Romanian, the slowest: about 1,200 s of speech unbounded.
      const text = '1234567890123 '.repeat(72).slice(0, VOICE_OVER_CHARS_PER_CREDIT);
      const { cookie } = await signUp(t.app);
      const out = await voiceOver(cookie, { text, voice: 'ro-RO-EmilNeural', speed: VOICE_OVER_SPEED.min });
      expect(out.cost).toBe(1);
      expect(out.durationMs).toBeLessThanOrEqual(cap * 1000);
      expect(out.durationMs).toBeGreaterThan(cap * 1000 - 100);
      const wav = decodeWav((await call(t.app, 'GET', out.wav.url, { cookie })).rawPayload);
      expect(wav.samples.length / wav.sampleRate).toBeLessThanOrEqual(cap);
    },
  );

  it('voiceOver on an OpenAI-compatible engine: the server is sent the words, never the markup', async () => {
    resolver.useSpeech(
      new OpenAiSpeechEngine({
        baseUrl: speechServer.url,
        apiKey: '',
        model: 'tts-1',
        voice: '',
        transcriptionModel: 'whisper-1',
        guard: createUrlGuard({ privateHosts: 'any' }),
      }),
    );
    const { cookie } = await signUp(t.app);
    for (const { voice, marked } of Object.values(MARKED)) await voiceOver(cookie, { text: marked, voice });
    const inputs = speechServer.requests
      .filter((r) => r.path.endsWith('/audio/speech'))
      .map((r) => (JSON.parse(r.body.toString('utf8')) as { input: string }).input);
    expect(inputs.join(' ')).toBe(
      Object.values(MARKED)
        .map((m) => m.plain)
        .join(' '),
    );
  });

  it("video (local render): scene narration obeys no markup and lasts at most twice the scene's paid seconds", async () => {
    const { cookie } = await signUp(t.app);
    const scenes = [
      'Part one <break time="999s"/> begins <prosody rate="x-slow">here</prosody>.',
      // About 40 s of numbers: more than the scene paid for.
      `Part two: ${'1234567890123 '.repeat(5)}`,
      'Part three <say-as interpret-as="characters">ends</say-as> now.',
    ].map((voiceOverText, i) => ({ ...VIDEO.scenes[i]!, voiceOverText }));
    const done = await video(cookie, { scenes, secondsPerScene: 5 });
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    const narrations = renderer.requests[0]!.scenes.map((s) => s.narration!);
    const cap = sceneNarrationMaxSeconds(5) * 1000;
    expect(narrations[0]!.words.map((w) => w.text)).toEqual(['Part', 'one', 'begins', 'here.']);
    expect(narrations[0]!.durationMs).toBeLessThan(3000);
    expect(narrations[1]!.durationMs).toBeLessThanOrEqual(cap);
    expect(narrations[1]!.durationMs).toBeGreaterThan(cap - 100);
    expect(narrations[2]!.words.map((w) => w.text)).toEqual(['Part', 'three', 'ends', 'now.']);
    for (const n of narrations) expect(n.words.some((w) => hasMarkup(w.text))).toBe(false);
  });

  it('video on an OpenAI-compatible engine and through JSON2Video: the narration sent is plain text', async () => {
    resolver.useSpeech(
      new OpenAiSpeechEngine({
        baseUrl: speechServer.url,
        apiKey: '',
        model: 'tts-1',
        voice: '',
        transcriptionModel: 'whisper-1',
        guard: createUrlGuard({ privateHosts: 'any' }),
      }),
    );
    const { cookie, user } = await signUp(t.app);
    // Two renders.
    await t.database.db
      .update(creditAccounts)
      .set({ balance: 100 })
      .where(eq(creditAccounts.userId, user.id));
    const scenes = VIDEO.scenes.map((scene) => ({
      ...scene,
      voiceOverText: `${scene.voiceOverText} <break time="999s"/><prosody rate="x-slow">Slowly.</prosody>`,
    }));
    const plain = VIDEO.scenes.map((scene) => `${scene.voiceOverText} Slowly.`);
    expect((await video(cookie, { scenes })).status).toBe('succeeded');
    const spoken = speechServer.requests
      .filter((r) => r.path.endsWith('/audio/speech'))
      .map((r) => (JSON.parse(r.body.toString('utf8')) as { input: string }).input);
    expect(spoken.join(' ')).toBe(plain.join(' '));

    const settings = (videoRenderer: string) =>
      t.database.db.update(generationSettings).set({ videoRenderer }).where(eq(generationSettings.id, 1));
    await settings('json2video');
    try {
      json2video.movies.length = 0;
      expect((await video(cookie, { scenes, videoTitle: 'Plain narration' })).status).toBe('succeeded');
      const movie = json2video.movies[0] as { scenes: { elements: { type: string; text?: string }[] }[] };
      const voices = movie.scenes.map((s) => s.elements.find((e) => e.type === 'voice')?.text);
      expect(voices).toEqual(plain);
    } finally {
      await settings('auto');
    }
  });

  it('voice preview speaks its own sample: a text sent with it, or markup in the voice, is refused', async () => {
    const { cookie } = await signUp(t.app);
    for (const body of [
      { voice: 'en-US-JennyNeural', text: 'Hello <break time="999s"/> world' },
      { voice: '<break time="999s"/>' },
      { voice: 'en-US-JennyNeural', speed: 0.1 },
    ]) {
      const res = await call(t.app, 'POST', '/api/voice-overs/preview', { cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
