import { randomUUID } from 'node:crypto';
import { API_SCOPES, type ApiScope, type CreatedApiToken } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';
import { registeredRoutes, routeKey, type Route } from './registered-routes.js';

/**
 * The scope every /api route asks of a personal API token, route by route. The routes come
 * from Fastify's own route tree, and the table must name each of them and nothing else: a new
 * route fails this test until someone decides what a token may do with it.
 *
 * - an `ApiScope`: a token needs exactly that scope (the endpoint's `tokenScope`);
 * - `null`: no token may call it (Settings, billing, the tokens themselves, the back office);
 * - `'public'`: open without a session; it does not read tokens and never acts as a token's user.
 */
type Expected = ApiScope | null | 'public';

const EXPECTED: Record<string, Expected> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/inbox': null,
  'POST /api/inbox/read': null,
  'POST /api/images': 'archives:write',
  'GET /api/images': 'read',
  'GET /api/images/count': 'read',
  'GET /api/images/:id': 'read',
  'DELETE /api/images/:id': 'archives:write',
  'GET /api/auth/get-session': 'public',
  'POST /api/auth/sign-up/email': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-out': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/change-password': 'public',
  'DELETE /api/account': null,
  'GET /api/account/password-reset/:token': 'public',
  'POST /api/articles': 'archives:write',
  'GET /api/articles': 'read',
  'GET /api/articles/count': 'read',
  'GET /api/articles/:id': 'read',
  'DELETE /api/articles/:id': 'archives:write',
  'PATCH /api/articles/:id': 'archives:write',
  'POST /api/articles/:id/publish': 'publish',
  'GET /api/admin/audit': null,
  'GET /api/admin/outbox': null,
  'GET /api/admin/plan-access': null,
  'PUT /api/admin/plan-access': null,
  'GET /api/admin/contact-messages': null,
  'PATCH /api/admin/contact-messages/:id': null,
  'GET /api/admin/generation-settings': null,
  'PUT /api/admin/generation-settings': null,
  'POST /api/admin/generation-settings/test': null,
  'POST /api/admin/generation-settings/servers/models': null,
  'POST /api/admin/generation-settings/servers/voices': null,
  'POST /api/admin/generation-settings/servers/test': null,
  'GET /api/admin/music': null,
  'POST /api/admin/music/uploads': null,
  'DELETE /api/admin/music/:id': null,
  'GET /api/admin/users': null,
  'GET /api/admin/users/:userId': null,
  'PATCH /api/admin/users/:userId': null,
  'DELETE /api/admin/users/:userId': null,
  'POST /api/admin/users/:userId/credits': null,
  'PUT /api/admin/users/:userId/role': null,
  'POST /api/admin/users/:userId/password-reset': null,
  'GET /api/admin/staff': null,
  'GET /api/admin/stats': null,
  'GET /api/admin/setup': null,
  'POST /api/admin/setup/detect': null,
  'POST /api/admin/setup/use-detected': null,
  'GET /api/profile': null,
  'PATCH /api/profile': null,
  'GET /api/plans': 'public',
  'GET /api/plan-access/mine': 'read',
  'GET /api/notifications': null,
  'PUT /api/notifications': null,
  'GET /api/credits': 'read',
  'POST /api/contact': 'public',
  // Which platforms are connected (no secrets): what a script needs before publishing.
  'GET /api/connections': 'read',
  'PUT /api/connections/wordpress': null,
  'DELETE /api/connections/wordpress': null,
  'POST /api/connections/wordpress/test': null,
  'DELETE /api/connections/youtube': null,
  'GET /api/connections/youtube/start': null,
  'GET /api/connections/youtube/callback': 'public',
  'POST /api/connections/youtube/test': null,
  'DELETE /api/connections/tiktok': null,
  'GET /api/connections/tiktok/start': null,
  'GET /api/connections/tiktok/callback': 'public',
  // TikTok asks that its creator info be read right before each post: part of publishing.
  'GET /api/connections/tiktok/creator-info': 'publish',
  'POST /api/connections/tiktok/test': null,
  'GET /api/billing/config': null,
  'POST /api/billing/checkout': null,
  'POST /api/billing/cancel': null,
  'GET /api/billing/subscription': null,
  'POST /api/billing/stripe/webhook': 'public',
  'GET /api/billing/invoices': null,
  'POST /api/billing/test-checkout': null,
  'POST /api/billing/portal': null,
  'GET /api/brand-kits': 'read',
  'POST /api/brand-kits': 'archives:write',
  'PUT /api/brand-kits/:id': 'archives:write',
  'DELETE /api/brand-kits/:id': 'archives:write',
  'POST /api/brand-kits/:id/duplicate': 'archives:write',
  'POST /api/batches': 'generate',
  'GET /api/batches': 'read',
  'POST /api/batches/preview': 'generate',
  'GET /api/batches/items': 'read',
  'GET /api/batches/:id': 'read',
  'GET /api/batches/:id/events': 'read',
  'POST /api/batches/:id/pause': 'generate',
  'POST /api/batches/:id/resume': 'generate',
  'POST /api/batches/:id/retry': 'generate',
  'POST /api/batches/:id/cancel': 'generate',
  'POST /api/batches/:id/save': 'archives:write',
  'GET /api/batches/:id/download': 'read',
  'GET /api/tokens': null,
  'POST /api/tokens': null,
  'DELETE /api/tokens/:id': null,
  'GET /api/site-config': 'public',
  'POST /api/social-posts': 'archives:write',
  'GET /api/social-posts': 'read',
  'GET /api/social-posts/count': 'read',
  'GET /api/social-posts/:id': 'read',
  'DELETE /api/social-posts/:id': 'archives:write',
  'POST /api/schedules': 'publish',
  'GET /api/schedules': 'read',
  'GET /api/schedules/upcoming': 'read',
  'GET /api/schedules/:id': 'read',
  'PATCH /api/schedules/:id': 'publish',
  'POST /api/schedules/:id/cancel': 'publish',
  'POST /api/schedules/:id/retry': 'publish',
  'GET /api/generation/status': 'read',
  'POST /api/generations': 'generate',
  'GET /api/generations': 'read',
  'GET /api/generations/:id': 'read',
  'GET /api/generations/:id/events': 'read',
  'POST /api/generations/:id/cancel': 'generate',
  'POST /api/files/:id/keep': 'archives:write',
  'GET /api/media': 'read',
  'POST /api/media/uploads': 'archives:write',
  'GET /api/media/usage': 'read',
  // Stock search and pick are steps of making a video (the contract's choice; pick also adds to the media library).
  'GET /api/media/stock/search': 'generate',
  'POST /api/media/stock/pick': 'generate',
  // The browser's proxy for stock previews (a raw route, no endpoint): not declared for tokens.
  'GET /api/media/stock/thumbnail': null,
  'GET /api/media/:id': 'read',
  'DELETE /api/media/:id': 'archives:write',
  'GET /api/music': 'read',
  'POST /api/music/uploads': 'archives:write',
  'DELETE /api/music/:id': 'archives:write',
  'GET /api/videos': 'read',
  'GET /api/videos/count': 'read',
  'POST /api/videos/scene-image': 'generate',
  'GET /api/videos/:id': 'read',
  'DELETE /api/videos/:id': 'archives:write',
  'GET /api/videos/:id/draft': 'read',
  'GET /api/videos/:id/publications': 'read',
  'POST /api/videos/:id/publications': 'publish',
  'POST /api/video-scripts': 'archives:write',
  'GET /api/video-scripts': 'read',
  'GET /api/video-scripts/count': 'read',
  'GET /api/video-scripts/:id': 'read',
  'DELETE /api/video-scripts/:id': 'archives:write',
  'POST /api/voice-overs': 'archives:write',
  'GET /api/voice-overs': 'read',
  'GET /api/voice-overs/count': 'read',
  'GET /api/voice-overs/voices': 'read',
  'POST /api/voice-overs/preview': 'generate',
  'GET /api/voice-overs/:id': 'read',
  'DELETE /api/voice-overs/:id': 'archives:write',
  'GET /api/voice-overs/:id/download/:format': 'read',
  'POST /api/wordpress/publish': 'publish',
  // Not registered on this branch yet: see PENDING_ROUTES.
  'GET /api/webhooks': null,
  'POST /api/webhooks': null,
  'PATCH /api/webhooks/:id': null,
  'DELETE /api/webhooks/:id': null,
  'POST /api/webhooks/:id/test': null,
  'GET /api/webhooks/:id/deliveries': null,
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': null,
};

