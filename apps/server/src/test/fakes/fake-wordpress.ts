import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small WordPress for tests (no outside services in tests): the wp/v2 routes the studio uses, answered the
 * way WordPress answers them — application-password Basic auth (401 otherwise), users/me,
 * categories and tags with search and `term_exists`, raw-body media uploads, posts (new
 * ones, a draft unless a status is given, and updates of an existing one at
 * /wp/v2/posts/<id>, which keep the post's status when the update names none). Modes
 * turn it into a site without the REST API (HTML), a 404, or one with plain permalinks.
 */

interface FakeTerm {
  id: number;
  name: string;
}
interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  json: unknown;
}

export interface FakeWordPress {
  url: string;
  username: string;
  password: string;
  requests: FakeRequest[];
  categories: FakeTerm[];
  tags: FakeTerm[];
  media: { id: number; contentType: string; disposition: string; bytes: Buffer; altText: string | null }[];
  posts: Record<string, unknown>[];
  /** 'wordpress' (default), 'html' (a site without the REST API), 'not-found' (404 everywhere), 'plain' (?rest_route= only). */
  mode: 'wordpress' | 'html' | 'not-found' | 'plain';
  /** Term searches find nothing: creation then answers `term_exists`. */
  blindSearch: boolean;
  /** Routes ('posts', 'media', 'categories'…) the account may not write to (403). */
  forbidden: Set<string>;
  /** Delay every answer (timeouts). */
  delayMs: number;
  /** The `link` posts answer with, instead of the site's own address (a hostile site's javascript: link). */
  postLink: string | null;
  /** The status the site answers for a post asked to be 'future' (a site that ignores schedules: 'draft'). */
  futureAnswer: string;
  /** Answer the next N post writes (POST /wp/v2/posts…) with a 503. */
  failPostWrites: number;
  close(): Promise<void>;
}

