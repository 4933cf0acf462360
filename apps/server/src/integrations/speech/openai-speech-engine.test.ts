import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrlGuard } from '../../lib/url-guard.js';
import { startFakeSpeechServer, type FakeSpeechServer } from '../../test/fakes/fake-openai-speech.js';
import { OpenAiSpeechEngine } from './openai-speech-engine.js';
import { decodeWav } from './wav.js';

let server: FakeSpeechServer;
let dir: string;
beforeAll(async () => {
  server = await startFakeSpeechServer();
  dir = await mkdtemp(path.join(tmpdir(), 'forja-openai-speech-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function engine(overrides: Partial<ConstructorParameters<typeof OpenAiSpeechEngine>[0]> = {}) {
  return new OpenAiSpeechEngine({
    baseUrl: server.url,
    apiKey: 'sk-test',
    model: 'tts-1',
    voice: '',
    transcriptionModel: 'whisper-1',
    guard: createUrlGuard({ privateHosts: 'any' }),
    ...overrides,
  });
}

describe('OpenAiSpeechEngine', () => {
  it('speaks each sentence through /audio/speech and takes word timings from /audio/transcriptions', async () => {
    server.requests.length = 0;
    const result = await engine().synthesize({
      text: 'Bună ziua, lume. Ce faci azi?',
      voice: 'ro-RO-AlinaNeural',
      speed: 1.5,
      outDir: dir,
    });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v1/audio/speech',
      '/v1/audio/transcriptions',
      '/v1/audio/speech',
      '/v1/audio/transcriptions',
    ]);
    const first = server.requests[0]!;
    expect(first.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(first.body.toString('utf8'))).toEqual({
      model: 'tts-1',
      input: 'Bună ziua, lume.',
      voice: 'nova',
      response_format: 'wav',
      speed: 1.5,
    });
    const form = server.requests[1]!.body.toString('latin1');
    expect(form).toContain('name="response_format"\r\n\r\nverbose_json');
    expect(form).toContain('name="timestamp_granularities[]"\r\n\r\nword');
    expect(form).toContain('name="model"\r\n\r\nwhisper-1');
    // 3 words (900 ms), a 150 ms pause, then 3 words: the second sentence's words move by 1050 ms.
    expect(result.words.map((w) => [w.text, w.startMs])).toEqual([
      ['Bună', 0],
      ['ziua', 300],
      ['lume', 600],
      ['Ce', 1050],
      ['faci', 1350],
      ['azi', 1650],
    ]);
    const audio = decodeWav(await readFile(result.wavPath));
    expect(audio.sampleRate).toBe(24000);
    expect(result.durationMs).toBe(1950);
  });

  it('uses the voice the administrator chose for every product voice', async () => {
    server.requests.length = 0;
    await engine({ voice: 'af_bella' }).synthesize({
      text: 'Hello.',
      voice: 'en-US-BrianMultilingualNeural',
      outDir: dir,
    });
    expect(JSON.parse(server.requests[0]!.body.toString('utf8')).voice).toBe('af_bella');
  });

  it('turns an HTTP error and a non-audio answer into generation errors', async () => {
    server.failNext(401);
    await expect(engine().synthesize({ text: 'Hello.', voice: 'alloy', outDir: dir })).rejects.toMatchObject({
      code: 'WEBHOOK_UNAUTHORIZED',
    });
  });

  it('sends plain text: SSML in the text never reaches the server', async () => {
    server.requests.length = 0;
    await engine().synthesize({
      text: '<speak>Hello <break time="999s"/> <prosody rate="x-slow">world</prosody>.</speak>',
      voice: 'alloy',
      outDir: dir,
    });
    expect(JSON.parse(server.requests[0]!.body.toString('utf8')).input).toBe('Hello world.');
  });

  it('holds the audio to maxSeconds: a longer reply is cut before it is timed, and no later sentence is asked for', async () => {
    server.requests.length = 0;
    const result = await engine().synthesize({
      text: 'One two three four five six. Seven eight nine ten eleven twelve.',
      voice: 'alloy',
      outDir: dir,
      maxSeconds: 1,
    });
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/audio/speech', '/v1/audio/transcriptions']);
    // The transcription was asked for the cut audio only: 1 s at 24 kHz, 16-bit.
    const uploaded = server.requests[1]!.body;
    expect(uploaded.length).toBeLessThan(24000 * 2 + 1024);
    expect(result.durationMs).toBe(1000);
    expect(result.truncated).toBe(true);
    expect(decodeWav(await readFile(result.wavPath)).samples.length).toBe(24000);
    expect(result.words.map((w) => w.text)).toEqual(['One', 'two', 'three', 'four']);
    expect(result.words.at(-1)!.endMs).toBeLessThanOrEqual(1000);
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine().synthesize({ text: 'Hello.', voice: 'alloy', outDir: dir, signal: controller.signal }),
    ).rejects.toThrow();
  });
});
