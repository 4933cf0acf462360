import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedVoiceOver, SavedVoiceOverList, VoiceList, VoiceOverOutput } from '@forja/contracts';
import { storedFiles, voiceOvers } from '../../db/schema/index.js';
import { decodeWav } from '../../integrations/speech/wav.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';

// Real speech synthesis: slower than most suites on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/* The audio archive, the voices list and the free preview; every route scoped to its user. */

describe.each(databaseKinds)('voice-overs archive on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const generate = async (cookie: string, text = 'Țara are munți. Și păduri.') => {
    const res = await runGeneration(t.app, 'voiceOver', {
      cookie,
      body: { text, voice: 'ro-RO-AlinaNeural' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VoiceOverOutput & { generationId: string }>();
  };
  const save = (cookie: string, generationId: string, title?: string) =>
    call(t.app, 'POST', '/api/voice-overs', { cookie, body: { generationId, ...(title ? { title } : {}) } });

  it('saves a voice-over once, lists, searches, counts, downloads all four formats and deletes it with its files', async () => {
    const { cookie, user } = await signUp(t.app);
    const out = await generate(cookie);
    const first = await save(cookie, out.generationId, 'Munții noștri');
    expect(first.statusCode, first.body).toBe(201);
    const saved = first.json<SavedVoiceOver>();
    expect(saved).toMatchObject({
      title: 'Munții noștri',
      text: 'Țara are munți. Și păduri.',
      voice: 'ro-RO-AlinaNeural',
      engine: 'espeak-ng (WebAssembly)',
      durationMs: out.durationMs,
    });
    const again = await save(cookie, out.generationId);
    expect(again.statusCode).toBe(200);
    expect(again.json<SavedVoiceOver>().id).toBe(saved.id);
    const files = await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id));
    expect(files.every((f) => f.saved)).toBe(true);

    // A second one without a title gets the start of its text.
    const other = await generate(cookie, 'Alt text despre mare.');
    expect((await save(cookie, other.generationId)).json<SavedVoiceOver>().title).toBe(
      'Alt text despre mare.',
    );

    const list = (
      await call(t.app, 'GET', '/api/voice-overs?limit=1', { cookie })
    ).json<SavedVoiceOverList>();
    expect(list.items).toHaveLength(1);
    expect(list.nextCursor).not.toBeNull();
    const next = (
      await call(t.app, 'GET', `/api/voice-overs?limit=1&cursor=${encodeURIComponent(list.nextCursor!)}`, {
        cookie,
      })
    ).json<SavedVoiceOverList>();
    expect([list.items[0]!.title, next.items[0]!.title].sort()).toEqual([
      'Alt text despre mare.',
      'Munții noștri',
    ]);
    const found = (
      await call(t.app, 'GET', '/api/voice-overs?q=munți', { cookie })
    ).json<SavedVoiceOverList>();
    expect(found.items.map((i) => i.id)).toEqual([saved.id]);
    expect((await call(t.app, 'GET', '/api/voice-overs/count', { cookie })).json()).toEqual({ count: 2 });

    const download = (format: string) =>
      call(t.app, 'GET', `/api/voice-overs/${saved.id}/download/${format}`, { cookie });
    const mp3 = await download('mp3');
    expect(mp3.statusCode).toBe(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.headers['content-disposition']).toBe('attachment; filename="muntii-nostri.mp3"');
    const wav = await download('wav');
    expect(decodeWav(wav.rawPayload).samples.length).toBeGreaterThan(22050);
    const srt = await download('srt');
    expect(srt.headers['content-type']).toContain('application/x-subrip');
    expect(srt.body).toMatch(/^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\nȚara are munți\.\n/);
    const vtt = await download('vtt');
    expect(vtt.body.startsWith('WEBVTT\n\n')).toBe(true);
    expect(vtt.body).toContain('Și păduri.');
    // A format we do not make names no file: 404.
    expect((await download('ogg')).statusCode).toBe(404);

    const del = await call(t.app, 'DELETE', `/api/voice-overs/${saved.id}`, { cookie });
    expect(del.statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/voice-overs/${saved.id}`, { cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', saved.mp3Url!)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', saved.wavUrl!)).statusCode).toBe(404);
    expect((await download('srt')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/voice-overs/count', { cookie })).json()).toEqual({ count: 1 });
  });

  it('answers 404 to a second user on every route and changes nothing', async () => {
    const owner = await signUp(t.app);
    const out = await generate(owner.cookie);
    const saved = (await save(owner.cookie, out.generationId)).json<SavedVoiceOver>();
    const other = await signUp(t.app);
    const routes: [string, string][] = [
      ['GET', `/api/voice-overs/${saved.id}`],
      ...(['mp3', 'wav', 'srt', 'vtt'] as const).map((f): [string, string] => [
        'GET',
        `/api/voice-overs/${saved.id}/download/${f}`,
      ]),
      ['DELETE', `/api/voice-overs/${saved.id}`],
    ];
    for (const [method, url] of routes)
      expect((await call(t.app, method, url, { cookie: other.cookie })).statusCode, url).toBe(404);
    // Saving someone else's generation: 404, nothing saved for either.
    const unsaved = await generate(owner.cookie, 'Nesalvat.');
    expect((await save(other.cookie, unsaved.generationId)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/voice-overs', { cookie: other.cookie })).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    const rows = await t.database.db.select().from(voiceOvers).where(eq(voiceOvers.userId, owner.user.id));
    expect(rows.map((r) => r.id)).toEqual([saved.id]);
    expect((await call(t.app, 'GET', saved.mp3Url!)).statusCode).toBe(200);
  });

  it('refuses signed-out calls and bad ids', async () => {
    for (const [method, url] of [
      ['GET', '/api/voice-overs'],
      ['GET', '/api/voice-overs/voices'],
      ['POST', '/api/voice-overs/preview'],
      ['GET', '/api/voice-overs/00000000-0000-4000-8000-000000000000/download/mp3'],
    ] as const)
      expect(
        (await call(t.app, method, url, { body: method === 'POST' ? { voice: 'ro' } : undefined }))
          .statusCode,
      ).toBe(401);
    const { cookie } = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/voice-overs/not-a-uuid', { cookie })).statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/voice-overs', { cookie, body: { generationId: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('lists the product voices first, then the engine voices of many languages', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, 'GET', '/api/voice-overs/voices', { cookie });
    const list = res.json<VoiceList>();
    expect(list.engine).toBe('espeak-ng (WebAssembly)');
    expect(list.voices.slice(0, 6).map((v) => v.id)).toEqual([
      'en-US-BrianMultilingualNeural',
      'en-US-JennyNeural',
      'ro-RO-EmilNeural',
      'ro-RO-AlinaNeural',
      'es-ES-AlvaroNeural',
      'es-ES-ElviraNeural',
    ]);
    const languages = new Set(list.voices.map((v) => v.language));
    for (const l of ['ro', 'en', 'es', 'fr', 'de']) expect(languages.has(l)).toBe(true);
  });

  it('previews a voice for free in at most five seconds, and refuses an unknown voice', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/voice-overs/preview', {
      cookie,
      body: { voice: 'es-ES-ElviraNeural', speed: 0.5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    const audio = decodeWav(res.rawPayload);
    expect(audio.samples.length / audio.sampleRate).toBeLessThanOrEqual(5);
    expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(2);
    const other = await call(t.app, 'POST', '/api/voice-overs/preview', { cookie, body: { voice: 'fr+f3' } });
    expect(other.statusCode).toBe(200);
    const bad = await call(t.app, 'POST', '/api/voice-overs/preview', { cookie, body: { voice: 'zz-nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { voice: ['voice_invalid'] } },
    });
    const balance = await call(t.app, 'GET', '/api/credits', { cookie });
    expect(balance.json()).toMatchObject({ balance: 50 });
    expect(user.id).toBeTruthy();
  });

  it('deletes unsaved voice-over audio with the cleanup and keeps saved audio', async () => {
    const { cookie, user } = await signUp(t.app);
    const kept = await generate(cookie, 'Păstrat.');
    await save(cookie, kept.generationId);
    const dropped = await generate(cookie, 'Aruncat.');
    await t.services.files.deleteExpired(0);
    const left = await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id));
    expect(left.map((f) => f.id).sort()).toEqual([kept.mp3.fileId, kept.wav.fileId].sort());
    expect((await call(t.app, 'GET', dropped.mp3.url)).statusCode).toBe(404);
    expect((await save(cookie, dropped.generationId)).statusCode).toBe(404);
  });
});