export async function startFakeWordPress(
  opts: { username?: string; password?: string; port?: number } = {},
): Promise<FakeWordPress> {
  let nextId = 100;
  const site: Omit<FakeWordPress, 'url' | 'close'> = {
    username: opts.username ?? 'editor',
    password: opts.password ?? 'abcd EFGH ijkl MNOP qrst UVWX',
    requests: [],
    categories: [{ id: 1, name: 'Uncategorized' }],
    tags: [],
    media: [],
    posts: [],
    mode: 'wordpress',
    blindSearch: false,
    postLink: null,
    futureAnswer: 'future',
    failPostWrites: 0,
    forbidden: new Set(),
    delayMs: 0,
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, data: Record<string, unknown> = {}) =>
    json(res, status, { code, message: `WordPress says ${code}`, data: { status, ...data } });

  function route(req: FakeRequest): string | null {
    if (site.mode === 'plain' || req.query.has('rest_route')) {
      return req.path === '/' || req.path === '' ? (req.query.get('rest_route') ?? null) : null;
    }
    return req.path.startsWith('/wp-json/') ? req.path.slice('/wp-json'.length) : null;
  }

  function answer(req: FakeRequest, res: ServerResponse) {
    if (site.mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' });
      return res.end('<!doctype html><html><body>Just a blog</body></html>');
    }
    const r = site.mode === 'not-found' ? null : route(req);
    if (!r) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body>Not found</body></html>');
    }
    const expected = `Basic ${Buffer.from(`${site.username}:${site.password}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(res, 401, 'incorrect_password');
    const [, , , kind] = r.split('/'); // '/wp/v2/<kind>'
    if (req.method === 'POST' && kind && site.forbidden.has(kind))
      return error(res, 403, 'rest_cannot_create');

    if (r === '/wp/v2/users/me' && req.method === 'GET') {
      return json(res, 200, { id: 7, username: site.username, name: 'Edith Editor', slug: 'edith' });
    }
    if ((kind === 'categories' || kind === 'tags') && r === `/wp/v2/${kind}`) {
      const list = site[kind];
      if (req.method === 'GET') {
        const search = (req.query.get('search') ?? '').toLowerCase();
        const found = site.blindSearch ? [] : list.filter((t) => t.name.toLowerCase().includes(search));
        return json(
          res,
          200,
          found.map((t) => ({ id: t.id, name: t.name.replace(/&/g, '&amp;') })),
        );
      }
      const name = String((req.json as { name?: unknown } | null)?.name ?? '').trim();
      if (!name) return error(res, 400, 'rest_missing_callback_param');
      const existing = list.find((t) => t.name.toLowerCase() === name.toLowerCase());
      if (existing) return error(res, 400, 'term_exists', { term_id: existing.id });
      const term = { id: nextId++, name };
      list.push(term);
      return json(res, 201, term);
    }
    if (r === '/wp/v2/media' && req.method === 'POST') {
      const disposition = String(req.headers['content-disposition'] ?? '');
      if (!/filename=/.test(disposition) || req.raw.length === 0)
        return error(res, 400, 'rest_upload_no_data');
      const media = {
        id: nextId++,
        contentType: String(req.headers['content-type'] ?? ''),
        disposition,
        bytes: req.raw,
        altText: req.query.get('alt_text'),
      };
      site.media.push(media);
      return json(res, 201, { id: media.id, source_url: `${url}/wp-content/uploads/${media.id}.png` });
    }
    // As WordPress: a featured image that is not in the media library is refused.
    const featured = (req.json as { featured_media?: unknown } | null)?.featured_media;
    if (
      /^\/wp\/v2\/posts/.test(r) &&
      typeof featured === 'number' &&
      featured !== 0 &&
      !site.media.some((m) => m.id === featured)
    )
      return error(res, 400, 'rest_invalid_featured_media');
    if (/^\/wp\/v2\/posts/.test(r) && req.method === 'POST' && site.failPostWrites > 0) {
      site.failPostWrites--;
      return error(res, 503, 'service_unavailable');
    }
    // As WordPress: a post asked to be 'future' (with a date ahead) is scheduled.
    const asked = req.json as Record<string, unknown> | null;
    if (asked && asked.status === 'future') asked.status = site.futureAnswer;
    if (r === '/wp/v2/posts' && req.method === 'POST') {
      const body = req.json as Record<string, unknown>;
      const id = nextId++;
      // As WordPress: a post created without a status is a draft.
      const post = { id, ...body, status: body.status ?? 'draft' };
      site.posts.push(post);
      return json(res, 201, { id, link: site.postLink ?? `${url}/?p=${id}`, status: post.status });
    }
    const postId = /^\/wp\/v2\/posts\/(\d+)$/.exec(r)?.[1];
    if (postId && req.method === 'GET') {
      const post = site.posts.find((p) => p.id === Number(postId));
      if (!post) return error(res, 404, 'rest_post_invalid_id');
      return json(res, 200, { id: post.id, link: `${url}/?p=${post.id}`, status: post.status ?? 'draft' });
    }
    if (postId && req.method === 'POST') {
      const index = site.posts.findIndex((p) => p.id === Number(postId));
      if (index < 0) return error(res, 404, 'rest_post_invalid_id');
      // As WordPress: fields the update leaves out (the status among them) keep their values.
      const post: Record<string, unknown> = {
        ...site.posts[index],
        ...(req.json as Record<string, unknown>),
        id: Number(postId),
      };
      // As WordPress: featured_media 0 removes the featured image.
      if (post.featured_media === 0) delete post.featured_media;
      site.posts[index] = post;
      return json(res, 200, {
        id: post.id,
        link: site.postLink ?? `${url}/?p=${post.id}`,
        status: post.status ?? 'draft',
      });
    }
    return error(res, 404, 'rest_no_route');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const parsed = new URL(req.url ?? '/', 'http://fake');
      let body: unknown = null;
      if (String(req.headers['content-type'] ?? '').startsWith('application/json')) {
        try {
          body = JSON.parse(raw.toString('utf8')) as unknown;
        } catch {
          body = null;
        }
      }
      const recorded: FakeRequest = {
        method: req.method ?? '',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        raw,
        json: body,
      };
      site.requests.push(recorded);
      const go = () => !res.destroyed && answer(recorded, res);
      if (site.delayMs) setTimeout(go, site.delayMs).unref();
      else go();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(site, {
    url,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
