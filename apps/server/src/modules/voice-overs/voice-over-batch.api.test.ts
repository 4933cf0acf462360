import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceOverBatch, type SavedVoiceOver } from '@forja/contracts';
import { bodyBytes, parseSrt, runBatchRow } from '../../test/batch-work.js';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.js';

/* A voice-over batch row with the real kind: the offline speech engine, the npm ffmpeg's MP3. */
describe('the voice-over studio as a batch row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('speaks the row, saves it once under its title, and zips its MP3 and SRT', async () => {
    const { cookie, user } = await signUp(t.app);
    const row = { text: 'Good morning! The bread is warm.', title: 'Morning', voice: 'en-US-JennyNeural' };
    const { work, request, generation } = await runBatchRow(t, { id: user.id, cookie }, 'voiceOver', row);
    expect(generation.error).toBeNull();
    expect(generation.status).toBe('succeeded');
    expect(generation.cost).toBe(voiceOverBatch.cost(voiceOverBatch.request.parse(row)));

    const id = await work.save(user.id, generation, request);
    expect(await work.save(user.id, generation, request)).toBe(id);
    const archive = (await call(t.app, 'GET', '/api/voice-overs', { cookie })).json<{
      items: SavedVoiceOver[];
    }>();
    expect(archive.items.map((v) => [v.id, v.title, v.generationId])).toEqual([
      [id, 'Morning', generation.id],
    ]);

    const files = await work.files(user.id, generation, request);
    expect(files.map((f) => f.name)).toEqual(['voice-over.mp3', 'voice-over.srt']);
    const mp3 = await bodyBytes(files[0]!);
    // An MP3 starts with an ID3 tag or an MPEG frame sync.
    expect(
      mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0),
    ).toBe(true);
    const cues = parseSrt((await bodyBytes(files[1]!)).toString('utf8'));
    expect(cues.map((c) => c.text).join(' ')).toBe('Good morning! The bread is warm.');

    const other = await signUp(t.app);
    await expect(work.save(other.user.id, generation, request)).rejects.toMatchObject({ status: 404 });
    await expect(work.files(other.user.id, generation, request)).rejects.toMatchObject({ status: 404 });
  });
});
