import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  creditAccounts,
  creditLedger,
  generations,
  publishCounts,
  sessions,
  storedFiles,
  users,
} from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

type Account = Awaited<ReturnType<typeof signUp>>;

describe.each(databaseKinds)('back office users on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let support: Account;
  let plain: Account;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app, { name: 'Olga Owner' }); // the first account is the owner
    support = await signUp(t.app, { name: 'Sam Support' });
    plain = await signUp(t.app, { name: 'Paul Plain' });
    await t.services.users.setRole(support.email, 'support');
  });
  afterAll(() => t.close());

  const audit = async (targetId: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId));

  it('refuses signed-out visitors (401) and plain users (403) on every admin route', async () => {
    const id = plain.user.id;
    const routes = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/staff'],
      ['GET', `/api/admin/users/${id}`],
      ['PATCH', `/api/admin/users/${id}`],
      ['POST', `/api/admin/users/${id}/credits`],
      ['PUT', `/api/admin/users/${id}/role`],
      ['POST', `/api/admin/users/${id}/password-reset`],
      ['DELETE', `/api/admin/users/${id}`],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/outbox'],
      ['GET', '/api/admin/generation-settings'],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { body: {} };
      expect((await call(t.app, method, url, body)).statusCode, `${method} ${url} signed out`).toBe(401);
      const asUser = await call(t.app, method, url, { cookie: plain.cookie, ...body });
      expect(asUser.statusCode, `${method} ${url} as a user`).toBe(403);
    }
  });

  it('lets support read users and add credits, and nothing else', async () => {
    const target = await signUp(t.app, { name: 'Tina Target' });
    const id = target.user.id;
    const list = await call(t.app, 'GET', `/api/admin/users?q=${encodeURIComponent(target.email)}`, {
      cookie: support.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id, email: target.email, credits: 50, status: 'inactive', role: 'user' }),
    ]);
    expect((await call(t.app, 'GET', `/api/admin/users/${id}`, { cookie: support.cookie })).statusCode).toBe(
      200,
    );
    const added = await call(t.app, 'POST', `/api/admin/users/${id}/credits`, {
      cookie: support.cookie,
      body: { amount: 7, description: 'Support goodwill' },
    });
    expect(added.json()).toEqual({ balance: 57 });

    const refused = [
      ['PATCH', `/api/admin/users/${id}`, { name: 'X', email: 'x@example.com' }],
      ['PUT', `/api/admin/users/${id}/role`, { role: 'admin' }],
      ['POST', `/api/admin/users/${id}/password-reset`, undefined],
      ['DELETE', `/api/admin/users/${id}`, undefined],
      ['GET', '/api/admin/audit', undefined],
      ['GET', '/api/admin/staff', undefined],
      ['GET', '/api/admin/outbox', undefined],
      ['GET', '/api/admin/generation-settings', undefined],
      ['GET', '/api/admin/contact-messages', undefined],
    ] as const;
    for (const [method, url, body] of refused) {
      const res = await call(t.app, method, url, { cookie: support.cookie, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: 'Tina Target', role: 'user' });
    expect((await audit(id)).map((e) => e.action)).toEqual(['credits.added']);
  });

  it('searches by name or e-mail prefix, filters by status and pages without gaps', async () => {
    const tag = `pg${Date.now()}`;
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push((await signUp(t.app, { name: `${tag} ${i}`, email: `${tag}.${i}@example.com` })).user.id);
    await t.database.db
      .update(creditAccounts)
      .set({ planId: 'plus' })
      .where(eq(creditAccounts.userId, made[0]!));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const qs: string = `q=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await call(t.app, 'GET', `/api/admin/users?${qs}`, { cookie: owner.cookie })).json();
      seen.push(...page.items.map((u: { id: string }) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    const byName = await call(t.app, 'GET', `/api/admin/users?q=${tag.toUpperCase()}%204&sort=oldest`, {
      cookie: owner.cookie,
    });
    expect(byName.json().items.map((u: { id: string }) => u.id)).toEqual([made[4]]);
    const active = await call(t.app, 'GET', `/api/admin/users?q=${tag}&status=active`, {
      cookie: owner.cookie,
    });
    expect(active.json().items).toEqual([
      expect.objectContaining({ id: made[0], status: 'active', planId: 'plus' }),
    ]);
    const inactive = await call(t.app, 'GET', `/api/admin/users?q=${tag}&status=inactive`, {
      cookie: owner.cookie,
    });
    expect(inactive.json().items).toHaveLength(4);
    // A wildcard in the search is taken literally.
    const wild = await call(t.app, 'GET', `/api/admin/users?q=%25`, { cookie: owner.cookie });
    expect(wild.json().items).toEqual([]);
    for (const bad of ['status=paid', 'limit=0', 'limit=101', 'cursor=nope', `q=${'x'.repeat(201)}`]) {
      expect(
        (await call(t.app, 'GET', `/api/admin/users?${bad}`, { cookie: owner.cookie })).statusCode,
        bad,
      ).toBe(400);
    }
  });

  it('edits name and e-mail (unique), records it, and refuses bad input changing nothing', async () => {
    const target = await signUp(t.app, { name: 'Eddie Edit' });
    const url = `/api/admin/users/${target.user.id}`;
    const ok = await call(t.app, 'PATCH', url, {
      cookie: owner.cookie,
      body: { name: ' Eddie New ', email: 'Eddie.New@Example.com' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Eddie New', email: 'eddie.new@example.com' });
    const taken = await call(t.app, 'PATCH', url, {
      cookie: owner.cookie,
      body: { name: 'E', email: plain.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    for (const body of [
      { name: '', email: 'a@b.co' },
      { name: 'A', email: 'nope' },
      { name: 'A' },
      { name: 'A', email: 'a@b.co', role: 'owner' },
    ]) {
      expect((await call(t.app, 'PATCH', url, { cookie: owner.cookie, body })).statusCode).toBe(400);
    }
    expect(
      (
        await call(t.app, 'PATCH', '/api/admin/users/nobody', {
          cookie: owner.cookie,
          body: { name: 'A', email: 'a@b.co' },
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row).toMatchObject({ name: 'Eddie New', email: 'eddie.new@example.com' });
    const [event] = await audit(target.user.id);
    expect(event).toMatchObject({ action: 'user.edited', actorId: owner.user.id, actorEmail: owner.email });
    // The new address signs in.
    expect(
      (
        await call(t.app, 'POST', '/api/auth/sign-in/email', {
          body: { email: 'eddie.new@example.com', password: target.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('grants and revokes roles; the owner role is the owner’s to give; the last owner keeps it', async () => {
    const admin = await signUp(t.app, { name: 'Ada Admin' });
    const role = (who: Account, id: string, value: string) =>
      call(t.app, 'PUT', `/api/admin/users/${id}/role`, { cookie: who.cookie, body: { role: value } });
    expect((await role(owner, admin.user.id, 'admin')).json()).toMatchObject({ role: 'admin' });
    expect((await call(t.app, 'GET', '/api/admin/users', { cookie: admin.cookie })).statusCode).toBe(200);
    const session = (await call(t.app, 'GET', '/api/auth/get-session', { cookie: admin.cookie })).json();
    expect(session.user).toMatchObject({ role: 'admin', isAdmin: true });
    expect(session.user.permissions).toContain('roles.assign');

    // An administrator cannot touch the owner role, nor change their own.
    expect((await role(admin, owner.user.id, 'user')).statusCode).toBe(403);
    expect((await role(admin, plain.user.id, 'owner')).statusCode).toBe(403);
    expect((await role(admin, admin.user.id, 'support')).json().code).toBe('SELF_ACTION');
    expect(
      (await call(t.app, 'DELETE', `/api/admin/users/${owner.user.id}`, { cookie: admin.cookie })).statusCode,
    ).toBe(403);
    // The last owner cannot lose the role or delete themselves (here or from Settings).
    expect((await role(owner, owner.user.id, 'admin')).json().code).toBe('SELF_ACTION');
    expect(
      (await call(t.app, 'DELETE', `/api/admin/users/${owner.user.id}`, { cookie: owner.cookie })).json()
        .code,
    ).toBe('SELF_ACTION');
    const ownAccount = await call(t.app, 'DELETE', '/api/account', { cookie: owner.cookie });
    expect(ownAccount.statusCode).toBe(409);
    expect(ownAccount.json().code).toBe('LAST_OWNER');
    // With a second owner, one may step down… but the CLI still refuses to demote the last.
    expect((await role(owner, admin.user.id, 'owner')).json().role).toBe('owner');
    expect((await role(admin, owner.user.id, 'admin')).json().role).toBe('admin');
    await expect(t.services.users.setRole(admin.email, 'user')).rejects.toMatchObject({ code: 'LAST_OWNER' });
    expect((await role(admin, owner.user.id, 'owner')).json().role).toBe('owner');
    expect((await role(owner, admin.user.id, 'user')).json().role).toBe('user');
    expect((await call(t.app, 'GET', '/api/admin/users', { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await role(owner, plain.user.id, 'boss')).statusCode).toBe(400);
    const actions = (await audit(admin.user.id)).map((e) => e.details);
    expect(actions).toEqual([
      { from: 'user', to: 'admin' },
      { from: 'admin', to: 'owner' },
      { from: 'owner', to: 'user' },
    ]);
  });

  it('deletes a user with their rows and files, and records who did it', async () => {
    const target = await signUp(t.app, { name: 'Dora Delete' });
    const id = target.user.id;
    const file = await t.services.files.store({
      userId: id,
      data: Buffer.from('png bytes'),
      contentType: 'image/png',
      purpose: 'generated-image',
      name: 'dora',
    });
    const [stored] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, file.id));
    expect(await t.services.files.storage.read(stored!.key)).not.toBeNull();
    await t.database.db
      .insert(generations)
      .values({ userId: id, kind: 'article', provider: 'builtin', input: {}, cost: 2, status: 'succeeded' });
    await t.database.db
      .insert(publishCounts)
      .values({ userId: id, platform: 'youtube', day: '2026-01-01', count: 1 });

    const res = await call(t.app, 'DELETE', `/api/admin/users/${id}`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(204);
    const db = t.database.db;
    for (const [table, column] of [
      [users, users.id],
      [sessions, sessions.userId],
      [creditAccounts, creditAccounts.userId],
      [creditLedger, creditLedger.userId],
      [storedFiles, storedFiles.userId],
      [generations, generations.userId],
      [publishCounts, publishCounts.userId],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, id))).toEqual([]);
    }
    expect(await t.services.files.storage.read(stored!.key)).toBeNull();
    expect((await audit(id)).map((e) => [e.action, e.targetEmail, e.actorId])).toEqual([
      ['user.deleted', target.email, owner.user.id],
    ]);
    expect((await call(t.app, 'GET', '/api/profile', { cookie: target.cookie })).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', `/api/admin/users/${id}`, { cookie: owner.cookie })).statusCode).toBe(
      404,
    );
  });

  it('sends the password-reset mail and shows the detail: ledger, generations, subscription, invoices', async () => {
    const target = await signUp(t.app, { name: 'Rita Reset' });
    const id = target.user.id;
    const reset = await call(t.app, 'POST', `/api/admin/users/${id}/password-reset`, {
      cookie: owner.cookie,
    });
    expect(reset.statusCode).toBe(204);
    const outbox = (await call(t.app, 'GET', '/api/admin/outbox', { cookie: owner.cookie })).json().items;
    expect(outbox.some((m: { to: string }) => m.to === target.email)).toBe(true);
    await t.database.db
      .insert(generations)
      .values({ userId: id, kind: 'image', provider: 'builtin', input: {}, cost: 5, status: 'failed' });
    const detail = (await call(t.app, 'GET', `/api/admin/users/${id}`, { cookie: owner.cookie })).json();
    expect(detail.user).toMatchObject({ id, credits: 50, planId: 'free' });
    expect(detail.ledger).toEqual([expect.objectContaining({ amount: 50, reason: 'signup_grant' })]);
    expect(detail.generations).toEqual([
      expect.objectContaining({ kind: 'image', status: 'failed', cost: 5 }),
    ]);
    expect(detail.subscription).toMatchObject({ planId: 'free' });
    expect(detail.invoices).toEqual([]);
    expect((await audit(id)).map((e) => e.action)).toEqual(['password_reset.sent']);
    expect((await call(t.app, 'GET', '/api/admin/users/nobody', { cookie: owner.cookie })).statusCode).toBe(
      404,
    );
  });
});
