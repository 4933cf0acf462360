import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { settingsBody } from '../../test/settings-test-helpers.js';

type Account = Awaited<ReturnType<typeof signUp>>;
interface Listed {
  action: string;
  actor: { id: string; email: string } | null;
  target: { id: string; email: string } | null;
  details: Record<string, unknown>;
}

describe.each(databaseKinds)('audit log on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let admin: Account;
  let user: Account;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app, { name: 'Owner' });
    admin = await signUp(t.app, { name: 'Admin' });
    user = await signUp(t.app, { name: 'User' });
    await call(t.app, 'PUT', `/api/admin/users/${admin.user.id}/role`, {
      cookie: owner.cookie,
      body: { role: 'admin' },
    });
    await call(t.app, 'POST', `/api/admin/users/${user.user.id}/credits`, {
      cookie: admin.cookie,
      body: { amount: 25, description: 'Welcome back' },
    });
    await call(t.app, 'PUT', '/api/admin/generation-settings', {
      cookie: admin.cookie,
      body: settingsBody(),
    });
  });
  afterAll(() => t.close());

  const list = async (qs = '') => {
    const res = await call(t.app, 'GET', `/api/admin/audit${qs}`, { cookie: owner.cookie });
    expect(res.statusCode, qs).toBe(200);
    return res.json() as { items: Listed[]; nextCursor: string | null };
  };

  it('lists every action newest first with who, whom, what and when', async () => {
    const { items } = await list();
    expect(items.map((e) => e.action)).toEqual(['settings.changed', 'credits.added', 'role.changed']);
    expect(items[1]).toMatchObject({
      actor: { id: admin.user.id, email: admin.email },
      target: { id: user.user.id, email: user.email },
      details: { amount: 25, description: 'Welcome back', balance: 75 },
    });
    // What changed in the settings, by name; never the values.
    expect(items[0]!.details).toMatchObject({ section: 'generation', keyChanged: false });
    expect(items[0]!.details.changed).toEqual(expect.arrayContaining(['articleProvider', 'articleWebhook']));
    expect(JSON.stringify(items[0])).not.toContain('n8n.example.com');
  });

  it('filters by action, actor, target and days, and pages', async () => {
    expect((await list('?action=credits.added')).items).toHaveLength(1);
    expect(
      (await list(`?actor=${encodeURIComponent(admin.email.toUpperCase())}`)).items.map((e) => e.action),
    ).toEqual(['settings.changed', 'credits.added']);
    expect((await list(`?actor=${owner.user.id}`)).items.map((e) => e.action)).toEqual(['role.changed']);
    expect((await list(`?target=${user.user.id}`)).items.map((e) => e.action)).toEqual(['credits.added']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).items).toHaveLength(3);
    expect((await list('?to=2000-01-01')).items).toHaveLength(0);
    const first = await list('?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((e) => e.action)).toEqual(['role.changed']);
    expect(second.nextCursor).toBeNull();
    for (const bad of [
      '?action=hacked',
      '?from=2024-13-01',
      '?from=2025-02-01&to=2025-01-01',
      '?cursor=x',
      '?limit=500',
    ]) {
      expect(
        (await call(t.app, 'GET', `/api/admin/audit${bad}`, { cookie: owner.cookie })).statusCode,
        bad,
      ).toBe(400);
    }
  });

  it('writes nothing when the action fails', async () => {
    const before = (await t.database.db.select().from(auditEvents)).length;
    const bad = await call(t.app, 'POST', '/api/admin/users/nobody/credits', {
      cookie: owner.cookie,
      body: { amount: 5, description: 'x' },
    });
    expect(bad.statusCode).toBe(404);
    const selfDemote = await call(t.app, 'PUT', `/api/admin/users/${owner.user.id}/role`, {
      cookie: owner.cookie,
      body: { role: 'user' },
    });
    expect(selfDemote.statusCode).toBe(409);
    expect((await t.database.db.select().from(auditEvents)).length).toBe(before);
  });
});
