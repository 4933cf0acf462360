import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, ERROR_CODES, GENERATION_ERROR_CODES } from '@forja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articleBody } from './articles-test-helpers.js';
import { encodeCursor } from '../modules/articles/articles.service.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';
import { registeredRoutes, routeKey, type Route } from './registered-routes.js';

/**
 * Every /api route the app registers, driven with the input a careless or hostile client
 * sends: no session, ids that are no ids, bodies of the wrong shape, size and type. The
 * answer is always the client's fault (4xx) in the one error shape, and nothing is written.
 * The routes come from Fastify's own route tree, so a new route joins the barrage by itself.
 */

const key = routeKey;

/** Open to everyone: whatever they answer signed out, never a 500. Every other route wants a session. */
const PUBLIC = [
  'GET /api/health',
  // The probes of load balancers and orchestrators.
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/plans',
  'GET /api/site-config',
  'POST /api/contact',
  // Stripe calls it without a session; its signature is the check (404 when Stripe is not configured).
  'POST /api/billing/stripe/webhook',
  // The browser's return from Google's or TikTok's consent page: without a session it is
  // sent back to Settings with *_auth_invalid (a redirect, not a 401).
  'GET /api/connections/youtube/callback',
  'GET /api/connections/tiktok/callback',
];
const isPublic = (r: Route) =>
  PUBLIC.includes(key(r)) ||
  r.path.startsWith('/api/auth/') ||
  r.path.startsWith('/api/account/password-reset/') ||
  // The API reference (modules/api-docs): the OpenAPI document and its page with their files.
  r.path === '/api/openapi.json' ||
  r.path.startsWith('/api/docs');
/** Routes whose contract accepts `{}` (all fields optional): sending it is a valid request, not a bad one. */
const ACCEPTS_EMPTY = [
  'PATCH /api/profile',
  'PATCH /api/articles/:id',
  'POST /api/auth/sign-out',
  'POST /api/admin/setup/detect',
];

const withParams = (path: string, value: string) => path.replace(/:\w+/g, value);
const isBodyMethod = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

type Res = LightMyRequestResponse;
type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';
// JSON values only: typeof is one of the kinds, arrays aside.
const kindOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? undefined : (typeof v as Kind));
/** Fields a route names and their kinds: the ones its answer to `{}` says are missing (zod's own messages name the kind), and those of the resource a GET on the same URL returns. */
function knownFields(probe?: Res, resource?: Res): Record<string, Kind> {
  const fields: Record<string, Kind> = {};
  if (resource?.statusCode === 200 && kindOf(resource.json()) === 'object') {
    for (const [name, value] of Object.entries(resource.json() as object)) {
      const kind = kindOf(value);
      if (kind) fields[name] = kind;
    }
  }
  const missing = (probe?.statusCode === 400 ? probe.json().details?.fields : {}) as Record<string, string[]>;
  for (const [name, messages] of Object.entries(missing ?? {})) {
    const kind = /expected (string|number|boolean|array|object)/.exec(messages.join(' '))?.[1];
    if (kind && !name.includes('.')) fields[name] = kind as Kind;
  }
  return fields;
}
const SWAPPED: Record<Kind, unknown> = { string: 1, number: '1', boolean: 'true', array: 'x', object: 'x' };
const BIG = 'x'.repeat(300 * 1024);

