import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../../db/schema/index.js';
import {
  call,
  cookieOf,
  createTestApp,
  databaseKinds,
  signUp,
  type TestApp,
  uniqueEmail,
} from '../../test/harness.js';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

  it('registers: signs in, Free plan with 50 credits and a ledger entry; first account is admin', async () => {
    const first = await signUp(t.app, { name: 'Ana Pop', language: 'ro' });
    const second = await signUp(t.app, { name: 'Bob' });

    const profile = (await call(t.app, 'GET', '/api/profile', { cookie: first.cookie })).json();
    expect(profile).toMatchObject({ name: 'Ana Pop', isAdmin: true, language: 'ro' });
    expect((await call(t.app, 'GET', '/api/profile', { cookie: second.cookie })).json().isAdmin).toBe(false);

    const credits = (await call(t.app, 'GET', '/api/credits', { cookie: second.cookie })).json();
    expect(credits).toMatchObject({ balance: 50, available: 50, plan: { id: 'free', monthlyCredits: 50 } });
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, second.user.id));
    expect(ledger).toMatchObject([{ amount: 50, reason: 'signup_grant', balanceAfter: 50 }]);
  });

  it('never puts the session token in a response body', async () => {
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Cara', email: uniqueEmail(), password: 'secret123' },
    });
    expect(res.json().token).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    // A persistent cookie: the session survives a browser restart.
    expect(cookie?.maxAge).toBeGreaterThan(60 * 60 * 24);
    const session = (await call(t.app, 'GET', '/api/auth/get-session', { cookie: cookieOf(res) })).json();
    expect(session.user.name).toBe('Cara');
    expect(session.session.token).toBeUndefined();
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await signUp(t.app, { email });
    const before = await userCount();
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Again', email: email.toUpperCase(), password: 'secret123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect(await userCount()).toBe(before);
  });

  const badSignUps: [string, unknown, string][] = [
    ['missing fields', {}, 'name'],
    ['wrong types', { name: 42, email: true, password: ['x'] }, 'email'],
    [
      'a 10,000-character name',
      { name: 'x'.repeat(10_000), email: uniqueEmail(), password: 'secret123' },
      'name',
    ],
    ['an invalid e-mail', { name: 'A', email: 'not-an-email', password: 'secret123' }, 'email'],
    ['a short password', { name: 'A', email: uniqueEmail(), password: '123' }, 'password'],
    [
      'a user id sent by the client',
      { name: 'A', email: uniqueEmail(), password: 'secret123', isAdmin: true },
      'body',
    ],
  ];
  it.each(badSignUps)('rejects %s with a 400 and creates nothing', async (_label, body, field) => {
    const before = await userCount();
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().details.fields)).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it('rejects a 1 MB body and malformed JSON with a 400 and a code', async () => {
    const before = await userCount();
    const big = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'A', email: uniqueEmail(), password: 'secret123', pad: 'x'.repeat(1024 * 1024) },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const malformed = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: '{"name": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    expect(await userCount()).toBe(before);
  });

  it('signs in, tells wrong credentials apart, and signs out on the server', async () => {
    const { email, password } = await signUp(t.app);
    const wrong = await call(t.app, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'wrong-one' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const empty = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: '', password: '' } });
    expect(empty.statusCode).toBe(400);

    const ok = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
    expect(ok.statusCode).toBe(200);
    const cookie = cookieOf(ok);
    expect((await call(t.app, 'GET', '/api/profile', { cookie })).statusCode).toBe(200);

    expect((await call(t.app, 'POST', '/api/auth/sign-out', { cookie, body: {} })).statusCode).toBe(200);
    const after = await call(t.app, 'GET', '/api/profile', { cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('slows down repeated failed sign-ins for an address, then lets it in again after the lock', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/auth/sign-in/email', {
        body: { email, password: 'nope-nope' },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(0);
    await t.services.throttle.clear(email);
    expect(
      (await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password } })).statusCode,
    ).toBe(200);
  });

  it('keeps the rest of Better Auth closed', async () => {
    const { cookie } = await signUp(t.app);
    for (const path of [
      '/api/auth/update-user',
      '/api/auth/delete-user',
      '/api/auth/list-sessions',
      '/api/auth/ok',
    ]) {
      const res = await call(t.app, 'POST', path, { cookie, body: { isAdmin: true } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await call(t.app, 'GET', '/api/profile', { cookie })).json().isAdmin).toBe(false);
  });
});
