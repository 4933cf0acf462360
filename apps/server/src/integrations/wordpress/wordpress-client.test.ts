import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl } from '../../test/fakes/test-server.js';
import { startFakeWordPress, type FakeWordPress } from '../../test/fakes/fake-wordpress.js';
import { createWordPressClient, decodeEntities, type WordPressCredentials } from './wordpress-client.js';
import { sameSite } from './wordpress-http.js';

let wp: FakeWordPress;
beforeAll(async () => {
  wp = await startFakeWordPress();
});
afterAll(() => wp.close());
afterEach(() => {
  wp.mode = 'wordpress';
  wp.blindSearch = false;
  wp.forbidden.clear();
  wp.delayMs = 0;
  wp.requests.length = 0;
});

const creds = (over: Partial<WordPressCredentials> = {}): WordPressCredentials => ({
  siteUrl: wp.url,
  username: wp.username,
  applicationPassword: wp.password,
  ...over,
});
const client = (over: Partial<WordPressCredentials> = {}) =>
  createWordPressClient(creds(over), { privateHosts: 'any' });

describe('WordPress client', () => {
  it('signs in with the application password and answers the user it signed in as', async () => {
    const result = await client({ siteUrl: `${wp.url}/` }).verify();
    expect(result).toEqual({
      siteUrl: wp.url,
      restMode: 'pretty',
      user: { id: 7, username: 'editor', name: 'Edith Editor' },
    });
    const [req] = wp.requests;
    expect(req?.path).toBe('/wp-json/wp/v2/users/me');
    expect(req?.query.get('context')).toBe('edit');
    expect(req?.headers.authorization).toBe(
      `Basic ${Buffer.from(`editor:${wp.password}`).toString('base64')}`,
    );
  });

  it('falls back to ?rest_route= on a site with plain permalinks and keeps using it', async () => {
    wp.mode = 'plain';
    const c = client();
    expect((await c.verify()).restMode).toBe('query');
    await c.ensureTerms('tags', ['Plain']);
    expect(wp.requests.at(-1)?.query.get('rest_route')).toBe('/wp/v2/tags');
  });

  it('maps any 401 to a wrong username or application password', async () => {
    await expect(client({ applicationPassword: 'nope' }).verify()).rejects.toMatchObject({
      code: 'WORDPRESS_UNAUTHORIZED',
      details: { status: 401, wpCode: 'incorrect_password' },
    });
  });

  it('says the address is not a WordPress site for a 404 and for an HTML reply', async () => {
    wp.mode = 'not-found';
    await expect(client().verify()).rejects.toMatchObject({ code: 'WORDPRESS_NOT_FOUND' });
    wp.mode = 'html';
    await expect(client().verify()).rejects.toMatchObject({
      code: 'WORDPRESS_NOT_FOUND',
      details: { reason: 'html reply' },
    });
  });

  it('reuses existing terms, creates missing ones, and takes the id of a term_exists answer', async () => {
    wp.categories.push({ id: 40, name: 'Food & Drink' });
    wp.tags.push({ id: 41, name: 'Budget' });
    const c = client();
    expect(await c.ensureTerms('categories', ['food & drink', 'Travel'])).toEqual([40, expect.any(Number)]);
    const travel = wp.categories.find((t) => t.name === 'Travel');
    expect(travel).toBeDefined();
    expect(wp.requests.filter((r) => r.method === 'POST').map((r) => r.json)).toEqual([{ name: 'Travel' }]);

    wp.blindSearch = true; // the search misses: WordPress answers 400 term_exists with the id
    wp.requests.length = 0;
    expect(await c.ensureTerms('tags', ['budget', 'New'])).toEqual([41, expect.any(Number)]);
    expect(wp.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(wp.tags.filter((t) => t.name.toLowerCase() === 'budget')).toHaveLength(1);
  });

  it('uploads media with its file name and type, and creates the post with it featured', async () => {
    const c = client();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const media = await c.uploadMedia({
      data: bytes,
      contentType: 'image/png',
      filename: 'eat well.png',
      altText: 'Eat well',
    });
    expect(wp.media.at(-1)).toMatchObject({
      id: media.id,
      contentType: 'image/png',
      disposition: 'attachment; filename="eat_well.png"',
      bytes,
      altText: 'Eat well',
    });
    const post = await c.createPost({
      title: 'Eat well',
      content: '<p>Hi</p>',
      excerpt: 'Short',
      status: 'publish',
      categories: [1],
      tags: [],
      featuredMedia: media.id,
    });
    expect(post).toEqual({ id: expect.any(Number), link: `${wp.url}/?p=${post.id}`, status: 'publish' });
    expect(wp.posts.at(-1)).toEqual({
      id: post.id,
      title: 'Eat well',
      content: '<p>Hi</p>',
      excerpt: 'Short',
      status: 'publish',
      categories: [1],
      tags: [],
      featured_media: media.id,
    });
  });

  it('updates a post without a status: none is sent and the post keeps its own', async () => {
    const c = client();
    const fields = { title: 'Live', content: '<p>Hi</p>', excerpt: '', categories: [], tags: [] };
    const created = await c.createPost({ ...fields, status: 'publish' });
    wp.requests.length = 0;
    const updated = await c.updatePost(created.id, { ...fields, title: 'Live, edited' });
    expect(updated).toEqual({ id: created.id, link: `${wp.url}/?p=${created.id}`, status: 'publish' });
    const [request] = wp.requests;
    expect(request?.path).toBe(`/wp-json/wp/v2/posts/${created.id}`);
    expect(request?.json).not.toHaveProperty('status');
    expect(wp.posts.find((p) => p.id === created.id)).toMatchObject({
      title: 'Live, edited',
      status: 'publish',
    });

    // Asked for, a status is sent.
    expect((await c.updatePost(created.id, { ...fields, status: 'draft' })).status).toBe('draft');
    expect(wp.requests.at(-1)?.json).toMatchObject({ status: 'draft' });
  });

  it('maps a refusal to write to FORBIDDEN', async () => {
    wp.forbidden.add('posts');
    await expect(
      client().createPost({
        title: 't',
        content: 'c',
        excerpt: '',
        status: 'draft',
        categories: [],
        tags: [],
      }),
    ).rejects.toMatchObject({ code: 'WORDPRESS_FORBIDDEN', details: { wpCode: 'rest_cannot_create' } });
  });

  it('refuses loopback addresses unless private addresses are allowed', async () => {
    const c = createWordPressClient(creds(), { privateHosts: [] });
    await expect(c.verify()).rejects.toMatchObject({ code: 'WORDPRESS_URL_REFUSED' });
    expect(wp.requests).toHaveLength(0);
  });

  it('reports an unreachable site and a site that does not answer in time', async () => {
    await expect(client({ siteUrl: await closedPortUrl() }).verify()).rejects.toMatchObject({
      code: 'WORDPRESS_UNREACHABLE',
      details: { reason: 'ECONNREFUSED' },
    });
    wp.delayMs = 500;
    const slow = createWordPressClient(creds(), { privateHosts: 'any', timeouts: { request: 100 } });
    await expect(slow.verify()).rejects.toMatchObject({ code: 'WORDPRESS_TIMEOUT' });
  });

  it('never follows a redirect to another origin: the password stays with the site the user named', async () => {
    const mover = createServer((req, res) => {
      res.writeHead(301, { location: `${wp.url}${req.url ?? '/'}` });
      res.end();
    });
    await new Promise<void>((r) => mover.listen(0, '127.0.0.1', r));
    const old = `http://127.0.0.1:${(mover.address() as AddressInfo).port}`;
    const before = wp.requests.length;
    try {
      await expect(client({ siteUrl: old }).verify()).rejects.toMatchObject({
        code: 'WORDPRESS_NOT_FOUND',
        details: { reason: 'redirect' },
      });
      expect(wp.requests.length).toBe(before);
    } finally {
      mover.closeAllConnections();
      await new Promise((r) => mover.close(r));
    }
  });

  it('follows only same-origin redirects or an upgrade to https on the same host', () => {
    const from = new URL('http://blog.example.com/wp-json/wp/v2/users/me');
    const to = (u: string) => sameSite(from, new URL(u));
    expect(to('http://blog.example.com/other/path')).toBe(true);
    expect(to('https://blog.example.com/wp-json/wp/v2/users/me')).toBe(true);
    expect(to('https://blog.example.com:8443/wp-json/')).toBe(false);
    expect(to('http://blog.example.com:8080/wp-json/')).toBe(false);
    expect(to('http://www.blog.example.com/wp-json/')).toBe(false);
    expect(to('https://evil.example.net/wp-json/')).toBe(false);
    expect(sameSite(new URL('https://blog.example.com/'), new URL('http://blog.example.com/'))).toBe(false);
  });

  it('decodes the entities WordPress puts in term names', () => {
    expect(decodeEntities('Food &amp; Drink &#8211; &#x27;Fun&#x27;')).toBe("Food & Drink – 'Fun'");
  });
});
