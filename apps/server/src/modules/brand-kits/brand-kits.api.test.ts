import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BRAND_KEYWORDS_MAX, BRAND_KITS_PER_USER_MAX, type BrandKit } from '@forja/contracts';
import { auditEvents } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { brandKits } from './brand-kits.table.js';

type Account = Awaited<ReturnType<typeof signUp>>;

const kitBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Acme',
  language: 'ro',
  tone: 'friendly',
  audience: 'Small bakeries',
  keywords: ['bread', 'Bread', 'fresh'],
  avoidWords: ['cheap'],
  description: 'Warm, local, honest.',
  callToAction: 'Order today',
  imageStyle: null,
  voice: 'ro-RO-AlinaNeural',
  speed: 1.1,
  subtitleStyle: 'classic',
  subtitlePosition: 'bottom-center',
  videoFormat: 'full-hd',
  ...fields,
});

describe.each(databaseKinds)('brand kits on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let alice: Account;
  let bob: Account;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app, { name: 'Owner' }); // the first account is the owner
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t.close());

  const create = (who: Account, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/brand-kits', { cookie: who.cookie, body });
  const created = async (who: Account, body: Record<string, unknown>) => {
    const res = await create(who, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as BrandKit;
  };
  const list = async (who: Account) => {
    const res = await call(t.app, 'GET', '/api/brand-kits', { cookie: who.cookie });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: BrandKit[] }).items;
  };
  const rowOf = async (id: string) => {
    const [row] = await t.database.db.select().from(brandKits).where(eq(brandKits.id, id));
    return row;
  };
  const countOf = async (userId: string) =>
    (await t.database.db.select().from(brandKits).where(eq(brandKits.userId, userId))).length;
  const auditOf = async (kitId: string) =>
    (await t.database.db.select().from(auditEvents)).filter((e) => e.details.kitId === kitId);

  it('creates, lists, updates and deletes a kit of one’s own', async () => {
    const kit = await created(alice, kitBody());
    expect(kit).toMatchObject({
      name: 'Acme',
      language: 'ro',
      keywords: ['bread', 'fresh'], // each word once, case aside
      speed: 1.1,
      team: false,
      isDefault: false,
      editable: true,
    });
    expect((await list(alice)).map((k) => k.id)).toContain(kit.id);

    const put = await call(t.app, 'PUT', `/api/brand-kits/${kit.id}`, {
      cookie: alice.cookie,
      body: kitBody({ name: 'Acme Bakery', tone: 'casual', keywords: [] }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: kit.id, name: 'Acme Bakery', tone: 'casual', keywords: [] });
    expect((await rowOf(kit.id))!.settings.tone).toBe('casual');

    const del = await call(t.app, 'DELETE', `/api/brand-kits/${kit.id}`, { cookie: alice.cookie });
    expect(del.statusCode).toBe(204);
    expect(await rowOf(kit.id)).toBeUndefined();
    expect(
      (await call(t.app, 'DELETE', `/api/brand-kits/${kit.id}`, { cookie: alice.cookie })).statusCode,
    ).toBe(404);
    // Personal kits leave nothing in the audit log.
    expect(await auditOf(kit.id)).toEqual([]);
  });

  it('keeps one default per user: making one the default clears the other', async () => {
    const first = await created(alice, kitBody({ name: 'First', isDefault: true }));
    const second = await created(alice, kitBody({ name: 'Second' }));
    expect((await list(alice))[0]!.id).toBe(first.id); // the default leads the list

    const put = await call(t.app, 'PUT', `/api/brand-kits/${second.id}`, {
      cookie: alice.cookie,
      body: kitBody({ name: 'Second', isDefault: true }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await rowOf(first.id))!.isDefault).toBe(false);
    expect((await rowOf(second.id))!.isDefault).toBe(true);

    const third = await created(alice, kitBody({ name: 'Third', isDefault: true }));
    const defaults = (await list(alice)).filter((k) => k.isDefault).map((k) => k.id);
    expect(defaults).toEqual([third.id]);
    // Another user's default is theirs alone.
    const bobs = await created(bob, kitBody({ name: 'Bob default', isDefault: true }));
    expect((await rowOf(third.id))!.isDefault).toBe(true);
    expect((await rowOf(bobs.id))!.isDefault).toBe(true);
    // Several made the default at once: one wins, none fails.
    const racing = await Promise.all(
      [1, 2, 3].map((i) => create(alice, kitBody({ name: `Racing ${i}`, isDefault: true }))),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await list(alice)).filter((k) => k.isDefault)).toHaveLength(1);
    expect((await rowOf(bobs.id))!.isDefault).toBe(true);
  });

  it('duplicates a kit as a personal copy, never the default', async () => {
    const source = await created(alice, kitBody({ name: 'Original', isDefault: true }));
    const res = await call(t.app, 'POST', `/api/brand-kits/${source.id}/duplicate`, { cookie: alice.cookie });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json() as BrandKit;
    expect(copy).toMatchObject({
      name: 'Original (copy)',
      isDefault: false,
      team: false,
      editable: true,
      tone: 'friendly',
      keywords: ['bread', 'fresh'],
    });
    expect(copy.id).not.toBe(source.id);
    expect((await rowOf(source.id))!.isDefault).toBe(true);

    const long = await created(alice, kitBody({ name: 'n'.repeat(80) }));
    const longCopy = await call(t.app, 'POST', `/api/brand-kits/${long.id}/duplicate`, {
      cookie: alice.cookie,
    });
    expect(longCopy.json().name).toBe(`${'n'.repeat(73)} (copy)`);
  });

  describe('team kits', () => {
    let team: BrandKit;
    beforeAll(async () => {
      team = await created(owner, kitBody({ name: 'House style', team: true, isDefault: true }));
    });

    it('an administrator publishes one: nobody’s default, and in the audit log', async () => {
      expect(team).toMatchObject({ team: true, isDefault: false, editable: true });
      const [event] = await auditOf(team.id);
      expect(event).toMatchObject({
        action: 'brand_kit.created',
        actorId: owner.user.id,
        details: { kitId: team.id, name: 'House style' },
      });
    });

    it('every user sees it read-only, uses and duplicates it, and cannot change it (403)', async () => {
      const seen = (await list(bob)).find((k) => k.id === team.id);
      expect(seen).toMatchObject({ team: true, editable: false, name: 'House style' });
      expect(await t.services.brandKits.findUsable(bob.user.id, team.id)).toMatchObject({
        id: team.id,
        name: 'House style',
        callToAction: 'Order today',
      });

      const before = await rowOf(team.id);
      for (const res of [
        await call(t.app, 'PUT', `/api/brand-kits/${team.id}`, {
          cookie: bob.cookie,
          body: kitBody({ name: 'Hijacked', team: true }),
        }),
        await call(t.app, 'PUT', `/api/brand-kits/${team.id}`, {
          cookie: bob.cookie,
          body: kitBody({ name: 'Hijacked' }),
        }),
        await call(t.app, 'DELETE', `/api/brand-kits/${team.id}`, { cookie: bob.cookie }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect(await rowOf(team.id)).toEqual(before);

      const copy = await call(t.app, 'POST', `/api/brand-kits/${team.id}/duplicate`, { cookie: bob.cookie });
      expect(copy.statusCode).toBe(201);
      expect(copy.json()).toMatchObject({ name: 'House style (copy)', team: false, editable: true });
      expect((await rowOf(copy.json().id))!.userId).toBe(bob.user.id);
    });

    it('a user who is not an administrator cannot publish one (403, nothing written)', async () => {
      const before = await countOf(bob.user.id);
      const res = await create(bob, kitBody({ name: 'Mine for all', team: true }));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(await countOf(bob.user.id)).toBe(before);

      const own = await created(bob, kitBody({ name: 'Bob’s' }));
      const put = await call(t.app, 'PUT', `/api/brand-kits/${own.id}`, {
        cookie: bob.cookie,
        body: kitBody({ name: 'Bob’s for all', team: true }),
      });
      expect(put.statusCode).toBe(403);
      expect(await rowOf(own.id)).toMatchObject({ name: 'Bob’s', team: false });
    });

    it('an administrator changes and deletes it, each change in the audit log', async () => {
      const put = await call(t.app, 'PUT', `/api/brand-kits/${team.id}`, {
        cookie: owner.cookie,
        body: kitBody({ name: 'House style 2', team: true, isDefault: true }),
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ name: 'House style 2', isDefault: false, team: true });
      const del = await call(t.app, 'DELETE', `/api/brand-kits/${team.id}`, { cookie: owner.cookie });
      expect(del.statusCode).toBe(204);
      expect((await auditOf(team.id)).map((e) => e.action).sort()).toEqual([
        'brand_kit.created',
        'brand_kit.deleted',
        'brand_kit.updated',
      ]);
      expect((await list(bob)).some((k) => k.id === team.id)).toBe(false);
    });
  });

  it('an administrator publishes their own kit; only its maker takes a team kit back as personal', async () => {
    const dana = await signUp(t.app, { name: 'Dana' });
    const role = await call(t.app, 'PUT', `/api/admin/users/${dana.user.id}/role`, {
      cookie: owner.cookie,
      body: { role: 'admin' },
    });
    expect(role.statusCode, role.body).toBe(200);
    const mine = await created(owner, kitBody({ name: 'Owner default', isDefault: true }));
    const published = await call(t.app, 'PUT', `/api/brand-kits/${mine.id}`, {
      cookie: owner.cookie,
      body: kitBody({ name: 'Owner default', isDefault: true, team: true }),
    });
    expect(published.json()).toMatchObject({ team: true, isDefault: false });
    expect((await auditOf(mine.id)).map((e) => e.details)).toEqual([
      { kitId: mine.id, name: 'Owner default', team: true, wasTeam: false },
    ]);
    // Another administrator may change it, not make it someone's personal kit.
    expect((await list(dana)).find((k) => k.id === mine.id)?.editable).toBe(true);
    const taken = await call(t.app, 'PUT', `/api/brand-kits/${mine.id}`, {
      cookie: dana.cookie,
      body: kitBody({ name: 'Owner default' }),
    });
    expect(taken.statusCode).toBe(403);
    expect((await rowOf(mine.id))!.team).toBe(true);
    const back = await call(t.app, 'PUT', `/api/brand-kits/${mine.id}`, {
      cookie: owner.cookie,
      body: kitBody({ name: 'Owner default' }),
    });
    expect(back.json()).toMatchObject({ team: false, editable: true });
    expect((await list(dana)).some((k) => k.id === mine.id)).toBe(false);
  });

  it('another user’s personal kit is a 404 everywhere, and stays as it was', async () => {
    const kit = await created(alice, kitBody({ name: 'Private' }));
    const before = await rowOf(kit.id);
    const bobCount = await countOf(bob.user.id);
    expect((await list(bob)).some((k) => k.id === kit.id)).toBe(false);
    for (const res of [
      await call(t.app, 'PUT', `/api/brand-kits/${kit.id}`, { cookie: bob.cookie, body: kitBody() }),
      await call(t.app, 'POST', `/api/brand-kits/${kit.id}/duplicate`, { cookie: bob.cookie }),
      await call(t.app, 'DELETE', `/api/brand-kits/${kit.id}`, { cookie: bob.cookie }),
      // An administrator does not see personal kits either.
      await call(t.app, 'PUT', `/api/brand-kits/${kit.id}`, { cookie: owner.cookie, body: kitBody() }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    await expect(t.services.brandKits.findUsable(bob.user.id, kit.id)).rejects.toMatchObject({
      status: 404,
    });
    expect(await rowOf(kit.id)).toEqual(before);
    expect(await countOf(bob.user.id)).toBe(bobCount);
  });

  it('refuses invalid kits with 400 and writes nothing', async () => {
    const before = await countOf(alice.user.id);
    const kit = await created(alice, kitBody({ name: 'Valid' }));
    const cases: [Record<string, unknown>, string][] = [
      [kitBody({ name: '   ' }), 'name'],
      [kitBody({ keywords: Array.from({ length: BRAND_KEYWORDS_MAX + 1 }, (_, i) => `w${i}`) }), 'keywords'],
      [kitBody({ tone: 'angry' }), 'tone'],
      [kitBody({ speed: 9 }), 'speed'],
    ];
    for (const [body, field] of cases) {
      const post = await create(alice, body);
      expect(post.statusCode, field).toBe(400);
      expect(post.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(post.json().details.fields)).toContain(field);
      const put = await call(t.app, 'PUT', `/api/brand-kits/${kit.id}`, { cookie: alice.cookie, body });
      expect(put.statusCode, field).toBe(400);
    }
    expect(await countOf(alice.user.id)).toBe(before + 1);
    expect((await rowOf(kit.id))!.name).toBe('Valid');
    expect(
      (await call(t.app, 'PUT', '/api/brand-kits/not-a-uuid', { cookie: alice.cookie, body: kitBody() }))
        .statusCode,
    ).toBe(400);
    expect((await call(t.app, 'GET', '/api/brand-kits')).statusCode).toBe(401);
  });

  it(`keeps at most ${BRAND_KITS_PER_USER_MAX} personal kits a user (team kits aside)`, async () => {
    const carol = await signUp(t.app, { name: 'Carol' });
    const rows = Array.from({ length: BRAND_KITS_PER_USER_MAX - 1 }, (_, i) => ({
      userId: carol.user.id,
      name: `Kit ${i}`,
      settings: (({ name: _, ...s }) => s)(kitBody()) as never,
    }));
    await t.database.db.insert(brandKits).values(rows);
    // Two at once for the last place: the owner's row lock lets one through.
    const race = await Promise.all([
      create(carol, kitBody({ name: 'The last one' })),
      create(carol, kitBody({ name: 'The last one too' })),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const last = race.find((r) => r.statusCode === 201)!.json() as BrandKit;
    const over = await create(carol, kitBody({ name: 'One too many' }));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'BRAND_KITS_LIMIT_REACHED',
      details: { limit: BRAND_KITS_PER_USER_MAX },
    });
    const copy = await call(t.app, 'POST', `/api/brand-kits/${last.id}/duplicate`, { cookie: carol.cookie });
    expect(copy.statusCode).toBe(409);
    expect(await countOf(carol.user.id)).toBe(BRAND_KITS_PER_USER_MAX);
    // The team's kits count against nobody, and stay in the list.
    expect((await list(carol)).length).toBeGreaterThanOrEqual(BRAND_KITS_PER_USER_MAX);
  });
});
