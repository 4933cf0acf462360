import { randomUUID } from 'node:crypto';
import { API_SCOPES, type ApiScope } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createApiToken,
  createTestApp,
  databaseKinds,
  signUp,
  tokenCall,
  type TestApp,
} from './harness.js';
import { registeredRoutes, routeKey, type Route } from './registered-routes.js';
import { EXPECTED, type Expected } from './token-route-scopes.js';

/** A request a script makes: the token, no cookie, no Origin; params a random uuid, a body `{}`. */
function bearer(t: TestApp, token: string, r: Route) {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(r.method);
  return tokenCall(
    t.app,
    token,
    r.method,
    r.path.replace(/:\w+/g, () => randomUUID()),
    {
      body: hasBody ? {} : undefined,
    },
  );
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
    const create = async (who: typeof user, scopes: ApiScope[]) =>
      (await createApiToken(t.app, who.cookie, { name: 's', scopes })).token;
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
    expect(Object.keys(EXPECTED).filter((k) => !registered.has(k))).toEqual([]);
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
