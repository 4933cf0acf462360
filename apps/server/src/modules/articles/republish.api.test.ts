import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/index.js';
import { startFakeWordPress, type FakeWordPress } from '../../test/fakes/fake-wordpress.js';
import { call, databaseKinds, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { articleBody } from '../../test/articles-test-helpers.js';
import { PASSWORD, publishingFixture } from '../../test/publish-test-setup.js';

/* Publishing a saved article again: the post it became is updated, one publish at a time. */
describe.each(databaseKinds)('publishing an article again on %s', (kind) => {
  const { fixture, articleRow, postRequests, connectedUser } = publishingFixture(kind);
  let t: TestApp;
  let wp: FakeWordPress;
  beforeAll(() => {
    ({ t, wp } = fixture);
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

  it('reuses the featured image it uploaded while the article shows it, and uploads again when it is gone or changed', async () => {
    const { cookie } = await connectedUser();
    const newImage = async () =>
      (
        await runGeneration(t.app, 'image', {
          cookie,
          body: { prompt: 'Bread', resolution: '512x512' },
        })
      ).json() as { fileId: string };
    const first = await newImage();
    const id = (
      await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody({ imageFileId: first.fileId }) })
    ).json().id;
    const publish = async () => {
      wp.requests.length = 0;
      const res = await call(t.app, 'POST', `/api/articles/${id}/publish`, { cookie, body: {} });
      expect(res.statusCode, res.body).toBe(200);
      const uploads = wp.requests.filter((r) => r.path === '/wp-json/wp/v2/media').length;
      const post = wp.posts.find((p) => p.id === res.json().postId)!;
      return { uploads, featured: post.featured_media, answer: res.json() };
    };

    const published = await publish();
    expect(published.uploads).toBe(1);
    expect(published.featured).toBe(wp.media.at(-1)!.id);
    expect(await articleRow(id)).toMatchObject({
      wordpressMediaId: published.featured,
      wordpressMediaFileId: first.fileId,
    });

    // Same image: the post keeps the upload, the media library gains nothing.
    const again = await publish();
    expect(again).toMatchObject({ uploads: 0, featured: published.featured });
    expect(again.answer.featuredMediaId).toBe(published.featured);

    // Deleted from the site's library: WordPress refuses the id, so the image goes up again.
    wp.media.splice(0, wp.media.length);
    const reuploaded = await publish();
    expect(reuploaded.uploads).toBe(1);
    expect(reuploaded.featured).toBe(wp.media.at(-1)!.id);
    expect((await articleRow(id)).wordpressMediaId).toBe(reuploaded.featured);

    // Another image on the article: uploaded; no image: the featured image is removed.
    const second = await newImage();
    await call(t.app, 'PATCH', `/api/articles/${id}`, { cookie, body: { imageFileId: second.fileId } });
    const changed = await publish();
    expect(changed.uploads).toBe(1);
    expect(await articleRow(id)).toMatchObject({
      wordpressMediaId: changed.featured,
      wordpressMediaFileId: second.fileId,
    });
    await call(t.app, 'PATCH', `/api/articles/${id}`, { cookie, body: { imageFileId: null } });
    const removed = await publish();
    expect(removed).toMatchObject({ uploads: 0, featured: undefined });
    expect(await articleRow(id)).toMatchObject({ wordpressMediaId: null, wordpressMediaFileId: null });
  });
});
