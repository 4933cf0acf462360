import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds)('administrator adds credits on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' });
    user = await signUp(t.app, { name: 'User' });
  });
  afterAll(() => t.close());

  const balance = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/credits', { cookie })).json().balance;

  it('adds through the ledger with the description', async () => {
    const res = await call(t.app, 'POST', `/api/admin/users/${user.user.id}/credits`, {
      cookie: admin.cookie,
      body: { amount: 25, description: 'Thanks for the feedback' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: 75 });
    expect(await balance(user.cookie)).toBe(75);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.user.id));
    expect(ledger.at(-1)).toMatchObject({
      amount: 25,
      reason: 'admin_grant',
      reference: 'Thanks for the feedback',
      balanceAfter: 75,
    });
  });

  it('refuses bad amounts, unknown users and non-administrators, changing nothing', async () => {
    const url = `/api/admin/users/${user.user.id}/credits`;
    for (const body of [
      { amount: 0, description: 'x' },
      { amount: -5, description: 'x' },
      { amount: 1.5, description: 'x' },
      { amount: 5, description: '' },
      { amount: '5', description: 'x' },
    ]) {
      expect((await call(t.app, 'POST', url, { cookie: admin.cookie, body })).statusCode).toBe(400);
    }
    const unknown = await call(t.app, 'POST', '/api/admin/users/nobody/credits', {
      cookie: admin.cookie,
      body: { amount: 5, description: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const selfGrant = await call(t.app, 'POST', url, {
      cookie: user.cookie,
      body: { amount: 1000, description: 'me' },
    });
    expect(selfGrant.statusCode).toBe(403);
    expect(await balance(user.cookie)).toBe(75);
  });
});
