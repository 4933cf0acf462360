import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_PATHS } from '@forja/contracts';
import { articles, platformConnections } from '../../db/schema/index.js';
import { startFakeWordPress, type FakeWordPress } from '../../integrations/wordpress/fake-wordpress.js';
import { encryptSecret } from '../../lib/crypto.js';
import {
  call,
  createTestApp,
  databaseKinds,
  signUp,
  TEST_ENCRYPTION_KEY,
  type TestApp,
} from '../../test/harness.js';
import { createTestResolver, withResolver } from '../../test/test-provider.js';
import { articleBody } from './articles-test-helpers.js';

const PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';

describe.each(databaseKinds)('publishing to WordPress on %s', (kind) => {
  let t: TestApp;
  let wp: FakeWordPress;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { ALLOW_PRIVATE_URLS: 'true' },
      overrides: withResolver(createTestResolver()),
    });
    wp = await startFakeWordPress({ password: PASSWORD });
  });
  afterAll(async () => {
    await wp.close();
    await t.close();
  });
  afterEach(() => {
    wp.mode = 'wordpress';
    wp.password = PASSWORD;
    wp.blindSearch = false;
    wp.delayMs = 0;
  });

  const articleRow = async (id: string) => {
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    return row!;
  };
  const postRequests = () =>
    wp.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/wp-json/wp/v2/posts'));

  async function connectedUser() {
    const user = await signUp(t.app);
    const res = await call(t.app, 'PUT', '/api/connections/wordpress', {
      cookie: user.cookie,
      body: { url: wp.url, username: wp.username, applicationPassword: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return user;
  }

  it('publishes a saved article: post fields, terms created or reused, image uploaded and featured', async () => {
    const { cookie } = await connectedUser();
    wp.categories.push({ id: 50, name: 'Food & Drink' });
    const image = (
      await call(t.app, 'POST', GENERATE_PATHS.image, {
        cookie,
        body: { prompt: 'Soup', resolution: '512x512' },
      })
    ).json();
    const id = (
      await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody({ imageFileId: image.fileId }) })
    ).json().id;
    const stored = (await call(t.app, 'GET', image.url)).rawPayload;

    const res = await call(t.app, 'POST', `/api/articles/${id}/publish`, {
      cookie,
      body: { status: 'publish', categories: ' News, food & drink,, news ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const post = wp.posts.at(-1)!;
    const media = wp.media.at(-1)!;
    expect(res.json()).toEqual({
      postId: post.id,
      postUrl: `${wp.url}/?p=${post.id}`,
      status: 'publish',
      featuredMediaId: media.id,
      wordpress: { postUrl: `${wp.url}/?p=${post.id}`, publishedAt: expect.any(String), status: 'publish' },
    });
    const news = wp.categories.find((c) => c.name === 'News')!;
    const tagIds = ['budget', 'meals'].map((n) => wp.tags.find((tag) => tag.name === n)!.id);
    expect(post).toEqual({
      id: post.id,
      title: 'Eat Well for Less',
      content: '<h2>Plan</h2><p>Cook <strong>once</strong>, eat twice.</p>',
      excerpt: 'Budget meals for students.',
      status: 'publish',
      categories: [news.id, 50],
      tags: tagIds,
      featured_media: media.id,
    });
    expect(media).toMatchObject({
      contentType: 'image/png',
      disposition: 'attachment; filename="eat-well-for-less.png"',
    });
    expect(media.bytes.equals(stored)).toBe(true);

    // The article remembers the post and the site it is on.
    expect(await articleRow(id)).toMatchObject({
      wordpressSiteUrl: wp.url,
      wordpressPostId: post.id,
      wordpressPostUrl: `${wp.url}/?p=${post.id}`,
      wordpressPostStatus: 'publish',
      wordpressPublishedAt: expect.any(Date),
      wordpressClaim: null,
    });

    // Published again: the same post is updated, not a second one made; the terms are
    // reused (also when the search misses and WordPress says term_exists). No status was
    // asked for, so none is sent and the live post stays live.
    wp.blindSearch = true;
    const before = { categories: wp.categories.length, tags: wp.tags.length, posts: wp.posts.length };
    wp.requests.length = 0;
    const again = await call(t.app, 'POST', `/api/articles/${id}/publish`, {
      cookie,
      body: { categories: ['News'] },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      postId: post.id,
      postUrl: `${wp.url}/?p=${post.id}`,
      status: 'publish',
      wordpress: { status: 'publish' },
    });
    expect(postRequests().map((r) => r.path)).toEqual([`/wp-json/wp/v2/posts/${post.id}`]);
    expect(postRequests()[0]!.json).not.toHaveProperty('status');
    expect(wp.posts.find((p) => p.id === post.id)).toMatchObject({
      status: 'publish',
      categories: [news.id],
      tags: tagIds,
      featured_media: wp.media.at(-1)!.id,
    });
    expect({ categories: wp.categories.length, tags: wp.tags.length, posts: wp.posts.length }).toEqual(
      before,
    );
    expect(await articleRow(id)).toMatchObject({ wordpressPostId: post.id, wordpressPostStatus: 'publish' });
  });

  it('keeps the status the post has on the site when updating, and records what the site answers', async () => {
    const { cookie } = await connectedUser();
    const id = (await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody() })).json().id;
    const list = async () => (await call(t.app, 'GET', '/api/articles', { cookie })).json();
    const publish = (body: Record<string, unknown> = {}) =>
      call(t.app, 'POST', `/api/articles/${id}/publish`, { cookie, body });

    // The archive's button names no status: a new post is a draft, and the card says so.
    wp.requests.length = 0;
    const first = await publish();
    expect(first.statusCode, first.body).toBe(200);
    const postId = first.json().postId as number;
    expect(postRequests().map((r) => [r.path, (r.json as { status?: unknown }).status])).toEqual([
      ['/wp-json/wp/v2/posts', 'draft'],
    ]);
    expect(first.json()).toMatchObject({ status: 'draft', wordpress: { status: 'draft' } });
    expect((await list()).items[0].wordpress).toMatchObject({ status: 'draft' });

    // The user makes the post live on the site; updating it from the archive leaves it live.
    wp.posts.find((p) => p.id === postId)!.status = 'publish';
    wp.requests.length = 0;
    const update = await publish();
    expect(update.statusCode, update.body).toBe(200);
    expect(postRequests().map((r) => r.path)).toEqual([`/wp-json/wp/v2/posts/${postId}`]);
    expect(postRequests()[0]!.json).not.toHaveProperty('status');
    expect(wp.posts.find((p) => p.id === postId)).toMatchObject({ status: 'publish' });
    expect(update.json()).toMatchObject({ postId, status: 'publish', wordpress: { status: 'publish' } });
    const row = await articleRow(id);
    expect(row.wordpressPostStatus).toBe('publish');
    expect((await list()).items[0].wordpress).toEqual({
      postUrl: `${wp.url}/?p=${postId}`,
      publishedAt: row.wordpressPublishedAt!.toISOString(),
      status: 'publish',
    });
    expect((await call(t.app, 'GET', `/api/articles/${id}`, { cookie })).json().wordpress).toMatchObject({
      status: 'publish',
    });

    // A status asked for is sent, and what the site answers is recorded, whatever it is.
    wp.requests.length = 0;
    expect((await publish({ status: 'draft' })).json()).toMatchObject({ wordpress: { status: 'draft' } });
    expect(postRequests()[0]!.json).toMatchObject({ status: 'draft' });
    wp.posts.find((p) => p.id === postId)!.status = 'pending';
    expect((await publish()).json()).toMatchObject({ status: 'pending', wordpress: { status: 'pending' } });
    expect((await list()).items[0].wordpress).toMatchObject({ status: 'pending' });

    // Gone from the site: the post made again is a new draft, not the old status.
    wp.posts.splice(
      wp.posts.findIndex((p) => p.id === postId),
      1,
    );
    wp.requests.length = 0;
    const recreated = await publish();
    expect(recreated.json()).toMatchObject({ status: 'draft', wordpress: { status: 'draft' } });
    expect(postRequests().map((r) => [r.path, (r.json as { status?: unknown }).status])).toEqual([
      [`/wp-json/wp/v2/posts/${postId}`, undefined],
      ['/wp-json/wp/v2/posts', 'draft'],
    ]);
  });

  it("shows the post in the archive after a publish, to the article's owner only", async () => {
    const owner = await connectedUser();
    const stranger = await connectedUser();
    const id = (
      await call(t.app, 'POST', '/api/articles', { cookie: owner.cookie, body: articleBody() })
    ).json().id as string;
    const list = async (cookie: string) => (await call(t.app, 'GET', '/api/articles', { cookie })).json();
    expect((await list(owner.cookie)).items[0].wordpress).toBeNull();

    const res = await call(t.app, 'POST', `/api/articles/${id}/publish`, {
      cookie: owner.cookie,
      body: { status: 'publish' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await articleRow(id);
    const shown = {
      postUrl: `${wp.url}/?p=${res.json().postId}`,
      publishedAt: row.wordpressPublishedAt!.toISOString(),
      status: 'publish',
    };
    // The publish answers what the list now shows: the post's address, time and status, not the site.
    expect(res.json().wordpress).toEqual(shown);
    const [item] = (await list(owner.cookie)).items;
    expect(item.wordpress).toEqual(shown);
    // Nothing else of the post (its id, the site, the claim) reaches the browser.
    expect(Object.keys(item).filter((key) => /wordpress|claim|site/i.test(key))).toEqual(['wordpress']);
    expect(
      (await call(t.app, 'GET', `/api/articles/${id}`, { cookie: owner.cookie })).json().wordpress,
    ).toEqual(shown);

    // Another user: not found on every route, no post sent, nothing of the row changes.
    const posts = wp.posts.length;
    const before = await articleRow(id);
    for (const [method, url, body] of [
      ['GET', `/api/articles/${id}`, undefined],
      ['PATCH', `/api/articles/${id}`, { title: 'Hijacked' }],
      ['POST', `/api/articles/${id}/publish`, { status: 'publish' }],
      ['DELETE', `/api/articles/${id}`, undefined],
    ] as const) {
      const other = await call(t.app, method, url, { cookie: stranger.cookie, body });
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      expect(other.json().code).toBe('NOT_FOUND');
    }
    expect(await list(stranger.cookie)).toEqual({ items: [], nextCursor: null });
    expect(wp.posts.length).toBe(posts);
    expect(await articleRow(id)).toEqual(before);
    expect((await list(owner.cookie)).items[0].wordpress).toEqual(shown);

    // An address that is not http(s) is never handed to the browser as a link.
    await t.database.db
      .update(articles)
      .set({ wordpressPostUrl: 'javascript:alert(1)' })
      .where(eq(articles.id, id));
    expect((await list(owner.cookie)).items[0].wordpress).toEqual({ ...shown, postUrl: null });
    // A post recorded before its status was kept: the status is not known.
    await t.database.db.update(articles).set({ wordpressPostStatus: null }).where(eq(articles.id, id));
    expect((await list(owner.cookie)).items[0].wordpress).toEqual({ ...shown, postUrl: null, status: null });
  });

  it('a double click publishes one post', async () => {
    const { cookie } = await connectedUser();
    const id = (await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody() })).json().id;
    const posts = wp.posts.length;
    wp.requests.length = 0;
    // The site is slow: the second click arrives while the first publish is still running.
    wp.delayMs = 100;
    const publish = () => call(t.app, 'POST', `/api/articles/${id}/publish`, { cookie, body: {} });
    const [a, b] = await Promise.all([publish(), publish()]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json().postId).toBe(b.json().postId);
    expect(wp.posts.length).toBe(posts + 1);
    // One publish created the post, the other waited for it and updated it.
    expect(
      postRequests()
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/wp-json/wp/v2/posts', `/wp-json/wp/v2/posts/${a.json().postId}`]);
    expect(await articleRow(id)).toMatchObject({ wordpressPostId: a.json().postId, wordpressClaim: null });
  });

  it('creates the post again when it is gone from the site, and on another site', async () => {
    const { cookie } = await connectedUser();
    const id = (await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody() })).json().id;
    const publish = () => call(t.app, 'POST', `/api/articles/${id}/publish`, { cookie, body: {} });
    const first = (await publish()).json().postId as number;

    // Deleted on the site: WordPress answers rest_post_invalid_id, and a new post is made.
    wp.posts.splice(
      wp.posts.findIndex((p) => p.id === first),
      1,
    );
    const recreated = await publish();
    expect(recreated.statusCode, recreated.body).toBe(200);
    const second = recreated.json().postId as number;
    expect(second).not.toBe(first);
    expect(wp.posts.filter((p) => p.id === second)).toHaveLength(1);
    expect((await articleRow(id)).wordpressPostId).toBe(second);

    // Connected to another site: the article becomes a post there, and remembers that one.
    const other = await startFakeWordPress({ password: PASSWORD });
    try {
      const connect = await call(t.app, 'PUT', '/api/connections/wordpress', {
        cookie,
        body: { url: other.url, username: other.username, applicationPassword: PASSWORD },
      });
      expect(connect.statusCode, connect.body).toBe(200);
      const elsewhere = await publish();
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
      expect(other.posts).toHaveLength(1);
      expect(other.requests.filter((r) => r.path.startsWith('/wp-json/wp/v2/posts/'))).toEqual([]);
      expect(await articleRow(id)).toMatchObject({
        wordpressSiteUrl: other.url,
        wordpressPostId: elsewhere.json().postId,
      });
    } finally {
      await other.close();
    }
  });

  it('lets the claim go when a publish fails, and takes over one left by a publish that died', async () => {
    const { cookie } = await connectedUser();
    const id = (await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody() })).json().id;
    const publish = () => call(t.app, 'POST', `/api/articles/${id}/publish`, { cookie, body: {} });

    wp.password = 'changed on the site';
    expect((await publish()).json().code).toBe('WORDPRESS_UNAUTHORIZED');
    expect(await articleRow(id)).toMatchObject({ wordpressClaim: null, wordpressPostId: null });
    wp.password = PASSWORD;

    // A claim from ten minutes ago and more: its publish is not coming back.
    await t.database.db
      .update(articles)
      .set({
        wordpressClaim: '00000000-0000-4000-8000-000000000001',
        wordpressClaimedAt: sql`now() - interval '11 minutes'`,
      })
      .where(eq(articles.id, id));
    const started = Date.now();
    const res = await publish();
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await articleRow(id)).toMatchObject({ wordpressPostId: res.json().postId, wordpressClaim: null });
  });

  it("publishes the wizard's unsaved article, sanitised, with the form's terms", async () => {
    const { cookie } = await connectedUser();
    const res = await call(t.app, 'POST', '/api/wordpress/publish', {
      cookie,
      body: {
        title: 'Fresh',
        content: '<p>Hello</p><img src="https://example.com/a.png" onerror="steal()"><script>bad()</script>',
        excerpt: 'Short',
        categories: ['Kitchen'],
        tags: 'quick, easy',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', featuredMediaId: null });
    const post = wp.posts.at(-1)!;
    expect(post).toMatchObject({
      title: 'Fresh',
      content: '<p>Hello</p><img src="https://example.com/a.png" />',
      excerpt: 'Short',
      status: 'draft',
    });
    expect(post).not.toHaveProperty('featured_media');
    expect((post.tags as number[]).length).toBe(2);
  });

  it("needs a title, content and a connection, and maps the site's refusals", async () => {
    const lonely = await signUp(t.app);
    const notConnected = await call(t.app, 'POST', '/api/wordpress/publish', {
      cookie: lonely.cookie,
      body: { title: 'T', content: '<p>C</p>' },
    });
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().code).toBe('WORDPRESS_NOT_CONNECTED');

    const { cookie } = await connectedUser();
    for (const body of [
      { title: '', content: '<p>C</p>' },
      { title: 'T', content: '<script>x</script>' },
      {},
    ]) {
      const res = await call(t.app, 'POST', '/api/wordpress/publish', { cookie, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WORDPRESS_MISSING_DATA');
    }
    const posts = wp.posts.length;
    wp.password = 'changed on the site';
    const unauthorized = await call(t.app, 'POST', '/api/wordpress/publish', {
      cookie,
      body: { title: 'T', content: '<p>C</p>' },
    });
    expect(unauthorized.statusCode).toBe(502);
    expect(unauthorized.json().code).toBe('WORDPRESS_UNAUTHORIZED');
    wp.password = PASSWORD;
    wp.mode = 'not-found';
    const missing = await call(t.app, 'POST', '/api/wordpress/publish', {
      cookie,
      body: { title: 'T', content: '<p>C</p>' },
    });
    expect(missing.json().code).toBe('WORDPRESS_NOT_FOUND');
    wp.mode = 'html';
    const html = await call(t.app, 'POST', '/api/wordpress/publish', {
      cookie,
      body: { title: 'T', content: '<p>C</p>' },
    });
    expect(html.json().code).toBe('WORDPRESS_NOT_FOUND');
    expect(wp.posts.length).toBe(posts);

    const other = await signUp(t.app);
    const image = (
      await call(t.app, 'POST', GENERATE_PATHS.image, {
        cookie: other.cookie,
        body: { prompt: 'Not yours', resolution: '512x512' },
      })
    ).json();
    wp.mode = 'wordpress';
    const foreignImage = await call(t.app, 'POST', '/api/wordpress/publish', {
      cookie,
      body: { title: 'T', content: '<p>C</p>', imageFileId: image.fileId },
    });
    expect(foreignImage.statusCode).toBe(404);
  });
});

describe.each(databaseKinds)('publishing without ALLOW_PRIVATE_URLS on %s', (kind) => {
  let t: TestApp;
  let wp: FakeWordPress;
  beforeAll(async () => {
    t = await createTestApp(kind);
    wp = await startFakeWordPress({ password: PASSWORD });
  });
  afterAll(async () => {
    await wp.close();
    await t.close();
  });

  it('refuses a site on this machine when connecting and when publishing', async () => {
    const { cookie, user } = await signUp(t.app);
    const body = { url: wp.url, username: wp.username, applicationPassword: PASSWORD };
    const connect = await call(t.app, 'PUT', '/api/connections/wordpress', { cookie, body });
    expect(connect.statusCode).toBe(400);
    expect(connect.json().code).toBe('WORDPRESS_URL_REFUSED');

    // A connection saved while private addresses were allowed is refused too.
    const config = {
      siteUrl: wp.url,
      username: wp.username,
      applicationPassword: PASSWORD,
      restMode: 'pretty',
    };
    await t.database.db.insert(platformConnections).values({
      userId: user.id,
      platform: 'wordpress',
      configEncrypted: encryptSecret(
        JSON.stringify(config),
        TEST_ENCRYPTION_KEY,
        `platform_connections:${user.id}:wordpress`,
      ),
      displayInfo: {},
    });
    const publish = await call(t.app, 'POST', '/api/wordpress/publish', {
      cookie,
      body: { title: 'T', content: '<p>C</p>' },
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().code).toBe('WORDPRESS_URL_REFUSED');
    expect(wp.requests).toEqual([]);
  });
});
