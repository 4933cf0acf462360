import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoScriptBatch, type SavedVideoScript } from '@forja/contracts';
import { bodyBytes, runBatchRow } from '../../test/batch-work.js';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.js';

/* A video script batch row with the real kind and the builtin writer. */
describe('the video script studio as a batch row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('writes the script, saves it once with its options, and zips script.md', async () => {
    const { cookie, user } = await signUp(t.app);
    const row = {
      idea: 'How small bakeries can win local customers online',
      type: 'tutorial',
      length: '30s',
    };
    const { work, request, generation } = await runBatchRow(t, { id: user.id, cookie }, 'videoScript', row);
    expect(generation.error).toBeNull();
    expect(generation.status).toBe('succeeded');
    expect(generation.cost).toBe(videoScriptBatch.cost(videoScriptBatch.request.parse(row)));

    const id = await work.save(user.id, generation, request);
    expect(await work.save(user.id, generation, request)).toBe(id);
    const archive = (await call(t.app, 'GET', '/api/video-scripts', { cookie })).json<{
      items: SavedVideoScript[];
    }>();
    expect(archive.items).toHaveLength(1);
    const saved = archive.items[0]!;
    expect(saved).toMatchObject({ id, idea: row.idea, generationId: generation.id });
    expect(saved.options).toMatchObject({ type: 'tutorial', length: '30s', tone: 'professional' });
    expect(saved.script).toEqual((generation.output as { script: unknown }).script);

    const files = await work.files(user.id, generation, request);
    expect(files.map((f) => f.name)).toEqual(['script.md']);
    const markdown = (await bodyBytes(files[0]!)).toString('utf8');
    expect(markdown.startsWith(`# ${saved.script.title}\n`)).toBe(true);
    expect(markdown).toContain('## Main content');
    expect(markdown).toContain(saved.script.main_content[0]!);

    // Another user cannot save it (nor learn it exists), and their archive stays empty.
    const other = await signUp(t.app);
    await expect(work.save(other.user.id, generation, request)).rejects.toMatchObject({ status: 404 });
    expect((await call(t.app, 'GET', '/api/video-scripts', { cookie: other.cookie })).json()).toMatchObject({
      items: [],
    });
  });
});