/** Bodies our web app never sends. Each is the client's mistake: 4xx, never a 500. */
function badBodies(fields: Record<string, Kind>) {
  const names = Object.keys(fields);
  const strings = names.filter((f) => fields[f] === 'string');
  const swapped = (only: string[]) =>
    JSON.stringify(Object.fromEntries(only.map((f) => [f, SWAPPED[fields[f]!]])));
  return [
    { why: 'an array, not an object', body: '[]' },
    { why: 'a bare JSON string', body: '"text"' },
    { why: 'no fields at all', body: '{}' },
    { why: 'only an unknown field', body: '{"unexpected":1}' },
    // Strings as numbers and vice versa: together, and one field at a time (a partial update takes any one).
    ...(names.length ? [{ why: 'every field of the wrong kind', body: swapped(names) }] : []),
    ...names.map((f) => ({ why: `${f} of the wrong kind`, body: swapped([f]) })),
    {
      why: 'a 300 KB string field (body limit: 256 KB)',
      body: JSON.stringify(strings.length ? Object.fromEntries(strings.map((f) => [f, BIG])) : { text: BIG }),
    },
    // Text no database column can hold: NUL and unpaired surrogates (a 500 until they were refused).
    {
      why: 'a NUL in every text field',
      body: JSON.stringify(
        Object.fromEntries((strings.length ? strings : ['text']).map((f) => [f, 'a\u0000b'])),
      ),
    },
    {
      why: 'a lone surrogate in every text field',
      body: `{${(strings.length ? strings : ['text']).map((f) => `"${f}":"x\\ud800y"`).join(',')}}`,
    },
    { why: 'a NUL in a key', body: '{"a\\u0000":1}' },
    { why: 'malformed JSON', body: '{"title":' },
    { why: 'an empty JSON body', body: '' },
    { why: 'a form post, not JSON', body: 'title=x', type: 'application/x-www-form-urlencoded' },
    { why: 'plain text, not JSON', body: 'hello', type: 'text/plain' },
  ];
}

const BAD_QUERIES = [
  'limit=abc',
  'limit=-1',
  'limit=1&limit=2',
  'cursor=%00',
  'cursor=garbage',
  'kind=zzz',
  'q=%00',
  'q=%ED%A0%80',
  'x%00=1',
];

// An e-mail and a role: the back office's edit and role routes need a valid one to reach the lookup.
const CANDIDATES = ['Some text', 1, true, [], {}, 'someone@example.com', 'user'];
/** Bodies the search below cannot find (a discriminated union wants its literal first). */
const KNOWN_BODIES: Record<string, unknown> = {
  'POST /api/videos/:id/publications': {
    platform: 'youtube',
    title: 'A title',
    privacy: 'private',
    madeForKids: false,
    containsSyntheticMedia: false,
  },
  // A union on `platform`: the prober cannot name the branch.
  'PATCH /api/schedules/:id': { platform: 'wordpress', localTime: '2030-01-01T09:00' },
};

/**
 * A body the route accepts, found by giving each field its validation names a value of the
 * next kind until none is named. Only ever sent with the id of nothing, so nothing is written.
 */
async function acceptedBody(send: (body: string) => Promise<Res>): Promise<string> {
  const body: Record<string, unknown> = {};
  for (const candidate of CANDIDATES) {
    const res = await send(JSON.stringify(body));
    const invalid = res.statusCode === 400 ? Object.keys(res.json().details?.fields ?? {}) : [];
    if (!invalid.length) break;
    for (const name of invalid) body[name] = candidate;
  }
  return JSON.stringify(body);
}

const KNOWN_CODES: readonly string[] = [...ERROR_CODES, ...GENERATION_ERROR_CODES];
/**
 * What is wrong with an answer, if anything. `expected`: that exact status; '4xx': a client
 * error (not 429: limits are raised, so validation must have run); 'no-5xx': success is fine too.
 * Any error must be JSON in the one shape, with a known code.
 */
type Expected = number | '4xx' | 'no-5xx';
function errorProblem(res: Res, expected: Expected): string | undefined {
  const s = res.statusCode;
  const wrong =
    expected === 'no-5xx' ? s >= 500 : expected === '4xx' ? s < 400 || s >= 500 || s === 429 : s !== expected;
  if (wrong) return `answered ${s} (expected ${expected}): ${res.body.slice(0, 200)}`;
  if (s < 400) return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `answered ${s} with a non-JSON body`;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success || !KNOWN_CODES.includes(parsed.data.code)) return `not the error shape: ${res.body}`;
  return undefined;
}

