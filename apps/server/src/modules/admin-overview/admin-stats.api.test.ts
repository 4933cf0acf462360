import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@forja/contracts';
import { creditLedger, generations, subscriptions } from '../../db/schema/index.js';
import { runGeneration } from '../../test/generate.js';
import { batches, batchRows } from '../batches/batches.table.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One second into the UTC day `daysAgo` days before today. */
const dayAt = (daysAgo: number) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY_MS + 1000,
  );
};
const isoDay = (daysAgo: number) => dayAt(daysAgo).toISOString().slice(0, 10);

describe.each(databaseKinds)('the back office statistics on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  const users: Awaited<ReturnType<typeof signUp>>[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' });
    for (let i = 0; i < 5; i++) users.push(await signUp(t.app));
    const [u1, u2, u3, u4, u5] = users.map((u) => u.user.id) as [string, string, string, string, string];
    const future = new Date(Date.now() + 10 * DAY_MS);
    const past = new Date(Date.now() - DAY_MS);
    const sub = (userId: string, planId: string, status: string, end: Date, cancelAtPeriodEnd = false) => ({
      userId,
      provider: 'test',
      externalId: `sub_${userId}`,
      planId,
      status,
      cancelAtPeriodEnd,
      currentPeriodEnd: end,
    });
    await t.database.db.insert(subscriptions).values([
      sub(u1, 'start', 'active', future), // counts: 39.00
      sub(u2, 'pro', 'active', future, true), // cancelled at the period end, which is still ahead: counts, 79.00
      sub(u3, 'plus', 'past_due', future), // Stripe still retrying: counts, 59.00
      sub(u4, 'plus', 'canceled', future), // ended
      sub(u5, 'start', 'active', past), // its period is over (the job has not run yet): not counted
    ]);
    // A customer record from a checkout never finished: no subscription at all.
    await t.database.db.insert(subscriptions).values({ userId: admin.user.id, provider: 'stripe' });

    const gen = (userId: string, k: string, daysAgo: number, cost = 0, status = 'succeeded') => ({
      userId,
      kind: k,
      provider: 'builtin',
      input: {},
      status: status as 'succeeded',
      cost,
      startedAt: dayAt(daysAgo),
    });
    await t.database.db.insert(generations).values([
      gen(u1, 'article', 0, 2),
      gen(u1, 'image', 0, 5),
      gen(u1, 'video', 0, 0, 'cancelled'), // a render its user cancelled made nothing: not counted
      gen(u2, 'article', 3, 2),
      gen(u2, 'titleIdeas', 3),
      gen(u3, 'videoScript', 29, 2, 'failed'), // the oldest day of the window: counted, whatever its outcome
      gen(u3, 'article', 30), // the window before
      gen(u4, 'image', 45, 5),
      gen(u4, 'image', 59, 5), // the first day of the window before
      gen(u5, 'article', 60, 2), // older than both windows
    ]);
    const spent = (userId: string, amount: number, daysAgo: number, reason = 'generation') => ({
      userId,
      amount: -amount,
      reason,
      reference: 'x',
      balanceAfter: 0,
      createdAt: dayAt(daysAgo),
    });
    await t.database.db.insert(creditLedger).values([
      spent(u1, 2, 0),
      spent(u1, 5, 0),
      spent(u2, 2, 3),
      spent(u4, 5, 45), // outside the chart
      { ...spent(u1, -25, 0, 'admin_grant') }, // a grant is not spending
    ]);
  });
  afterAll(() => t.close());

  const stats = async () => {
    const res = await call(t.app, 'GET', '/api/admin/stats', { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    return res.json<AdminStats>();
  };

  it('counts every figure from the rows exactly', async () => {
    const s = await stats();
    expect(s.totalUsers).toBe(6);
    expect(s.activeUsers).toBe(3);
    expect(s.mrr).toEqual([{ currency: 'EUR', amountCents: 3900 + 7900 + 5900 }]);
    expect(s.generations).toEqual({ current: 5, previous: 3, changePercent: 67 });
    expect(s.kinds).toEqual(['titleIdeas', 'article', 'image', 'videoScript']);
    expect(s.days).toHaveLength(30);
    expect(s.days[0]!.date).toBe(isoDay(29));
    expect(s.days[29]!.date).toBe(isoDay(0));
    expect(s.days[29]).toEqual({
      date: isoDay(0),
      byKind: { article: 1, image: 1 },
      total: 2,
      creditsSpent: 7,
    });
    expect(s.days[26]).toEqual({
      date: isoDay(3),
      byKind: { article: 1, titleIdeas: 1 },
      total: 2,
      creditsSpent: 2,
    });
    expect(s.days[0]).toEqual({ date: isoDay(29), byKind: { videoScript: 1 }, total: 1, creditsSpent: 0 });
    // Zero-filled: every other day is there, empty.
    const others = s.days.filter((_, i) => ![0, 26, 29].includes(i));
    expect(
      others.every((d) => d.total === 0 && d.creditsSpent === 0 && Object.keys(d.byKind).length === 0),
    ).toBe(true);
  });

  it('adds a generation made through the API to today, with its credits', async () => {
    const before = await stats();
    const made = await runGeneration(t.app, 'image', {
      cookie: users[0]!.cookie,
      body: { prompt: 'A lighthouse at dusk' },
    });
    expect(made.statusCode).toBe(200);
    const after = await stats();
    expect(after.generations.current).toBe(before.generations.current + 1);
    expect(after.days[29]!.byKind.image).toBe(2);
    expect(after.days[29]!.creditsSpent).toBe(before.days[29]!.creditsSpent + 5);
  });

  it('answers 401 signed out and 403 to a user who is not an administrator', async () => {
    expect((await call(t.app, 'GET', '/api/admin/stats')).statusCode).toBe(401);
    const res = await call(t.app, 'GET', '/api/admin/stats', { cookie: users[0]!.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe.each(databaseKinds)('the statistics of a fresh studio on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  let admin: Awaited<ReturnType<typeof signUp>>;

  it('has no change to report without generations before', async () => {
    admin = await signUp(t.app);
    const s = (await call(t.app, 'GET', '/api/admin/stats', { cookie: admin.cookie })).json<AdminStats>();
    expect(s.totalUsers).toBe(1);
    expect(s.activeUsers).toBe(0);
    expect(s.generations).toEqual({ current: 0, previous: 0, changePercent: null });
    expect(s.mrr).toEqual([{ currency: 'EUR', amountCents: 0 }]);
    expect(s.kinds).toEqual([]);
    expect(s.batches).toEqual({ current: 0, previous: 0, changePercent: null, rowsRun: 0, rowsFailed: 0 });
  });

  it('counts the batches of each window and what became of the current window’s rows', async () => {
    const user = await signUp(t.app);
    const userId = user.user.id;
    const { db } = t.database;
    const [failedGeneration, succeededGeneration] = await db
      .insert(generations)
      .values(
        (['failed', 'succeeded'] as const).map((status) => ({
          userId,
          kind: 'article',
          provider: 'builtin',
          input: {},
          status,
          cost: 2,
          startedAt: dayAt(1),
        })),
      )
      .returning({ id: generations.id });
    const batch = (daysAgo: number) => ({
      userId,
      studio: 'article' as const,
      totalCost: 4,
      createdAt: dayAt(daysAgo),
    });
    const [recent, , older] = await db
      .insert(batches)
      .values([batch(1), batch(29), batch(40)])
      .returning({ id: batches.id });
    const row = (
      batchId: string,
      position: number,
      state: 'pending' | 'started' | 'failed',
      generationId?: string,
    ) => ({
      batchId,
      userId,
      position,
      line: position + 2,
      label: `Idea ${position}`,
      request: {},
      cost: 2,
      state,
      generationId: generationId ?? null,
    });
    await db.insert(batchRows).values([
      row(recent!.id, 0, 'started', succeededGeneration!.id),
      row(recent!.id, 1, 'started', failedGeneration!.id), // ran, and its generation failed
      row(recent!.id, 2, 'failed'), // refused before a generation started
      row(recent!.id, 3, 'pending'), // not run yet
      row(older!.id, 0, 'started', succeededGeneration!.id), // a batch of the window before
    ]);
    const s = (await call(t.app, 'GET', '/api/admin/stats', { cookie: admin.cookie })).json<AdminStats>();
    expect(s.batches).toEqual({ current: 2, previous: 1, changePercent: 100, rowsRun: 2, rowsFailed: 2 });
  });
});
