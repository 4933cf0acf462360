import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';

/**
 * A second user can read or change nothing of the first user's. User routes take no ids:
 * the session decides whose data it is, and any id a client adds is refused.
 */
describe.each(databaseKinds)('user isolation on %s', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  const snapshot = async () => ({
    profile: (await call(t.app, 'GET', '/api/profile', { cookie: alice.cookie })).json(),
    notifications: (await call(t.app, 'GET', '/api/notifications', { cookie: alice.cookie })).json(),
    credits: (await call(t.app, 'GET', '/api/credits', { cookie: alice.cookie })).json(),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signUp(t.app, { name: 'Alice' }); // first account: the administrator
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t.close());

  it("gives the second user only their own data, and leaves the first user's unchanged", async () => {
    const before = await snapshot();
    const id = alice.user.id;

    expect((await call(t.app, 'GET', '/api/profile', { cookie: bob.cookie })).json().name).toBe('Bob');
    for (const body of [
      { name: 'Hacked', id },
      { name: 'Hacked', user_id: id },
      { name: 'Hacked', userId: id },
    ]) {
      expect((await call(t.app, 'PATCH', '/api/profile', { cookie: bob.cookie, body })).statusCode).toBe(400);
    }
    expect(
      (
        await call(t.app, 'PATCH', `/api/profile?user_id=${id}`, {
          cookie: bob.cookie,
          body: { name: 'Bobby' },
        })
      ).json().name,
    ).toBe('Bobby');
    await call(t.app, 'PUT', '/api/notifications', {
      cookie: bob.cookie,
      body: { emailNotifications: false, marketingEmails: true },
    });
    expect(
      (await call(t.app, 'GET', `/api/credits?user_id=${id}`, { cookie: bob.cookie })).json().balance,
    ).toBe(50);

    const outbox = await call(t.app, 'GET', '/api/admin/outbox', { cookie: bob.cookie });
    expect(outbox.statusCode).toBe(403);
    expect(outbox.json().code).toBe('FORBIDDEN');

    const change = await call(t.app, 'POST', '/api/auth/change-password', {
      cookie: bob.cookie,
      body: { currentPassword: alice.password, newPassword: 'taken-over', userId: id },
    });
    expect(change.statusCode).toBe(400);

    expect(
      (await call(t.app, 'DELETE', `/api/account?user_id=${id}`, { cookie: bob.cookie })).statusCode,
    ).toBe(204);
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/sign-in/email', {
          body: { email: alice.email, password: alice.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets the administrator read the outbox', async () => {
    const res = await call(t.app, 'GET', '/api/admin/outbox', { cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().items)).toBe(true);
  });
});
