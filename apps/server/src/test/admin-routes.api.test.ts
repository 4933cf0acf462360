import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';

/** Every registered method and path, read from Fastify's route tree (a child line extends its parent's path). */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

describe.each(databaseKinds)('the administrator scope on %s', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  let adminRoutes: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app); // the first account is an administrator
    user = await signUp(t.app);
    adminRoutes = registeredRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/admin'))
      .map((r) => ({ ...r, url: r.url.replace(/:\w+/g, 'some-id') }));
  });
  afterAll(() => t.close());

  it('finds the admin routes in the route tree', () => {
    expect(adminRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin/outbox' },
        { method: 'POST', url: '/api/admin/users/some-id/credits' },
        { method: 'PATCH', url: '/api/admin/contact-messages/some-id' },
        { method: 'PUT', url: '/api/admin/generation-settings' },
        { method: 'POST', url: '/api/admin/generation-settings/test' },
      ]),
    );
  });

  it('answers 401 to a guest and 403 to a signed-in non-administrator on every /api/admin route', async () => {
    for (const { method, url } of adminRoutes) {
      const guest = await call(t.app, method, url, {
        body: method === 'GET' || method === 'HEAD' ? undefined : {},
      });
      expect({ method, url, status: guest.statusCode }).toEqual({ method, url, status: 401 });
      const other = await call(t.app, method, url, {
        cookie: user.cookie,
        body: method === 'GET' || method === 'HEAD' ? undefined : {},
      });
      expect({ method, url, status: other.statusCode }).toEqual({ method, url, status: 403 });
      if (method !== 'HEAD') expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
