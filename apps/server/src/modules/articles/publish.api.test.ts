import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformConnections } from '../../db/schema/index.js';
import { startFakeWordPress, type FakeWordPress } from '../../test/fakes/fake-wordpress.js';
import { encryptSecret } from '../../lib/crypto.js';
import {
  call,
  createTestApp,
  databaseKinds,
  signUp,
  TEST_ENCRYPTION_KEY,
  type TestApp,
} from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { articleBody } from '../../test/articles-test-helpers.js';
import { PASSWORD, publishingFixture } from '../../test/publish-test-setup.js';

describe.each(databaseKinds)('publishing to WordPress on %s', (kind) => {
  const { fixture, articleRow, postRequests, connectedUser } = publishingFixture(kind);
  let t: TestApp;
  let wp: FakeWordPress;
  beforeAll(() => {
    ({ t, wp } = fixture);
  });

  it('publishes a saved article: post fields, terms created or reused, image uploaded and featured', async () => {
    const { cookie } = await connectedUser();
    wp.categories.push({ id: 50, name: 'Food & Drink' });
    const image = (
      await runGeneration(t.app, 'image', {
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

  it('never hands on a post link that is not http(s) (a hostile site answering javascript:)', async () => {
    const { cookie } = await connectedUser();
    wp.postLink = 'javascript:alert(document.cookie)';
    try {
      const res = await call(t.app, 'POST', '/api/wordpress/publish', {
        cookie,
        body: { title: 'Fresh', content: '<p>Hello</p>', excerpt: '', categories: [], tags: '' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().postUrl).toBeNull();
    } finally {
      wp.postLink = null;
    }
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
      await runGeneration(t.app, 'image', {
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

describe.each(databaseKinds)('publishing without ALLOWED_PRIVATE_HOSTS on %s', (kind) => {
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
