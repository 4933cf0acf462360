import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeWav } from '../../integrations/speech/wav.js';
import {
  FAKE_SENTENCE,
  PNG_1X1,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../test/fakes/fake-openai-server.js';
import { closedPortUrl, startTestServer, type TestServer } from '../../test/fakes/test-server.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { settingsBody } from '../../test/settings-test-helpers.js';
import { generationSettings } from '../../db/schema/index.js';

/*
 * Connecting a real model server from the settings page, against local OpenAI-compatible
 * servers: the model list, a speech server's voices, and the Test that runs one real, tiny
 * generation (text, image, speech) with the typed, unsaved values.
 */

const KEY = 'sk-fake-openai-key-7788';

describe.each(databaseKinds)('model servers from the settings page on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let llm: FakeOpenAiServer;
  let open: FakeOpenAiServer;
  let echo: TestServer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' });
    [llm, open, echo] = await Promise.all([
      startFakeOpenAiServer({ apiKey: KEY }),
      startFakeOpenAiServer({ voices: null }),
      startTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([llm.close(), open.close(), echo.close()]);
    await t.close();
  });
  beforeEach(() => {
    llm.requests.length = 0;
    open.requests.length = 0;
    llm.override(undefined);
    open.override(undefined);
  });

  /** `cookie: null` is signed out. */
  const post = (path: string, body: unknown, cookie: string | null = admin.cookie) =>
    call(t.app, 'POST', `/api/admin/generation-settings/servers/${path}`, {
      ...(cookie ? { cookie } : {}),
      body,
    });
  const ok = async (path: string, body: unknown) => {
    const res = await post(path, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain(KEY);
    return res.json();
  };

  it('lists the models of a server with a typed key, sorted, without ever returning the key', async () => {
    const result = await ok('models', { kind: 'text', baseUrl: `${llm.url}/`, apiKey: KEY });
    expect(result).toMatchObject({ ok: true, models: ['gpt-image-1', 'kokoro', 'llama3.2:latest'] });
    expect(llm.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('sends the stored key only to the origin it was saved for, and not when the form removes it', async () => {
    const saved = await call(t.app, 'PUT', '/api/admin/generation-settings', {
      cookie: admin.cookie,
      body: settingsBody({
        openai: { baseUrl: llm.url, textModel: 'llama3.2:latest', imageModel: '', apiKey: KEY },
      }),
    });
    expect(saved.statusCode).toBe(200);

    expect(await ok('models', { kind: 'text', baseUrl: llm.url })).toMatchObject({ ok: true });
    expect(llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);

    // Another server typed in the form never receives the saved key.
    expect(await ok('models', { kind: 'text', baseUrl: open.url })).toMatchObject({ ok: true });
    expect(open.requests.at(-1)?.headers.authorization).toBeUndefined();

    expect(await ok('models', { kind: 'text', baseUrl: llm.url, useStoredKey: false })).toMatchObject({
      ok: false,
      reason: 'unauthorized',
      httpStatus: 401,
    });
    expect(llm.requests.at(-1)?.headers.authorization).toBeUndefined();

    // A key this server's ENCRYPTION_KEY cannot read is said so, and nothing is sent.
    await t.database.db.update(generationSettings).set({ openaiApiKeyEncrypted: 'v1:not-a-real-ciphertext' });
    const before = llm.requests.length;
    expect(await ok('models', { kind: 'text', baseUrl: llm.url })).toMatchObject({
      ok: false,
      reason: 'unreadableKey',
    });
    expect(llm.requests).toHaveLength(before);
  });

  it('explains a refused key, a web page, a reply without a list and a server nobody runs', async () => {
    // A server that echoes the request must not hand the key back.
    echo.reply((req) => ({
      status: 401,
      body: JSON.stringify({ error: `bad key ${String(req.headers.authorization)}` }),
    }));
    const refused = await ok('models', { kind: 'text', baseUrl: `${echo.url}/v1`, apiKey: KEY });
    expect(refused).toMatchObject({ ok: false, reason: 'unauthorized', httpStatus: 401 });
    expect(refused.excerpt).toContain('bad key Bearer …');

    llm.override({ status: 200, body: '<!doctype html><title>Open WebUI</title>', contentType: 'text/html' });
    expect(await ok('models', { kind: 'text', baseUrl: llm.url, apiKey: KEY })).toMatchObject({
      ok: false,
      reason: 'notJson',
      excerpt: expect.stringContaining('Open WebUI'),
    });
    llm.override({ status: 200, body: '{"status":"ok"}', contentType: 'application/json' });
    expect(await ok('models', { kind: 'text', baseUrl: llm.url, apiKey: KEY })).toMatchObject({
      ok: false,
      reason: 'badReply',
    });
    llm.override({ status: 503, body: 'busy' });
    expect(await ok('models', { kind: 'text', baseUrl: llm.url, apiKey: KEY })).toMatchObject({
      ok: false,
      reason: 'serverError',
      httpStatus: 503,
    });

    const nobody = await closedPortUrl();
    const gone = await ok('models', { kind: 'text', baseUrl: `${nobody}/v1` });
    expect(gone).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(JSON.stringify(gone)).not.toContain(nobody);
  });

  it('runs a real one-sentence chat with the chosen model and shows the sentence without its thinking', async () => {
    const result = await ok('test', {
      kind: 'text',
      baseUrl: llm.url,
      apiKey: KEY,
      model: 'llama3.2:latest',
    });
    expect(result).toMatchObject({ ok: true, sentence: FAKE_SENTENCE });
    expect(llm.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: { model: 'llama3.2:latest', stream: false },
    });

    expect(await ok('test', { kind: 'text', baseUrl: llm.url, apiKey: KEY, model: 'mistral' })).toMatchObject(
      {
        ok: false,
        reason: 'modelNotFound',
        httpStatus: 404,
        excerpt: expect.stringContaining('try pulling it first'),
      },
    );
  });

  it('draws a real image with the chosen model and sends it back to show', async () => {
    const result = await ok('test', { kind: 'image', baseUrl: llm.url, apiKey: KEY, model: 'gpt-image-1' });
    expect(result).toMatchObject({ ok: true, image: { contentType: 'image/png' } });
    expect(Buffer.from(result.image.dataBase64, 'base64').equals(PNG_1X1)).toBe(true);
    expect(llm.requests[0]).toMatchObject({
      path: '/v1/images/generations',
      body: { model: 'gpt-image-1', size: '1024x1024', n: 1 },
    });
    expect(await ok('test', { kind: 'image', baseUrl: llm.url, apiKey: KEY, model: 'sdxl' })).toMatchObject({
      ok: false,
      reason: 'modelNotFound',
    });
    expect(llm.requests.at(-1)?.body).toMatchObject({ size: '512x512' });
  });

  it('speaks a real sentence as WAV the browser plays, and names an unknown model or voice', async () => {
    const result = await ok('test', {
      kind: 'speech',
      baseUrl: llm.url,
      apiKey: KEY,
      model: 'kokoro',
      voice: 'af_heart',
    });
    expect(result).toMatchObject({ ok: true, audio: { contentType: 'audio/wav' } });
    const audio = decodeWav(Buffer.from(result.audio.dataBase64, 'base64'));
    expect(audio.sampleRate).toBe(24000);
    expect(result.audio.durationMs).toBe(Math.round((audio.samples.length / 24000) * 1000));
    expect(result.audio.durationMs).toBeGreaterThan(1000);
    expect(llm.requests[0]).toMatchObject({
      path: '/v1/audio/speech',
      body: { model: 'kokoro', voice: 'af_heart', response_format: 'wav' },
    });

    const speech = { kind: 'speech', baseUrl: llm.url, apiKey: KEY };
    expect(await ok('test', { ...speech, model: 'kokoro', voice: 'zz_nobody' })).toMatchObject({
      ok: false,
      reason: 'voiceNotFound',
      httpStatus: 400,
    });
    expect(await ok('test', { ...speech, model: 'tts-9', voice: 'af_heart' })).toMatchObject({
      ok: false,
      reason: 'modelNotFound',
    });
    llm.override({ status: 200, body: '{"audio":"not here"}', contentType: 'application/json' });
    expect(await ok('test', { ...speech, model: 'kokoro', voice: '' })).toMatchObject({
      ok: false,
      reason: 'notAudio',
      excerpt: '{"audio":"not here"}',
    });
  });

  it('lists the voices a speech server offers, and says when it offers none', async () => {
    expect(await ok('voices', { baseUrl: llm.url, apiKey: KEY })).toMatchObject({
      ok: true,
      voices: [
        { id: 'af_heart', label: 'af_heart' },
        { id: 'am_adam', label: 'am_adam' },
      ],
    });
    expect(llm.requests[0]).toMatchObject({ method: 'GET', path: '/v1/audio/voices' });
    expect(await ok('voices', { baseUrl: open.url })).toMatchObject({ ok: true, voices: null });
    expect(await ok('voices', { baseUrl: llm.url })).toMatchObject({ ok: false, reason: 'unauthorized' });
  });

  it('refuses bad input with the fields to fix and calls nothing', async () => {
    for (const [path, body, field] of [
      ['models', { kind: 'text', baseUrl: 'localhost:11434/v1' }, 'baseUrl'],
      ['models', { kind: 'video', baseUrl: llm.url }, 'kind'],
      ['models', { kind: 'text', baseUrl: llm.url, extra: 1 }, undefined],
      ['test', { kind: 'text', baseUrl: llm.url, model: '  ' }, 'model'],
      ['test', { kind: 'speech', baseUrl: llm.url, model: 'kokoro' }, 'voice'],
      ['test', { kind: 'music', baseUrl: llm.url, model: 'x' }, undefined],
      ['voices', { baseUrl: '' }, 'baseUrl'],
    ] as const) {
      const res = await post(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      if (field) expect(Object.keys(res.json().details.fields)).toContain(field);
    }
    expect(llm.requests).toHaveLength(0);
  });

  it('is for administrators only, before anything is called', async () => {
    const user = await signUp(t.app);
    for (const path of ['models', 'voices', 'test']) {
      const body = { kind: 'text', baseUrl: llm.url, model: 'llama3.2:latest' };
      expect((await post(path, body, null)).statusCode).toBe(401);
      const refused = await post(path, body, user.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only administrators can configure global webhooks.');
    }
    expect(llm.requests).toHaveLength(0);
  });
});