describe.each(databaseKinds)('robustness of every route on %s', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let admin: Awaited<ReturnType<typeof signUp>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  let articleId: string;
  /** Problems found, as readable lines: one failing diff lists them all. */
  let problems: string[];
  const check = (r: Route, url: string, why: string, res: Res, expected: Expected = '4xx') => {
    const problem = errorProblem(res, expected);
    if (problem) problems.push(`${r.method} ${url} (${why}): ${problem}`);
  };
  const cookieFor = (r: Route) => (r.path.startsWith('/api/admin/') ? admin.cookie : user.cookie);

  /** What the barrage must leave as it was: the users' data read through the API, and every table's row count. */
  async function snapshot() {
    const read = async (cookie: string, url: string) => (await call(t.app, 'GET', url, { cookie })).json();
    // Both drivers answer raw SQL with `{ rows }`.
    const query = async <T>(q: SQL) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
    const rows: Record<string, number> = {};
    for (const { name } of await query<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )) {
      rows[name] = (
        await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`)
      )[0]!.n;
    }
    const reads = (cookie: string, urls: string) =>
      Promise.all(urls.split(' ').map((url) => read(cookie, url)));
    return {
      rows,
      user: await reads(
        user.cookie,
        `/api/profile /api/notifications /api/credits /api/articles/count /api/articles/${articleId} /api/generations /api/connections`,
      ),
      admin: await reads(
        admin.cookie,
        '/api/credits /api/admin/outbox /api/admin/contact-messages /api/admin/generation-settings',
      ),
    };
  }

  beforeAll(async () => {
    // Limits raised so every request reaches validation instead of being cut off by a 429.
    t = await createTestApp(kind, {
      env: {
        CONTACT_RATE_LIMIT_PER_HOUR: '100000',
        GENERATION_RATE_LIMIT_PER_MINUTE: '100000',
        VOICE_PREVIEW_RATE_LIMIT_PER_MINUTE: '100000',
        PUBLISH_RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
    routes = registeredRoutes(t.app);
    admin = await signUp(t.app, { name: 'Admin' }); // the first account is the administrator
    user = await signUp(t.app, { name: 'User' });
    articleId = (
      await call(t.app, 'POST', '/api/articles', { cookie: user.cookie, body: articleBody() })
    ).json().id;
  });
  beforeEach(() => {
    problems = [];
  });
  afterAll(() => t.close());

  it('finds the routes of every module, the auth bridge included', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const path of ['/api/health', '/api/articles/:id', '/api/admin/outbox', '/api/auth/sign-in/email']) {
      expect(routes.map((r) => r.path)).toContain(path);
    }
    for (const p of [...PUBLIC, ...ACCEPTS_EMPTY, ...Object.keys(KNOWN_BODIES)])
      expect(routes.map(key)).toContain(p); // the lists cannot go stale
  });

  it('refuses every private route signed out with 401, and never answers a 500', async () => {
    for (const r of routes) {
      const url = withParams(r.path, randomUUID());
      const res = await call(t.app, r.method, url);
      check(r, url, 'signed out', res, isPublic(r) ? 'no-5xx' : 401);
      if (!isPublic(r) && res.json().code !== 'UNAUTHORIZED') problems.push(`${key(r)}: ${res.body}`);
      // An ordinary user is no administrator.
      if (r.path.startsWith('/api/admin/')) {
        check(r, url, 'not an admin', await call(t.app, r.method, url, { cookie: user.cookie }), 403);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers malformed ids and bodies with a 4xx in the error shape, and writes nothing', async () => {
    // Sign-in, sign-up and sign-out run with a session of their own, so the user's stays valid.
    const bridge = await signUp(t.app, { name: 'Bridge' });
    const before = await snapshot();
    let requests = 0;
    for (const r of routes) {
      const cookie = r.path.startsWith('/api/auth/') ? bridge.cookie : cookieFor(r);
      const send = (url: string, body?: string, type?: string) => {
        requests++;
        return call(t.app, r.method, url, { cookie, body, headers: type ? { 'content-type': type } : {} });
      };
      const url = withParams(r.path, r.path.startsWith('/api/articles/') ? articleId : randomUUID());
      if (r.path.includes(':')) {
        const nothing = withParams(r.path, randomUUID());
        const known = KNOWN_BODIES[key(r)];
        const body = !isBodyMethod(r.method)
          ? undefined
          : known
            ? JSON.stringify(known)
            : await acceptedBody((b) => send(nothing, b));
        // An id of the wrong form is refused (400), or simply not found (404) where ids are text.
        const bad = await send(withParams(r.path, 'not-a-uuid'), body);
        check(r, withParams(r.path, 'not-a-uuid'), 'not a UUID', bad, bad.statusCode === 404 ? 404 : 400);
        // Ids carrying NUL or a broken UTF-8 sequence: refused before any query.
        for (const id of ['a%00b', '%ED%A0%80', '%C0%AF'])
          check(r, withParams(r.path, id), `id ${id}`, await send(withParams(r.path, id), body));
        // A well-formed id of nothing is a 404, even with a body the route accepts.
        check(r, nothing, 'unknown id', await send(nothing, body), 404);
      }
      if (r.method === 'GET') {
        // Query strings no page of ours builds: refused or ignored, never a 500.
        for (const q of BAD_QUERIES)
          check(r, `${url}?${q}`, 'bad query', await send(`${url}?${q}`), 'no-5xx');
      }
      if (!isBodyMethod(r.method)) continue;
      const empty = ACCEPTS_EMPTY.includes(key(r)); // sending `{}` there is a real request (sign-out!)
      const hasGet = routes.some((g) => g.method === 'GET' && g.path === r.path);
      const fields = knownFields(
        empty ? undefined : await send(url, '{}'),
        hasGet ? await call(t.app, 'GET', url, { cookie }) : undefined,
      );
      for (const { why, body, type } of badBodies(fields)) {
        if (body === '{}' && empty) continue;
        check(r, url, why, await send(url, body, type));
      }
    }
    expect(problems).toEqual([]);
    expect(Object.keys(before.rows).length).toBeGreaterThan(10); // the row counts did read the tables
    expect(await snapshot()).toEqual(before);
    expect(requests).toBeGreaterThan(300);
    console.info(`robustness barrage on ${kind}: ${routes.length} routes, ${requests} requests`);
  });

  it('refuses a tampered article cursor naming a time that does not exist with 400 (was a 500)', async () => {
    const list = (createdAt: string) =>
      call(t.app, 'GET', `/api/articles?cursor=${encodeCursor({ createdAt, id: randomUUID() })}`, {
        cookie: user.cookie,
      });
    for (const at of [
      '2024-02-30T00:00:00.000000Z',
      '2024-13-45T25:61:61.000000Z',
      '0000-01-01T00:00:00.000000Z',
    ]) {
      const res = await list(at);
      expect([at, res.statusCode, res.json().code]).toEqual([at, 400, 'VALIDATION_ERROR']);
    }
    // A real instant, microseconds and all, still pages.
    expect((await list('2030-01-01T00:00:00.123456Z')).statusCode).toBe(200);
  });

  it('signs out on a sign-out without a body (was a 415 from Better Auth, and the session stayed)', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call(t.app, 'POST', '/api/auth/sign-out', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/get-session', { cookie })).json()).toBeNull();
  });

  it('refuses every state change from another site with 403 before it runs, however the path is spelled', async () => {
    const before = await snapshot();
    // The router decodes paths: each spelling below reaches (or may reach) the /api handlers.
    const spellings = (url: string) => [
      url,
      url.replace(/^\/api\//, '/%61pi/'),
      url.replace(/^\/api\//, '/%61%70%69/'),
      url.replace(/^\/api\//, '//api/'),
      url.replace(/^\/api\//, '/API/'),
      url.replace(/^\/api\//, '/api%2F'),
      url.replace(/^\/api\//, '/api/./'),
    ];
    for (const r of routes.filter((x) => x.method !== 'GET')) {
      for (const url of spellings(withParams(r.path, articleId))) {
        for (const origin of ['https://evil.example', 'null']) {
          const res = await call(t.app, r.method, url, { cookie: cookieFor(r), headers: { origin } });
          check(r, url, `origin ${origin}`, res, 403);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // DELETE /api/account was among them: the account is still there.
    expect((await call(t.app, 'GET', '/api/profile', { cookie: user.cookie })).statusCode).toBe(200);
  });
});
