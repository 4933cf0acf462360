import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieOf, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

/*
 * Any change of password or e-mail ends every reset link and every other session: a link
 * mailed before (perhaps to an address that is no longer the user's) or a device signed in
 * with the old password must not outlive the change.
 */

const tokenFrom = (text: string) => /reset-password-confirmation\?token=([\w-]+)/.exec(text)?.[1];

describe.each(databaseKinds)('password and e-mail changes on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app, { name: 'Olga Owner' }); // the first account is the owner
  });
  afterAll(() => t.close());

  /** Mails a reset link to `email` and answers its token. */
  async function resetLinkFor(email: string): Promise<string> {
    const res = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email } });
    expect(res.statusCode).toBe(200);
    const mail = t.mails.filter((m) => m.to === email).at(-1)!;
    return tokenFrom(mail.text)!;
  }

  async function signIn(email: string, password: string): Promise<string> {
    const res = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
    expect(res.statusCode).toBe(200);
    return cookieOf(res);
  }

  const linkWorks = async (token: string) =>
    (await call(t.app, 'GET', `/api/account/password-reset/${token}`)).statusCode === 200;
  const signedIn = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/profile', { cookie })).statusCode === 200;

  it('changing one’s own password ends the reset links and the other sessions, even when asked not to', async () => {
    const me = await signUp(t.app);
    const laptop = await signIn(me.email, me.password);
    const token = await resetLinkFor(me.email);
    expect(await linkWorks(token)).toBe(true);

    const changed = await call(t.app, 'POST', '/api/auth/change-password', {
      cookie: me.cookie,
      // The server decides: other sessions end whatever the client asks.
      body: { currentPassword: me.password, newPassword: 'changed-pw-1', revokeOtherSessions: false },
    });
    expect(changed.statusCode).toBe(200);

    expect(await linkWorks(token)).toBe(false);
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'attacker-pw-1' },
    });
    expect(reset.json().code).toBe('INVALID_RESET_TOKEN');
    expect(await signedIn(laptop)).toBe(false);
    // The session that changed the password goes on (with the cookie the answer set).
    expect(await signedIn(cookieOf(changed))).toBe(true);
    await signIn(me.email, 'changed-pw-1');
  });

  it('resetting the password ends every session and the link itself', async () => {
    const me = await signUp(t.app);
    const laptop = await signIn(me.email, me.password);
    const token = await resetLinkFor(me.email);
    const ok = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'reset-pw-123' },
    });
    expect(ok.statusCode).toBe(200);
    expect(await linkWorks(token)).toBe(false);
    expect(await signedIn(me.cookie)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    await signIn(me.email, 'reset-pw-123');
  });

  it('an administrator changing the e-mail ends the reset links and every session of the account', async () => {
    const target = await signUp(t.app, { name: 'Mia Moved' });
    const phone = await signIn(target.email, target.password);
    const token = await resetLinkFor(target.email);
    const newEmail = `moved-${Date.now()}@example.com`;

    const edited = await call(t.app, 'PATCH', `/api/admin/users/${target.user.id}`, {
      cookie: owner.cookie,
      body: { name: 'Mia Moved', email: newEmail },
    });
    expect(edited.statusCode).toBe(200);

    expect(await linkWorks(token)).toBe(false);
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'attacker-pw-1' },
    });
    expect(reset.json().code).toBe('INVALID_RESET_TOKEN');
    expect(await signedIn(target.cookie)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    // The account itself goes on at its new address, with its own password.
    await signIn(newEmail, target.password);
    // The administrator's own session is untouched.
    expect(await signedIn(owner.cookie)).toBe(true);
  });

  it('a name-only edit leaves the sessions and the reset link alone', async () => {
    const target = await signUp(t.app, { name: 'Nina Name' });
    const token = await resetLinkFor(target.email);
    const edited = await call(t.app, 'PATCH', `/api/admin/users/${target.user.id}`, {
      cookie: owner.cookie,
      body: { name: 'Nina Renamed', email: target.email },
    });
    expect(edited.statusCode).toBe(200);
    expect(await signedIn(target.cookie)).toBe(true);
    expect(await linkWorks(token)).toBe(true);
  });
});
