import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORM_NAMES, socialPostsBatch, type SavedSocialPosts } from '@forja/contracts';
import { bodyBytes, runBatchRow } from '../../test/batch-work.js';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.js';

/* A social posts batch row with the real kind and the builtin writer. */
describe('the social posts studio as a batch row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('writes a post per platform, saves them once under the idea, and zips posts.txt', async () => {
    const { cookie, user } = await signUp(t.app);
    const row = { idea: 'Why small bakeries should post their morning bake', platforms: 'linkedin;x' };
    const { work, request, generation } = await runBatchRow(t, { id: user.id, cookie }, 'socialPosts', row);
    expect(generation.error).toBeNull();
    expect(generation.status).toBe('succeeded');
    expect(generation.cost).toBe(socialPostsBatch.cost(socialPostsBatch.request.parse(row)));

    const id = await work.save(user.id, generation, request);
    expect(await work.save(user.id, generation, request)).toBe(id);
    const archive = (await call(t.app, 'GET', '/api/social-posts', { cookie })).json<{
      items: SavedSocialPosts[];
    }>();
    expect(archive.items.map((p) => [p.id, p.title, p.posts.map((post) => post.platform)])).toEqual([
      [id, row.idea, ['linkedin', 'x']],
    ]);

    const files = await work.files(user.id, generation, request);
    expect(files.map((f) => f.name)).toEqual(['posts.txt']);
    const text = (await bodyBytes(files[0]!)).toString('utf8');
    expect(text.startsWith(`${SOCIAL_PLATFORM_NAMES.linkedin}\n\n`)).toBe(true);
    expect(text).toContain(`\n---\n\n${SOCIAL_PLATFORM_NAMES.x}\n\n`);
    for (const post of archive.items[0]!.posts) expect(text).toContain(post.text);

    const other = await signUp(t.app);
    await expect(work.save(other.user.id, generation, request)).rejects.toMatchObject({ status: 404 });
    expect((await call(t.app, 'GET', '/api/social-posts', { cookie: other.cookie })).json()).toMatchObject({
      items: [],
    });
  });
});
