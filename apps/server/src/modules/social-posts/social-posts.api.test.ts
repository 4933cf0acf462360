import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SOCIAL_HASHTAGS,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_LIMITS,
  socialPostLength,
  type SavedSocialPosts,
  type SocialPostsOutput,
} from '@forja/contracts';
import { creditAccounts } from '../../db/schema/index.js';
import { articleBody } from '../../test/articles-test-helpers.js';
import { runGeneration } from '../../test/generate.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver, failingProvider, withResolver } from '../../test/test-provider.js';

const IDEA = 'Why small bakeries should post their morning bake on social media';
const PATH = '/api/social-posts';
const MISSING = '0190a5a0-0000-7000-8000-000000000099';

type Generated = SocialPostsOutput & { generationId: string; cost: number };

describe.each(databaseKinds)('social posts on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
  });
  afterAll(() => t.close());
  beforeEach(() => resolver.use(null));

  const generate = (cookie: string, input: object) =>
    runGeneration(t.app, 'socialPosts', { cookie, body: input });
  const generated = async (cookie: string, input: object = { idea: IDEA, platforms: ['linkedin', 'x'] }) => {
    const res = await generate(cookie, input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Generated>();
  };
  const balanceOf = async (userId: string) => {
    const [account] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, userId));
    return { balance: account!.balance, held: account!.held };
  };
  const save = (cookie: string, body: object) => call(t.app, 'POST', PATH, { cookie, body });

  it('costs 1 credit per platform, charged once; a failure charges nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const { posts, cost } = await generated(cookie, { idea: IDEA, platforms: ['x', 'linkedin', 'facebook'] });
    expect(cost).toBe(3);
    // In the platforms' usual order, whatever order they were asked in.
    expect(posts.map((p) => p.platform)).toEqual(['linkedin', 'x', 'facebook']);
    expect(await balanceOf(user.id)).toEqual({ balance: 47, held: 0 });

    resolver.use(failingProvider('WEBHOOK_SERVER_ERROR'));
    const failed = await generate(cookie, { idea: IDEA, platforms: ['instagram'] });
    expect(failed.json().code).toBe('WEBHOOK_SERVER_ERROR');
    expect(await balanceOf(user.id)).toEqual({ balance: 47, held: 0 });
  });

  it('the builtin writer keeps every post within its platform limit and hashtag count', async () => {
    const { cookie } = await signUp(t.app);
    const long = `${IDEA}, `.repeat(30).slice(0, 1900);
    for (const language of ['en', 'ro', 'es']) {
      const { posts } = await generated(cookie, { idea: long, platforms: [...SOCIAL_PLATFORMS], language });
      expect(posts).toHaveLength(4);
      for (const post of posts) {
        expect(post.text.trim()).not.toBe('');
        expect(socialPostLength(post)).toBeLessThanOrEqual(SOCIAL_POST_LIMITS[post.platform]);
        expect(post.hashtags.length).toBeLessThanOrEqual(SOCIAL_HASHTAGS[post.platform].max);
        for (const tag of post.hashtags) expect(tag).toMatch(/^[\p{L}\p{N}_]+$/u);
      }
    }
  });

  it("writes from the user's saved article; another user's article is a 404 and charges nothing", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const article = await call(t.app, 'POST', '/api/articles', {
      cookie: owner.cookie,
      body: articleBody({ title: 'Sourdough for Busy People' }),
    });
    expect(article.statusCode, article.body).toBe(201);
    const source = { studio: 'article', id: article.json<{ id: string }>().id };

    const { posts } = await generated(owner.cookie, { source, platforms: ['linkedin'] });
    expect(posts[0]!.text).toContain('Sourdough for Busy People');

    const calls = resolver.calls;
    for (const theirs of [source, { studio: 'article', id: MISSING }, { studio: 'video', id: source.id }]) {
      const refused = await call(t.app, 'POST', '/api/generations', {
        cookie: stranger.cookie,
        body: { kind: 'socialPosts', input: { source: theirs, platforms: ['x'] } },
      });
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    expect(resolver.calls).toBe(calls);
    expect(await balanceOf(stranger.user.id)).toEqual({ balance: 50, held: 0 });
  });

  it('refuses bad input with 400 and the signed-out with 401 on every route', async () => {
    const { cookie } = await signUp(t.app);
    const start = (input: object) =>
      call(t.app, 'POST', '/api/generations', { cookie, body: { kind: 'socialPosts', input } });
    expect((await start({ idea: IDEA, platforms: [] })).statusCode).toBe(400);
    expect((await start({ idea: 'short', platforms: ['x'] })).statusCode).toBe(400);
    expect((await start({ idea: IDEA, platforms: ['myspace'] })).statusCode).toBe(400);
    expect((await start({ platforms: ['x'] })).statusCode).toBe(400);
    expect(
      (await start({ idea: IDEA, source: { studio: 'article', id: MISSING }, platforms: ['x'] })).statusCode,
    ).toBe(400);

    const { generationId, posts } = await generated(cookie);
    const body = { title: 'Bakery', posts, generationId };
    const x = posts.find((p) => p.platform === 'x')!;
    for (const bad of [
      { ...body, title: ' ' },
      { ...body, posts: [] },
      { ...body, generationId: 'nope' },
      { ...body, posts: posts.map((p) => (p === x ? { ...x, text: 'a'.repeat(281) } : p)) },
      { ...body, posts: posts.map((p) => (p === x ? { ...x, hashtags: ['a', 'b', 'c', 'd'] } : p)) },
      // Only the platforms the generation wrote.
      { ...body, posts: [x] },
      { ...body, posts: [...posts, { platform: 'facebook', text: 'More', hashtags: [] }] },
    ])
      expect((await save(cookie, bad)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${PATH}/not-a-uuid`, { cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'DELETE', `${PATH}/not-a-uuid`, { cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${PATH}?limit=0`, { cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', PATH, { cookie })).json().items).toEqual([]);

    for (const [method, url] of [
      ['POST', PATH],
      ['GET', PATH],
      ['GET', `${PATH}/count`],
      ['GET', `${PATH}/${MISSING}`],
      ['DELETE', `${PATH}/${MISSING}`],
    ] as const)
      expect((await call(t.app, method, url, method === 'POST' ? { body } : {})).statusCode).toBe(401);
    const signedOut = await call(t.app, 'POST', '/api/generations', {
      body: { kind: 'socialPosts', input: { idea: IDEA, platforms: ['x'] } },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('saves the edited posts once per generation (again: updated), lists, searches, pages and deletes', async () => {
    const { cookie } = await signUp(t.app);
    const first = await generated(cookie);
    const edited = first.posts.map((p) => (p.platform === 'x' ? { ...p, text: 'Warm croissants at 7' } : p));
    const created = await save(cookie, {
      title: 'Morning bake',
      posts: edited,
      generationId: first.generationId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<SavedSocialPosts>();
    expect(saved).toMatchObject({
      title: 'Morning bake',
      source: null,
      language: 'en',
      tone: 'professional',
    });
    expect(saved.posts).toEqual(edited);
    expect(saved.demo).toBe(true);

    const again = await save(cookie, {
      title: 'Morning bake, edited',
      posts: first.posts,
      generationId: first.generationId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: saved.id, title: 'Morning bake, edited', posts: first.posts });
    expect((await call(t.app, 'GET', `${PATH}/count`, { cookie })).json()).toEqual({ count: 1 });

    const second = await generated(cookie, {
      idea: 'Sourdough starters for beginners at home',
      platforms: ['instagram'],
    });
    await save(cookie, { title: 'Starters', posts: second.posts, generationId: second.generationId });
    const list = (query = '') => call(t.app, 'GET', `${PATH}${query}`, { cookie }).then((r) => r.json());
    expect((await list()).items.map((i: SavedSocialPosts) => i.title)).toEqual([
      'Starters',
      'Morning bake, edited',
    ]);
    // The search reads the title and every post's text.
    expect((await list('?q=starters')).items).toHaveLength(1);
    const page = await list('?limit=1');
    expect(page.items[0].title).toBe('Starters');
    const next = await list(`?limit=1&cursor=${encodeURIComponent(page.nextCursor)}`);
    expect(next.items[0].id).toBe(saved.id);
    expect(next.nextCursor).toBeNull();

    expect((await call(t.app, 'GET', `${PATH}/${saved.id}`, { cookie })).json().title).toBe(
      'Morning bake, edited',
    );
    expect((await call(t.app, 'DELETE', `${PATH}/${saved.id}`, { cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `${PATH}/${saved.id}`, { cookie })).statusCode).toBe(404);
  });

  it("a second user gets 404 on the owner's posts and generation, and nothing changes", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { posts, generationId } = await generated(owner.cookie);
    expect((await save(stranger.cookie, { title: 'Mine now', posts, generationId })).statusCode).toBe(404);
    const saved = (
      await save(owner.cookie, { title: 'Bakery', posts, generationId })
    ).json<SavedSocialPosts>();

    const as = { cookie: stranger.cookie };
    expect((await call(t.app, 'GET', PATH, as)).json().items).toEqual([]);
    expect((await call(t.app, 'GET', `${PATH}?q=Bakery`, as)).json().items).toEqual([]);
    expect((await call(t.app, 'GET', `${PATH}/count`, as)).json()).toEqual({ count: 0 });
    expect((await call(t.app, 'GET', `${PATH}/${saved.id}`, as)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${PATH}/${saved.id}`, as)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${PATH}/${saved.id}`, { cookie: owner.cookie })).json()).toEqual(saved);
  });
});
