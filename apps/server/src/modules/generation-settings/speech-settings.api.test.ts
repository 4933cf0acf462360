import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GenerationSettings, GenerationSettingsTestResult, VoiceOverOutput } from '@forja/contracts';
import { generationSettings } from '../../db/schema/index.js';
import { startFakeSpeechServer, type FakeSpeechServer } from '../../test/fakes/fake-openai-speech.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { settingsBody } from '../../test/settings-test-helpers.js';

// Real speech synthesis: slower than most suites on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/* The speech family of the generation settings: offline by default, an OpenAI-compatible server on choice. */

const URL_PATH = '/api/admin/generation-settings';
const KEY = 'sk-speech-0123456789secretWXYZ';

describe.each(databaseKinds)('speech settings on %s', (kind) => {
  let t: TestApp;
  let server: FakeSpeechServer;
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    server = await startFakeSpeechServer();
    admin = await signUp(t.app); // the first account is the administrator
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const speech = (over: Record<string, unknown> = {}) => ({
    provider: 'openai',
    baseUrl: server.url,
    model: 'tts-1',
    voice: '',
    transcriptionModel: 'whisper-1',
    ...over,
  });
  const put = (body: unknown, cookie = admin.cookie) => call(t.app, 'PUT', URL_PATH, { cookie, body });
  const test = (cookie = admin.cookie) =>
    call(t.app, 'POST', `${URL_PATH}/test`, { cookie, body: { family: 'speech' } });

  it('starts offline: espeak-ng in the settings and in /api/health, and its Test speaks', async () => {
    const read = (await call(t.app, 'GET', URL_PATH, { cookie: admin.cookie })).json<GenerationSettings>();
    expect(read.speech).toMatchObject({
      provider: 'builtin',
      engine: 'espeak-ng (WebAssembly)',
      hasApiKey: false,
    });
    expect((await call(t.app, 'GET', '/api/health')).json()).toMatchObject({
      speech: 'espeak-ng (WebAssembly)',
    });
    const result = (await test()).json<GenerationSettingsTestResult>();
    expect(result).toMatchObject({ ok: true, provider: 'builtin' });
    expect(result.sample?.[1]).toMatch(/^Forja \d+–\d+ ms, speech/);
  });

  it('saves the OpenAI-compatible choice with its key encrypted, and voice-overs then use that server', async () => {
    const saved = await put(settingsBody({ speech: { ...speech(), apiKey: KEY } } as never));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<GenerationSettings>().speech).toMatchObject({
      provider: 'openai',
      engine: 'openai-compatible',
      hasApiKey: true,
      apiKeyMasked: expect.stringMatching(/WXYZ$/),
    });
    expect(saved.body).not.toContain(KEY);
    const [row] = await t.database.db.select().from(generationSettings);
    expect(row!.speechApiKeyEncrypted).not.toContain(KEY);
    expect(row!.speechApiKeyEncrypted).not.toBe('');
    expect((await call(t.app, 'GET', '/api/health')).json()).toMatchObject({ speech: 'openai-compatible' });

    server.requests.length = 0;
    const result = (await test()).json<GenerationSettingsTestResult>();
    expect(result).toMatchObject({ ok: true, provider: 'openai' });
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);

    const user = await signUp(t.app);
    const res = await runGeneration(t.app, 'voiceOver', {
      cookie: user.cookie,
      body: { text: 'Hola amigos. ¿Qué tal?', voice: 'es-ES-ElviraNeural' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json<VoiceOverOutput>();
    expect(out.engine).toBe('openai-compatible');
    expect(out.words.map((w) => [w.text, w.startMs])).toEqual([
      ['Hola', 0],
      ['amigos', 300],
      ['Qué', 750],
      ['tal', 1050],
    ]);

    // A save without `speech` keeps it; a save with an empty key keeps the key.
    await put(settingsBody());
    await put(settingsBody({ speech: speech() } as never));
    const [after] = await t.database.db.select().from(generationSettings);
    expect(after!.speechApiKeyEncrypted).toBe(row!.speechApiKeyEncrypted);
  });

  it('reports a failing server and a missing model in the Test, and fails the generation without charging', async () => {
    server.failNext(500);
    const failed = (await test()).json<GenerationSettingsTestResult>();
    expect(failed).toMatchObject({ ok: false, code: 'WEBHOOK_SERVER_ERROR', httpStatus: 500 });
    await put(settingsBody({ speech: speech({ model: '' }) } as never));
    expect((await test()).json()).toMatchObject({ ok: false, problem: 'missingSpeechModel' });
    const user = await signUp(t.app);
    const res = await runGeneration(t.app, 'voiceOver', {
      cookie: user.cookie,
      body: { text: 'Hello.', voice: 'en-US-JennyNeural' },
    });
    expect(res.statusCode).not.toBe(200);
    expect((await call(t.app, 'GET', '/api/credits', { cookie: user.cookie })).json()).toMatchObject({
      balance: 50,
      held: 0,
    });
    await put(settingsBody({ speech: speech({ provider: 'builtin', clearApiKey: true }) } as never));
  });

  it('refuses bad speech settings and a non-administrator, changing nothing', async () => {
    const [before] = await t.database.db.select().from(generationSettings);
    for (const bad of [
      speech({ provider: 'webhook' }),
      speech({ baseUrl: 'ftp://x' }),
      { ...speech(), extra: 1 },
    ]) {
      const res = await put(settingsBody({ speech: bad } as never));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const user = await signUp(t.app);
    expect((await put(settingsBody({ speech: speech() } as never), user.cookie)).statusCode).toBe(403);
    expect((await test(user.cookie)).statusCode).toBe(403);
    const [after] = await t.database.db.select().from(generationSettings);
    expect(after).toEqual(before);
  });
});
