import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cuesFromWords, toSrt } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrlGuard } from '../../lib/url-guard.js';
import {
  fakeTimeline,
  startFakeSpeechServer,
  type FakeSpeechOptions,
  type FakeVoice,
} from '../../test/fakes/fake-openai-speech.js';
import { OpenAiSpeechEngine } from './openai-speech-engine.js';
import { splitSentences } from './sentence-split.js';

/*
 * Issue 21, item 17: Kokoro-FastAPI and openedai-speech (Piper) speak `/audio/speech` but have
 * no `/audio/transcriptions`, so voice-overs and narration failed at the timing step. The
 * engine now estimates the words' times from each sentence's audio on such a server, asks it
 * for transcriptions once only, and its subtitles are the text as written.
 */

const VOICE: FakeVoice = { leadMs: 180, tailMs: 350, msPerLetter: 65, gapMs: 40, commaMs: 220 };
const PAUSE_MS = 150; // the engine's silence between sentences
const TEXT = "You won't go, l'état. They can’t hear. Isn't that rock-'n'-roll?";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'forja-openai-estimate-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function withServer<T>(
  options: FakeSpeechOptions,
  run: (s: Awaited<ReturnType<typeof startFakeSpeechServer>>, e: OpenAiSpeechEngine) => Promise<T>,
) {
  const server = await startFakeSpeechServer({ voice: VOICE, ...options });
  const engine = new OpenAiSpeechEngine({
    baseUrl: server.url,
    apiKey: '',
    model: 'kokoro',
    voice: 'af_heart',
    transcriptionModel: 'whisper-1',
    guard: createUrlGuard({ privateHosts: 'any' }),
  });
  try {
    return await run(server, engine);
  } finally {
    await server.close();
  }
}

/** When each word of the text is really heard in the joined track. */
function trueTimes(text: string) {
  let offset = 0;
  return splitSentences(text).flatMap((sentence) => {
    const timeline = fakeTimeline(sentence, VOICE);
    const words = timeline.words.map((w) => ({ ...w, startMs: w.startMs + offset, endMs: w.endMs + offset }));
    offset += timeline.totalMs + PAUSE_MS;
    return words;
  });
}

describe('OpenAiSpeechEngine on a server without transcriptions', () => {
  it.each([404, 405, 501, 'textOnly'] as const)(
    '/audio/transcriptions answering %s: asked once, words estimated from the audio, subtitles as written',
    async (transcriptions) => {
      await withServer({ transcriptions }, async (server, engine) => {
        const result = await engine.synthesize({ text: TEXT, voice: 'en-US-JennyNeural', outDir: dir });
        expect(server.requests.map((r) => r.path)).toEqual([
          '/v1/audio/speech',
          '/v1/audio/transcriptions',
          '/v1/audio/speech',
          '/v1/audio/speech',
        ]);
        expect(result.timedByEstimate).toBe(true);
        expect(result.words.map((w) => w.text)).toEqual(TEXT.split(' '));
        const truth = trueTimes(TEXT);
        result.words.forEach((w, i) => {
          expect(Math.abs(w.startMs - truth[i]!.startMs), w.text).toBeLessThan(120);
          expect(Math.abs(w.endMs - truth[i]!.endMs), w.text).toBeLessThan(120);
        });
        // One cue a sentence, from when its first word is heard to when its last one ends.
        const cues = cuesFromWords(result.words);
        expect(cues.map((c) => c.text)).toEqual(splitSentences(TEXT));
        expect(cues[0]!.startMs).toBeGreaterThanOrEqual(150);
        expect(cues[0]!.startMs).toBeLessThanOrEqual(180);
        expect(cues.at(-1)!.endMs).toBeLessThanOrEqual(result.durationMs - 300);
        expect(toSrt(result.words)).toMatch(
          /^1\n00:00:00,1\d\d --> 00:00:01,\d{3}\nYou won't go, l'état\.\n\n2\n/,
        );
      });
    },
  );

  it('a server with word timings is still timed by them', async () => {
    await withServer({}, async (server, engine) => {
      const result = await engine.synthesize({ text: 'Hello there, friend.', voice: 'alloy', outDir: dir });
      expect(server.requests.map((r) => r.path)).toEqual(['/v1/audio/speech', '/v1/audio/transcriptions']);
      expect(result.timedByEstimate).toBeUndefined();
      // The fake's transcription: words without punctuation, each ending 20 ms before its sound.
      expect(result.words.map((w) => [w.text, w.startMs, w.endMs])).toEqual(
        fakeTimeline('Hello there, friend.', VOICE).words.map((w) => [
          w.word.replace(/[,.]/g, ''),
          w.startMs,
          w.endMs - 20,
        ]),
      );
    });
  });

  it('holds the cap: words past the cut are not in the subtitles, the last one is whole', async () => {
    await withServer({ transcriptions: 404 }, async (_server, engine) => {
      const text = 'Seven silver swans swam slowly south. Then they slept.';
      const result = await engine.synthesize({ text, voice: 'alloy', outDir: dir, maxSeconds: 1 });
      expect(result.truncated).toBe(true);
      expect(result.durationMs).toBe(1000);
      const heard = trueTimes(text).filter((w) => w.startMs < 1000);
      expect(result.words.map((w) => w.text)).toEqual(heard.map((w) => w.word));
      expect(result.words.at(-1)!.endMs).toBeLessThanOrEqual(1000);
    });
  });

  it('any other failure of the transcription is an error, not an estimate', async () => {
    await withServer({}, async (server, engine) => {
      server.failNext(500, '{"error":{"message":"whisper crashed"}}', '/audio/transcriptions');
      await expect(engine.synthesize({ text: 'Hello.', voice: 'alloy', outDir: dir })).rejects.toMatchObject({
        code: 'WEBHOOK_SERVER_ERROR',
      });
      server.failNext(401, '{"error":{"message":"bad key"}}', '/audio/transcriptions');
      await expect(engine.synthesize({ text: 'Hello.', voice: 'alloy', outDir: dir })).rejects.toMatchObject({
        code: 'WEBHOOK_UNAUTHORIZED',
      });
    });
  });
});
