import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAN_ACCESS_PLAN_IDS,
  STUDIOS,
  type MyPlanAccess,
  type PlanAccessMatrix,
  type UpdatePlanAccessBody,
} from '@forja/contracts';
import { generations, planStudioAccess, subscriptions } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const IDEA = 'A short video about hiking in the mountains in autumn';

/** The matrix as a PUT body, with one choice changed. */
function bodyFrom(m: PlanAccessMatrix, change?: { plan: string; studio: string; allowed: boolean }) {
  const access = Object.fromEntries(
    m.plans.map((p) => [p.planId, { ...p.studios }]),
  ) as UpdatePlanAccessBody['access'];
  if (change)
    (access as Record<string, Record<string, boolean>>)[change.plan]![change.studio] = change.allowed;
  return { access };
}

describe.each(databaseKinds)('studio access per plan on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let free: Awaited<ReturnType<typeof signUp>>;
  let paid: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' });
    free = await signUp(t.app, { name: 'Free user' });
    paid = await signUp(t.app, { name: 'Paying user' });
    await t.database.db.insert(subscriptions).values({
      userId: paid.user.id,
      provider: 'test',
      externalId: 'sub_paid',
      planId: 'plus',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 10 * DAY_MS),
    });
  });
  afterAll(() => t.close());

  const matrix = async () =>
    (await call(t.app, 'GET', '/api/admin/plan-access', { cookie: admin.cookie })).json<PlanAccessMatrix>();
  const mine = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/plan-access/mine', { cookie })).json<MyPlanAccess>();
  const balance = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/credits', { cookie })).json().balance;
  const rowsOf = async (userId: string) =>
    t.database.db.select().from(generations).where(eq(generations.userId, userId));
  const start = (cookie: string, kind: string, input: unknown) =>
    call(t.app, 'POST', '/api/generations', { cookie, body: { kind, input } });

  it('opens every studio on every plan, by default', async () => {
    const m = await matrix();
    expect(m.plans.map((p) => p.planId)).toEqual([...PLAN_ACCESS_PLAN_IDS]);
    expect(m.plans.map((p) => p.planName)).toEqual(['Free', 'Start', 'Plus', 'Pro']);
    for (const p of m.plans) {
      for (const s of STUDIOS) expect(p.studios[s]).toBe(true);
    }
    expect(m.updatedAt).toBeNull();
    expect(await mine(free.cookie)).toMatchObject({
      planId: 'free',
      studios: { video: true, article: true },
    });
    expect(await mine(paid.cookie)).toMatchObject({
      planId: 'plus',
      planName: 'Plus',
      studios: { video: true },
    });
  });

  it('with video closed on Free, refuses a Free user a video generation with 403, charging and writing nothing', async () => {
    const closed = await call(t.app, 'PUT', '/api/admin/plan-access', {
      cookie: admin.cookie,
      body: bodyFrom(await matrix(), { plan: 'free', studio: 'video', allowed: false }),
    });
    expect(closed.statusCode).toBe(200);
    expect((await mine(free.cookie)).studios.video).toBe(false);
    const before = await balance(free.cookie);
    const res = await start(free.cookie, 'videoTitleIdeas', { idea: IDEA });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_UPGRADE_REQUIRED',
      details: { studio: 'video', planId: 'free' },
    });
    expect(await balance(free.cookie)).toBe(before);
    expect(await rowsOf(free.user.id)).toHaveLength(0);
    // A paying user on Plus may.
    expect((await start(paid.cookie, 'videoTitleIdeas', { idea: IDEA })).statusCode).toBe(200);
  });

  it('applies an administrator’s change at once, and it survives a read back', async () => {
    const put = await call(t.app, 'PUT', '/api/admin/plan-access', {
      cookie: admin.cookie,
      body: bodyFrom(await matrix(), { plan: 'free', studio: 'image', allowed: false }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<PlanAccessMatrix>().plans[0]!.studios.image).toBe(false);
    const m = await matrix();
    expect(m.plans[0]!.studios).toMatchObject({ image: false, video: false, article: true });
    expect(m.updatedAt).not.toBeNull();
    expect((await mine(free.cookie)).studios.image).toBe(false);

    const before = await balance(free.cookie);
    const refused = await start(free.cookie, 'image', { prompt: 'A lighthouse at dusk' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_UPGRADE_REQUIRED');
    expect(await balance(free.cookie)).toBe(before);
    expect(await rowsOf(free.user.id)).toHaveLength(0);
    // Other studios are untouched.
    expect((await start(free.cookie, 'titleIdeas', { idea: IDEA })).statusCode).toBe(200);

    // Opened again: allowed again.
    await call(t.app, 'PUT', '/api/admin/plan-access', {
      cookie: admin.cookie,
      body: bodyFrom(await matrix(), { plan: 'free', studio: 'image', allowed: true }),
    });
    expect((await mine(free.cookie)).studios.image).toBe(true);
  });

  it('puts a user whose paid period is over back on Free', async () => {
    const late = await signUp(t.app);
    await t.database.db.insert(subscriptions).values({
      userId: late.user.id,
      provider: 'test',
      externalId: 'sub_late',
      planId: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() - DAY_MS),
    });
    expect(await mine(late.cookie)).toMatchObject({ planId: 'free', studios: { video: false } });
    expect((await start(late.cookie, 'videoTitleIdeas', { idea: IDEA })).statusCode).toBe(403);
  });

  it('refuses an incomplete or malformed matrix with 400 and changes nothing', async () => {
    const good = bodyFrom(await matrix());
    const savedBefore = await t.database.db.select().from(planStudioAccess);
    const bad: unknown[] = [
      {},
      { access: { ...good.access, free: { ...good.access.free, video: 'yes' } } },
      { access: { ...good.access, free: { article: true } } },
      { access: { start: good.access.start } },
      { access: { ...good.access, enterprise: good.access.free } },
      { access: { ...good.access, free: { ...good.access.free, podcast: true } } },
      { ...good, extra: 1 },
    ];
    for (const body of bad) {
      const res = await call(t.app, 'PUT', '/api/admin/plan-access', { cookie: admin.cookie, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await t.database.db.select().from(planStudioAccess)).toEqual(savedBefore);
  });

  it('keeps the matrix to administrators: 401 signed out, 403 for a user, nothing changed', async () => {
    const before = await matrix();
    expect((await call(t.app, 'GET', '/api/admin/plan-access')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/plan-access/mine')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/plan-access', { cookie: free.cookie })).statusCode).toBe(
      403,
    );
    const put = await call(t.app, 'PUT', '/api/admin/plan-access', {
      cookie: free.cookie,
      body: bodyFrom(before, { plan: 'free', studio: 'video', allowed: true }),
    });
    expect(put.statusCode).toBe(403);
    expect(await matrix()).toEqual(before);
  });
});
