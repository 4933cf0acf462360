import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccounts, creditLedger, users } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

type Account = Awaited<ReturnType<typeof signUp>>;

/*
 * What staff may not do even with the permission: grant credits to themselves, grant above
 * the ceiling without an owner (CREDIT_GRANT_CEILING, 100 here), or take over another
 * administrator's account by any route (e-mail, reset, role, deletion, the outbox's links).
 */

const CEILING = 100;

describe.each(databaseKinds)('staff limits on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let admin: Account;
  let otherAdmin: Account;
  let support: Account;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CREDIT_GRANT_CEILING: String(CEILING) } });
    owner = await signUp(t.app, { name: 'Olga Owner' }); // the first account is the owner
    admin = await signUp(t.app, { name: 'Ada Admin' });
    otherAdmin = await signUp(t.app, { name: 'Otto Admin' });
    support = await signUp(t.app, { name: 'Sam Support' });
    await t.services.users.setRole(admin.email, 'admin');
    await t.services.users.setRole(otherAdmin.email, 'admin');
    await t.services.users.setRole(support.email, 'support');
  });
  afterAll(() => t.close());

  const balanceOf = async (id: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, id)))[0]!.balance;
  const ledgerOf = async (id: string) =>
    t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, id));
  const grant = (who: Account, id: string, amount: number) =>
    call(t.app, 'POST', `/api/admin/users/${id}/credits`, {
      cookie: who.cookie,
      body: { amount, description: 'Goodwill' },
    });

  it('nobody grants credits to themselves, whatever their role', async () => {
    for (const who of [support, admin, owner]) {
      const before = await ledgerOf(who.user.id);
      const res = await grant(who, who.user.id, 10);
      expect(res.statusCode, who.email).toBe(403);
      expect(res.json().code).toBe('SELF_CREDIT_GRANT');
      expect(await ledgerOf(who.user.id)).toEqual(before);
    }
  });

  it('support and administrators grant up to the ceiling; above it only an owner', async () => {
    const target = await signUp(t.app, { name: 'Gina Grant' });
    const id = target.user.id;
    for (const who of [support, admin]) {
      const refused = await grant(who, id, CEILING + 1);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'CREDIT_GRANT_ABOVE_CEILING',
        details: { ceiling: CEILING },
      });
    }
    expect(await balanceOf(id)).toBe(50);
    expect((await grant(support, id, CEILING)).json()).toEqual({ balance: 50 + CEILING });
    expect((await grant(owner, id, 5000)).json()).toEqual({ balance: 50 + CEILING + 5000 });
    expect((await ledgerOf(id)).map((l) => l.amount).sort((a, b) => a - b)).toEqual([50, CEILING, 5000]);
  });

  it('an administrator cannot take over another administrator’s account by any route', async () => {
    const id = otherAdmin.user.id;
    const mailsBefore = t.mails.length;
    const attempts = [
      ['PATCH', `/api/admin/users/${id}`, { name: 'Otto Admin', email: 'mine@example.com' }],
      ['POST', `/api/admin/users/${id}/password-reset`, undefined],
      ['PUT', `/api/admin/users/${id}/role`, { role: 'user' }],
      ['PUT', `/api/admin/users/${id}/role`, { role: 'support' }],
      ['DELETE', `/api/admin/users/${id}`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      const res = await call(t.app, method, url, { cookie: admin.cookie, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(403);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: otherAdmin.email, role: 'admin' });
    expect(t.mails.slice(mailsBefore).filter((m) => m.to === otherAdmin.email)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/profile', { cookie: otherAdmin.cookie })).statusCode).toBe(200);
  });

  it('an administrator still manages users and support; an owner manages administrators', async () => {
    const plain = await signUp(t.app, { name: 'Pia Plain' });
    const edited = await call(t.app, 'PATCH', `/api/admin/users/${plain.user.id}`, {
      cookie: admin.cookie,
      body: { name: 'Pia Plain', email: `pia-${Date.now()}@example.com` },
    });
    expect(edited.statusCode).toBe(200);
    const reset = await call(t.app, 'POST', `/api/admin/users/${support.user.id}/password-reset`, {
      cookie: admin.cookie,
    });
    expect(reset.statusCode).toBe(204);
    const promoted = await call(t.app, 'PUT', `/api/admin/users/${plain.user.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'admin' },
    });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    // Now an administrator: only the owner acts on the account.
    const ownerReset = await call(t.app, 'POST', `/api/admin/users/${plain.user.id}/password-reset`, {
      cookie: owner.cookie,
    });
    expect(ownerReset.statusCode).toBe(204);
    const demoted = await call(t.app, 'PUT', `/api/admin/users/${plain.user.id}/role`, {
      cookie: owner.cookie,
      body: { role: 'user' },
    });
    expect(demoted.json()).toMatchObject({ role: 'user' });
  });

  it('the outbox hides the links of mails to an administrator from everyone but owners', async () => {
    const asked = await call(t.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: otherAdmin.email },
    });
    expect(asked.statusCode).toBe(200);
    const mailTo = async (reader: Account) => {
      const res = await call(t.app, 'GET', '/api/admin/outbox', { cookie: reader.cookie });
      expect(res.statusCode).toBe(200);
      return (res.json().items as { to: string; text: string; linksHidden?: boolean }[]).find(
        (m) => m.to === otherAdmin.email,
      )!;
    };
    const seenByAdmin = await mailTo(admin);
    expect(seenByAdmin.linksHidden).toBe(true);
    expect(seenByAdmin.text).not.toMatch(/token=/);
    const seenByOwner = await mailTo(owner);
    expect(seenByOwner.linksHidden).toBe(false);
    expect(seenByOwner.text).toMatch(/reset-password-confirmation\?token=/);
  });
});