/**
 * Routes the table names that this branch does not register yet: the webhook routes (declared
 * in packages/contracts/src/endpoints/platform-api.ts, built on another branch). Emptied when
 * they are merged; until then the table may name exactly these without their being registered.
 */
const PENDING_ROUTES = [
  'GET /api/webhooks',
  'POST /api/webhooks',
  'PATCH /api/webhooks/:id',
  'DELETE /api/webhooks/:id',
  'POST /api/webhooks/:id/test',
  'GET /api/webhooks/:id/deliveries',
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend',
];

/** A request a script makes: the token, no cookie, no Origin; params a random uuid, a body `{}`. */
function bearer(t: TestApp, token: string, r: Route) {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(r.method);
  return t.app.inject({
    method: r.method as 'GET',
    url: r.path.replace(/:\w+/g, () => randomUUID()),
    headers: {
      authorization: `Bearer ${token}`,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    payload: hasBody ? '{}' : undefined,
  });
}

const codeOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { code?: unknown } | null)?.code;
  } catch {
    return undefined;
  }
};

describe.each(databaseKinds)('API token scopes on every route on %s', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let owner: Awaited<ReturnType<typeof signUp>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  /** The user's tokens: with only one scope, with all but one, with all four; the owner's with all four. */
  const only = {} as Record<ApiScope, string>;
  const allBut = {} as Record<ApiScope, string>;
  let all: string;
  let ownerAll: string;

  beforeAll(async () => {
    // The sweep sends a few hundred requests per token: far over the real per-minute rate.
    t = await createTestApp(kind, { env: { API_TOKEN_RATE_LIMIT_PER_MINUTE: '100000' } });
    owner = await signUp(t.app, { name: 'Owner' }); // the first account is the owner
    user = await signUp(t.app, { name: 'User' });
    const create = async (who: typeof user, scopes: ApiScope[]) => {
      const res = await call(t.app, 'POST', '/api/tokens', {
        cookie: who.cookie,
        body: { name: 's', scopes },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as CreatedApiToken).token;
    };
    for (const scope of API_SCOPES) {
      only[scope] = await create(user, [scope]);
      allBut[scope] = await create(
        user,
        API_SCOPES.filter((s) => s !== scope),
      );
    }
    all = await create(user, [...API_SCOPES]);
    ownerAll = await create(owner, [...API_SCOPES]);
    routes = registeredRoutes(t.app);
  });
  afterAll(() => t.close());

  const routesWith = (test: (expected: Expected, r: Route) => boolean) =>
    routes.filter((r) => test(EXPECTED[routeKey(r)]!, r));

  it('names every registered route in the table, and no route that does not exist', () => {
    const registered = new Set(routes.map(routeKey));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map(routeKey).filter((k) => !(k in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((k) => !registered.has(k) && !PENDING_ROUTES.includes(k))).toEqual(
      [],
    );
    for (const pending of PENDING_ROUTES) expect(EXPECTED[pending], pending).toBeNull();
    // The back office is never open to a token, whatever its scopes.
    for (const r of routes.filter((r) => r.path.startsWith('/api/admin/')))
      expect(EXPECTED[routeKey(r)], routeKey(r)).toBeNull();
  });

  it('refuses a token without the route’s scope, naming it, and lets one with only that scope past', async () => {
    const scoped = routesWith((e) => typeof e === 'string' && e !== 'public');
    expect(scoped.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const r of scoped) {
      const scope = EXPECTED[routeKey(r)] as ApiScope;
      const without = await bearer(t, allBut[scope], r);
      if (without.statusCode !== 403 || codeOf(without.body) !== 'TOKEN_SCOPE_MISSING')
        problems.push(`${routeKey(r)} without ${scope}: ${without.statusCode} ${without.body}`);
      else expect(without.json().details, routeKey(r)).toEqual({ scope });
      const withIt = await bearer(t, only[scope], r);
      // Past the guard: whatever the route answers to `{}` and an unknown id, but never a refusal or a 500.
      if ([401, 403].includes(withIt.statusCode) || withIt.statusCode >= 500)
        problems.push(`${routeKey(r)} with only ${scope}: ${withIt.statusCode} ${withIt.body}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a token with every scope on the routes no token may call, the back office for an owner too', async () => {
    const closed = routesWith((e) => e === null);
    expect(closed.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const r of closed) {
      // The back office is tried with the owner's token: the role that opens it signed in.
      const token = r.path.startsWith('/api/admin/') ? ownerAll : all;
      const res = await bearer(t, token, r);
      if (res.statusCode !== 403 || codeOf(res.body) !== 'TOKEN_NOT_ALLOWED')
        problems.push(`${routeKey(r)}: ${res.statusCode} ${res.body}`);
    }
    expect(problems).toEqual([]);
  });

  it('public routes do not read the token: they never answer as its user', async () => {
    const open = routesWith((e) => e === 'public');
    const problems: string[] = [];
    for (const r of open) {
      const res = await bearer(t, all, r);
      if (res.statusCode >= 500 || res.body.includes(user.user.id) || res.body.includes(user.email))
        problems.push(`${routeKey(r)}: ${res.statusCode} ${res.body}`);
    }
    expect(problems).toEqual([]);

    const session = await bearer(t, all, { method: 'GET', path: '/api/auth/get-session' });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toBeNull();
    // A valid change of password through a token is a signed-out request.
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${all}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ currentPassword: user.password, newPassword: 'another-secret-1' }),
    });
    expect(change.statusCode).toBe(401);
    const signIn = await call(t.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    // Google's return without a session: sent back to Settings as an invalid attempt, nothing connected.
    const callback = await bearer(t, all, { method: 'GET', path: '/api/connections/youtube/callback' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toContain('auth_invalid');
  });
});
