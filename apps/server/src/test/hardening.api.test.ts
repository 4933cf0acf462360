import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccounts, sessions } from '../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';

/* Regression tests for what an outside security test found (one block per finding). */

const tokenFrom = (text: string) => /reset-password-confirmation\?token=([\w-]+)/.exec(text)?.[1];

describe.each(databaseKinds)('hardening on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' }); // the first account is the administrator
  });
  afterAll(() => t.close());

  it('refuses NUL and lone surrogates with a 400 on public routes, before any query runs', async () => {
    const bad = ['a\u0000b', 'x\uD800y', '\uDC00'];
    for (const value of bad) {
      const signIn = await call(t.app, 'POST', '/api/auth/sign-in/email', {
        body: { email: `u${value}@example.com`, password: 'secret123' },
      });
      expect(signIn.statusCode).toBe(400);
      expect(signIn.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { email: ['text_invalid'] } },
      });
      const contact = await call(t.app, 'POST', '/api/contact', {
        body: { name: `N${value}`, email: 'n@example.com', subject: 's', message: 'hello there' },
      });
      expect(contact.statusCode).toBe(400);
    }
    const token = await call(t.app, 'GET', '/api/account/password-reset/abc%00def');
    expect(token.statusCode).toBe(400);
    const query = await call(t.app, 'GET', '/api/plans?x=%00');
    expect(query.statusCode).toBe(400);
    // Raw JSON escapes reach the parser as lone surrogates too.
    const raw = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: '{"name":"\\ud800","email":"raw@example.com","password":"secret123"}',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('counts a sign-in attempt before checking the password: 55 at once get at most 5 checks', async () => {
    const { email } = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 55 }, () =>
        call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password: 'wrong-password' } }),
      ),
    );
    const checked = results.filter((r) => r.statusCode === 401).length;
    const refused = results.filter((r) => r.statusCode === 429).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused).toBe(55);
  });

  it('keeps only the newest reset link working, and none after a successful reset', async () => {
    const { email } = await signUp(t.app);
    const request = () => call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email } });
    const status = (token: string) => call(t.app, 'GET', `/api/account/password-reset/${token}`);
    await request();
    const first = tokenFrom(t.mails.at(-1)!.text)!;
    await request();
    const second = tokenFrom(t.mails.at(-1)!.text)!;
    expect(first).not.toBe(second);
    expect((await status(first)).statusCode).toBe(404);
    expect((await status(second)).statusCode).toBe(200);
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: second, newPassword: 'brand-new-pw' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await status(second)).statusCode).toBe(404);
    const old = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: first, newPassword: 'another-pw-1' },
    });
    expect(old.statusCode).toBe(400);
  });

  it("records the connection's address on the session, not a client-sent X-Forwarded-For", async () => {
    const { user, email, password } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/auth/sign-in/email', {
      body: { email, password },
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.ipAddress).not.toBe('203.0.113.9');
  });

  it('refuses a credit grant that would pass the largest balance with a 400, changing nothing', async () => {
    const user = await signUp(t.app);
    await t.database.db
      .update(creditAccounts)
      .set({ balance: 2_147_000_000 })
      .where(eq(creditAccounts.userId, user.user.id));
    const res = await call(t.app, 'POST', `/api/admin/users/${user.user.id}/credits`, {
      cookie: admin.cookie,
      body: { amount: 1_000_000, description: 'too much' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.amount).toEqual(['amount_too_large']);
    const [account] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user.user.id));
    expect(account!.balance).toBe(2_147_000_000);
  });
});
