import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp, uniqueEmail } from '../../test/harness.js';

const tokenFrom = (text: string) => /reset-password-confirmation\?token=([\w-]+)/.exec(text)?.[1];

describe.each(databaseKinds)('password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function requestReset(email: string) {
    return call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email } });
  }

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const sent = t.mails.length;
    const unknown = await requestReset(uniqueEmail('ghost'));
    const { email } = await signUp(t.app, { language: 'es', name: 'Lucía' });
    const known = await requestReset(email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mails.length).toBe(sent + 1);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Restablece tu contraseña de Forja'); // the recipient's language
    expect(mail.html).toContain('Lucía');
    expect(tokenFrom(mail.text)).toBeTruthy();
  });

  it('validates the address', async () => {
    for (const email of ['', 'no-at-sign']) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields.email).toEqual(['email_invalid']);
    }
  });

  it('resets once with the link, ends other sessions, and the link then stops working', async () => {
    const { email, password, cookie: oldSession } = await signUp(t.app);
    await requestReset(email);
    const token = tokenFrom(t.mails.at(-1)!.text)!;

    expect((await call(t.app, 'GET', `/api/account/password-reset/${token}`)).json()).toEqual({
      valid: true,
    });

    const short = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: '123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details.fields.newPassword).toEqual(['password_min_length']);

    const ok = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'brand-new-pw' },
    });
    expect(ok.statusCode).toBe(200);

    expect((await call(t.app, 'GET', '/api/profile', { cookie: oldSession })).statusCode).toBe(401);
    const oldLogin = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await call(t.app, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'brand-new-pw' },
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'another-pw' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_RESET_TOKEN');
    const status = await call(t.app, 'GET', `/api/account/password-reset/${token}`);
    expect(status.statusCode).toBe(404);
    expect(status.json().code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses an expired or made-up link', async () => {
    const { email } = await signUp(t.app);
    await requestReset(email);
    const token = tokenFrom(t.mails.at(-1)!.text)!;
    // An hour has passed.
    await t.database.db.update(verifications).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await call(t.app, 'GET', `/api/account/password-reset/${token}`)).statusCode).toBe(404);
    const res = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'whatever-pw' },
    });
    expect(res.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await call(t.app, 'GET', '/api/account/password-reset/made-up-token')).statusCode).toBe(404);
  });
});
