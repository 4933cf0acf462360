import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cuesFromWords,
  videoRenderCost,
  videoRequestSchema,
  voiceOverCost,
  type GenerationRecord,
  type GenerationSettingsTestResult,
  type SavedVoiceOver,
  type VoiceOverOutput,
} from '@forja/contracts';
import { splitSentences } from '../../integrations/speech/sentence-split.js';
import { fakeRenderer } from '../../test/fakes/fake-media.js';
import { startFakeSpeechServer, type FakeSpeechServer } from '../../test/fakes/fake-openai-speech.js';
import { runGeneration } from '../../test/generate.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { settingsBody } from '../../test/settings-test-helpers.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { videoStudioFrom } from '../videos/videos.module.js';

/*
 * Issue 21, item 17: a speech server that speaks `/audio/speech` but has no
 * `/audio/transcriptions` (Kokoro-FastAPI, openedai-speech: FastAPI's 404) passes the settings'
 * Test and Try, which say its subtitles are timed by estimate, and voice-overs and video
 * narration made on it succeed, cost what they cost, and have subtitles of the words as written.
 */

const SETTINGS = '/api/admin/generation-settings';
// Two credits: more than VOICE_OVER_CHARS_PER_CREDIT (1,000) characters, in short sentences.
const LONG_TEXT = Array.from(
  { length: 26 },
  (_, i) => `Sentence ${i + 1} can’t wait, it's rock-'n'-roll. ¿Qué tal?`,
).join(' ');

describe.each(databaseKinds)('a speech server without transcriptions on %s', (kind) => {
  let t: TestApp;
  let server: FakeSpeechServer;
  let admin: Awaited<ReturnType<typeof signUp>>;
  const renderer = fakeRenderer();
  beforeAll(async () => {
    server = await startFakeSpeechServer({
      transcriptions: 404,
      voice: { leadMs: 150, tailMs: 300, msPerLetter: 60, gapMs: 40, commaMs: 200 },
    });
    t = await createTestApp(kind, { overrides: (s) => ({ videoStudio: videoStudioFrom(s, { renderer }) }) });
    admin = await signUp(t.app); // the first account is the administrator
    const saved = await call(t.app, 'PUT', SETTINGS, {
      cookie: admin.cookie,
      body: settingsBody({
        speech: {
          provider: 'openai',
          baseUrl: server.url,
          model: 'kokoro',
          voice: 'af_heart',
          transcriptionModel: 'whisper-1',
        },
      } as never),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it("the settings' Test passes and says the words are timed by estimate; Try plays the voice", async () => {
    server.requests.length = 0;
    const res = await call(t.app, 'POST', `${SETTINGS}/test`, {
      cookie: admin.cookie,
      body: { family: 'speech' },
    });
    const result = res.json<GenerationSettingsTestResult>();
    expect(result).toMatchObject({ ok: true, provider: 'openai', timedByEstimate: true });
    expect(result.sample?.[1]).toMatch(/^Forja \d+–\d+ ms, speech \d+–\d+ ms, test\. \d+–\d+ ms$/);
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/audio/speech', '/v1/audio/transcriptions']);

    const tried = await call(t.app, 'POST', `${SETTINGS}/servers/test`, {
      cookie: admin.cookie,
      body: { kind: 'speech', baseUrl: server.url, model: 'kokoro', voice: 'af_heart' },
    });
    expect(tried.json()).toMatchObject({ ok: true, audio: { contentType: 'audio/wav' } });
  });

  it('a voice-over succeeds, costs its credits, and its saved SRT and VTT are the text as written', async () => {
    const user = await signUp(t.app);
    server.requests.length = 0;
    expect(voiceOverCost(LONG_TEXT)).toBe(2);
    const res = await runGeneration(t.app, 'voiceOver', {
      cookie: user.cookie,
      body: { text: LONG_TEXT, voice: 'en-US-JennyNeural' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json<VoiceOverOutput & { generationId: string; cost: number }>();
    expect(out.cost).toBe(2);
    expect((await call(t.app, 'GET', '/api/credits', { cookie: user.cookie })).json()).toMatchObject({
      balance: 48,
      held: 0,
    });
    expect(out.engine).toBe('openai-compatible');
    expect(out.words.map((w) => w.text)).toEqual(LONG_TEXT.split(' '));
    // The transcription endpoint was asked once, for the first of 52 sentences.
    expect(server.requests.filter((r) => r.path.endsWith('/audio/transcriptions'))).toHaveLength(1);

    const saved = await call(t.app, 'POST', '/api/voice-overs', {
      cookie: user.cookie,
      body: { generationId: out.generationId },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<SavedVoiceOver>().id;
    const download = (format: string) =>
      call(t.app, 'GET', `/api/voice-overs/${id}/download/${format}`, { cookie: user.cookie });
    const srt = (await download('srt')).body;
    // The first sentence is heard from 150 ms, after the server's leading silence.
    expect(srt).toMatch(
      /^1\n00:00:00,1[3-5]\d --> 00:00:0\d,\d{3}\nSentence 1 can’t wait, it's rock-'n'-roll\.\n\n/,
    );
    const cues = cuesFromWords(out.words);
    // Every word once, in order, and no cue runs from one sentence into the next.
    expect(cues.map((c) => c.text).join(' ')).toBe(LONG_TEXT);
    const sentences = splitSentences(LONG_TEXT);
    for (const cue of cues)
      expect(
        sentences.some((s) => s.includes(cue.text)),
        cue.text,
      ).toBe(true);
    expect(cues.at(-1)!.endMs).toBeLessThanOrEqual(out.durationMs);
    const vtt = (await download('vtt')).body;
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    for (const cue of cues) {
      expect(srt).toContain(`\n${cue.text}\n`);
      expect(vtt).toContain(`\n${cue.text}\n`);
    }
  });

  it('a video narrated on that server renders with estimated words, and costs its credits', async () => {
    const user = await signUp(t.app);
    renderer.requests.length = 0;
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie: user.cookie,
      body: { kind: 'video', input: VIDEO },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json<GenerationRecord>().id;
    const done = (
      await call(t.app, 'GET', `/api/generations/${id}`, { cookie: user.cookie })
    ).json<GenerationRecord>();
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    const cost = videoRenderCost(videoRequestSchema.parse(VIDEO));
    expect(done.cost).toBe(cost);
    expect((await call(t.app, 'GET', '/api/credits', { cookie: user.cookie })).json()).toMatchObject({
      balance: 50 - cost,
      held: 0,
    });
    const narrations = renderer.requests[0]!.scenes.map((s) => s.narration!);
    expect(narrations.map((n) => n.words.map((w) => w.text).join(' '))).toEqual(
      VIDEO.scenes.map((s) => s.voiceOverText),
    );
    for (const n of narrations) expect(n.words[0]!.startMs).toBeGreaterThanOrEqual(100);
  });
});
