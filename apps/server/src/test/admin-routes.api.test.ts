import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';
import { registeredRoutes } from './registered-routes.js';

describe.each(databaseKinds)('the administrator scope on %s', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  let adminRoutes: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app); // the first account is an administrator
    user = await signUp(t.app);
    adminRoutes = registeredRoutes(t.app)
      .filter((r) => r.path.startsWith('/api/admin'))
      .map((r) => ({ method: r.method, url: r.path.replace(/:\w+/g, 'some-id') }));
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
      const guest = await call(t.app, method, url, { body: method === 'GET' ? undefined : {} });
      expect({ method, url, status: guest.statusCode }).toEqual({ method, url, status: 401 });
      const other = await call(t.app, method, url, {
        cookie: user.cookie,
        body: method === 'GET' ? undefined : {},
      });
      expect({ method, url, status: other.statusCode }).toEqual({ method, url, status: 403 });
      expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
