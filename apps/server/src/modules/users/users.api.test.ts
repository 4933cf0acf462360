import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccounts, creditLedger, users } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds)('profile and settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reads and updates the profile; e-mail cannot change; a blank name is refused', async () => {
    const { cookie, email } = await signUp(t.app, { name: 'Ion' });
    const patch = {
      name: '  Ion Popescu ',
      address: 'Str. Lungă 1',
      city: 'Cluj',
      country: 'RO',
      company: 'Acme',
      cui: 'RO18547290',
    };
    const res = await call(t.app, 'PATCH', '/api/profile', { cookie, body: patch });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...patch, name: 'Ion Popescu', email });

    const withEmail = await call(t.app, 'PATCH', '/api/profile', {
      cookie,
      body: { email: 'new@example.com' },
    });
    expect(withEmail.statusCode).toBe(400);
    const blank = await call(t.app, 'PATCH', '/api/profile', { cookie, body: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details.fields.name).toEqual(['name_required']);
    const long = await call(t.app, 'PATCH', '/api/profile', { cookie, body: { city: 'x'.repeat(10_000) } });
    expect(long.statusCode).toBe(400);
    // A fiscal code whose check digit is wrong is refused, and the stored one stays.
    const cui = await call(t.app, 'PATCH', '/api/profile', { cookie, body: { cui: 'RO18547291' } });
    expect(cui.statusCode).toBe(400);
    expect(cui.json().details.fields.cui).toEqual(['cui_invalid']);

    expect((await call(t.app, 'GET', '/api/profile', { cookie })).json()).toMatchObject({
      name: 'Ion Popescu',
      email,
      city: 'Cluj',
    });
  });

  it('keeps notification preferences on the server', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/notifications', { cookie })).json()).toEqual({
      emailNotifications: true,
      marketingEmails: false,
    });
    const put = await call(t.app, 'PUT', '/api/notifications', {
      cookie,
      body: { emailNotifications: false, marketingEmails: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/notifications', { cookie })).json()).toEqual({
      emailNotifications: false,
      marketingEmails: true,
    });
    const bad = await call(t.app, 'PUT', '/api/notifications', {
      cookie,
      body: { emailNotifications: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes the password only with the current one', async () => {
    const { cookie, email, password } = await signUp(t.app);
    const wrong = await call(t.app, 'POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: 'not-mine', newPassword: 'next-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CURRENT_PASSWORD');
    const same = await call(t.app, 'POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: password, newPassword: password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().details.fields.newPassword).toEqual(['password_same']);
    const ok = await call(t.app, 'POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: password, newPassword: 'next-password', revokeOtherSessions: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password: 'next-password' } }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes the account with everything it owns and signs out', async () => {
    const { cookie, email, password, user } = await signUp(t.app);
    const res = await call(t.app, 'DELETE', '/api/account', { cookie });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.some((c) => c.name.endsWith('session_token') && c.value === '')).toBe(true);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(creditAccounts).where(eq(creditAccounts.userId, user.id))).toEqual([]);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toEqual([]);
    expect((await call(t.app, 'GET', '/api/profile', { cookie })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password } })).statusCode,
    ).toBe(401);
  });

  it('asks for a session on every user route', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile'],
      ['GET', '/api/notifications'],
      ['PUT', '/api/notifications'],
      ['GET', '/api/credits'],
      ['DELETE', '/api/account'],
      ['GET', '/api/admin/outbox'],
    ] as const) {
      const res = await call(t.app, method, url, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });
});
