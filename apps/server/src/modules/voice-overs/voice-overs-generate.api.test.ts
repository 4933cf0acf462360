import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRecord, VoiceOverOutput } from '@forja/contracts';
import { creditAccounts, generations, storedFiles } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { probeAudio } from '../../test/probe-audio.js';

/* The voiceOver generation on the offline engine: real audio in three languages, its cost and its failures. */

const TEXTS = {
  ro: {
    voice: 'ro-RO-EmilNeural',
    text: 'Bună ziua! Astăzi vorbim despre munții României. Sunt înalți și frumoși.',
  },
  en: {
    voice: 'en-US-JennyNeural',
    text: 'Good morning! Today we talk about the mountains. They are tall and beautiful.',
  },
  es: { voice: 'es-ES-AlvaroNeural', text: '¡Buenos días! ¿Hablamos de las montañas? Son altas y hermosas.' },
};

describe.each(databaseKinds)('voiceOver generation on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'forja-vo-api-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });
  const balance = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;

  async function fetchToFile(url: string, name: string): Promise<string> {
    const res = await call(t.app, 'GET', url);
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, name);
    await writeFile(file, res.rawPayload);
    return file;
  }

  it.each(Object.entries(TEXTS))(
    'speaks %s: WAV and MP3 of the expected length, not silent, with every word timed, for 1 credit',
    async (language, { voice, text }) => {
      const { cookie, user } = await signUp(t.app);
      const res = await runGeneration(t.app, 'voiceOver', { cookie, body: { text, voice } });
      expect(res.statusCode, res.body).toBe(200);
      const out = res.json<VoiceOverOutput & { generationId: string; cost: number }>();
      expect(out).toMatchObject({ cost: 1, engine: 'espeak-ng (WebAssembly)', sentences: 3 });
      expect(await balance(user.id)).toMatchObject({ balance: 49, held: 0 });
      const expectedWords = text.match(/[\p{L}\p{N}]+/gu)!;
      expect(out.words.map((w) => w.text.replace(/[^\p{L}\p{N}]/gu, ''))).toEqual(expectedWords);
      for (const [format, url] of [
        ['wav', out.wav.url],
        ['mp3', out.mp3.url],
      ] as const) {
        const probed = await probeAudio(await fetchToFile(url, `${language}.${format}`));
        expect(probed.durationMs).toBeGreaterThan(3000);
        expect(probed.durationMs).toBeLessThan(12000);
        expect(Math.abs(probed.durationMs - out.durationMs)).toBeLessThan(200);
        expect(probed.meanVolumeDb).toBeGreaterThan(-35);
      }
      const [row] = await t.database.db
        .select()
        .from(generations)
        .where(eq(generations.id, out.generationId));
      expect(row!.stage).toMatchObject({ name: 'storing' });
      const files = await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id));
      expect(files.map((f) => [f.contentType, f.saved]).sort()).toEqual([
        ['audio/mpeg', false],
        ['audio/wav', false],
      ]);
    },
  );

  it('costs 1 credit per started 1,000 characters and refuses what the balance cannot cover, charging nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.database.db.update(creditAccounts).set({ balance: 2 }).where(eq(creditAccounts.userId, user.id));
    const text = `${'Aa. '.repeat(500)}b`; // 2,001 characters: 3 credits
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'voiceOver', input: { text, voice: 'en-US-JennyNeural' } },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    expect(await balance(user.id)).toMatchObject({ balance: 2, held: 0 });
  });

  it('refuses bad input with field messages and starts nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const cases: [unknown, string][] = [
      [{ text: '', voice: 'ro-RO-EmilNeural' }, 'text'],
      [{ text: '...', voice: 'ro-RO-EmilNeural' }, 'text'],
      [{ text: 'x'.repeat(5001), voice: 'ro-RO-EmilNeural' }, 'text'],
      [{ text: 'Salut', voice: '../etc' }, 'voice'],
      [{ text: 'Salut', voice: 'ro-RO-EmilNeural', speed: 3 }, 'speed'],
      [{ text: 'Salut', voice: 'ro-RO-EmilNeural', pitch: 13 }, 'pitch'],
    ];
    for (const [input, field] of cases) {
      const res = await call(t.app, 'POST', '/api/generations', {
        cookie,
        body: { kind: 'voiceOver', input },
      });
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(res.json<{ details: unknown }>().details)).toContain(field);
    }
    expect(
      await t.database.db.select().from(generations).where(eq(generations.userId, user.id)),
    ).toHaveLength(0);
  });

  it('fails an unknown voice without charging anything', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'voiceOver', input: { text: 'Hello there.', voice: 'xx-nope' } },
    });
    expect(res.statusCode).toBe(202);
    const record = (
      await call(t.app, 'GET', `/api/generations/${res.json<GenerationRecord>().id}`, { cookie })
    ).json<GenerationRecord>();
    expect(record).toMatchObject({ status: 'failed', error: { code: 'PROVIDER_ERROR' } });
    expect(await balance(user.id)).toMatchObject({ balance: 50, held: 0 });
  });
});
