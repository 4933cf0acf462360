import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_SCOPES, type ApiTokenList, type ImagesOutput, type PlanAccessMatrix } from '@forja/contracts';
import { apiTokens, articles, generations, savedImages } from '../../db/schema/index.js';
import { brandKits } from '../brand-kits/brand-kits.table.js';
import { articleBody } from '../../test/articles-test-helpers.js';
import { runGeneration } from '../../test/generate.js';
import { createApiTokensService } from './api-tokens.service.js';
import {
  call,
  createApiToken,
  createTestApp,
  databaseKinds,
  signUp,
  tokenCall,
  type TestApp,
} from '../../test/harness.js';

type Account = Awaited<ReturnType<typeof signUp>>;

const kitBody = (name = 'Acme') => ({
  name,
  language: 'en',
  tone: 'friendly',
  audience: 'Small bakeries',
  keywords: ['bread'],
  avoidWords: [],
  description: 'Warm and local.',
  callToAction: 'Order today',
  imageStyle: null,
  voice: 'en-US-JennyNeural',
  speed: 1,
  subtitleStyle: 'classic',
  subtitlePosition: 'bottom-center',
  videoFormat: 'full-hd',
});

describe.each(databaseKinds)('what a personal API token reaches on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let alice: Account;
  let bob: Account;
  /** Alice's things, made through the studio as she would. */
  const mine = { imageId: '', generationId: '', kitId: '', articleId: '' };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app, { name: 'Owner' }); // the first account is the owner
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });

    const drawn = await runGeneration(t.app, 'images', {
      cookie: alice.cookie,
      body: { prompt: 'A red fox asleep in snow', resolution: '512x512', count: 1 },
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const output = drawn.json<ImagesOutput & { generationId: string }>();
    mine.generationId = output.generationId;
    const saved = await call(t.app, 'POST', '/api/images', {
      cookie: alice.cookie,
      body: { generationId: output.generationId, fileId: output.images[0]!.fileId },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    mine.imageId = saved.json().id;
    const kit = await call(t.app, 'POST', '/api/brand-kits', { cookie: alice.cookie, body: kitBody() });
    expect(kit.statusCode, kit.body).toBe(201);
    mine.kitId = kit.json().id;
    const article = await call(t.app, 'POST', '/api/articles', { cookie: alice.cookie, body: articleBody() });
    expect(article.statusCode, article.body).toBe(201);
    mine.articleId = article.json().id;
  });
  afterAll(() => t.close());

  /** Alice's rows as stored: what no request of Bob's may change. */
  const rows = async () => ({
    image: await t.database.db.select().from(savedImages).where(eq(savedImages.id, mine.imageId)),
    generation: await t.database.db.select().from(generations).where(eq(generations.id, mine.generationId)),
    kit: await t.database.db.select().from(brandKits).where(eq(brandKits.id, mine.kitId)),
    article: await t.database.db.select().from(articles).where(eq(articles.id, mine.articleId)),
  });
  const kitsOf = async (userId: string) =>
    (await t.database.db.select().from(brandKits).where(eq(brandKits.userId, userId))).length;

  it('answers 404 to another user’s token on each of Alice’s items, and changes none of them', async () => {
    const before = await rows();
    expect(Object.values(before).every((r) => r.length === 1)).toBe(true);
    const { token } = await createApiToken(t.app, bob.cookie, { name: 'script', scopes: [...API_SCOPES] });
    const tries: [string, string, unknown?][] = [
      ['GET', `/api/images/${mine.imageId}`],
      ['DELETE', `/api/images/${mine.imageId}`],
      ['GET', `/api/generations/${mine.generationId}`],
      ['GET', `/api/generations/${mine.generationId}/events`],
      ['POST', `/api/generations/${mine.generationId}/cancel`, {}],
      ['PUT', `/api/brand-kits/${mine.kitId}`, kitBody('Taken')],
      ['DELETE', `/api/brand-kits/${mine.kitId}`],
      ['POST', `/api/brand-kits/${mine.kitId}/duplicate`, {}],
      ['GET', `/api/articles/${mine.articleId}`],
      ['PATCH', `/api/articles/${mine.articleId}`, { title: 'Taken' }],
      ['DELETE', `/api/articles/${mine.articleId}`],
    ];
    for (const [method, url, body] of tries) {
      const res = await tokenCall(t.app, token, method, url, { body });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
    }
    // Nor do Bob's lists show them.
    for (const [url, id] of [
      ['/api/images', mine.imageId],
      ['/api/generations', mine.generationId],
      ['/api/brand-kits', mine.kitId],
      ['/api/articles', mine.articleId],
    ] as const) {
      const list = await tokenCall(t.app, token, 'GET', url);
      expect(list.statusCode, url).toBe(200);
      expect(list.body, url).not.toContain(id);
    }
    expect(await rows()).toEqual(before);
    expect(await kitsOf(bob.user.id)).toBe(0);
  });

  it('shows Alice her own items through her read token', async () => {
    const { token } = await createApiToken(t.app, alice.cookie, { name: 'script', scopes: ['read'] });
    for (const url of [
      `/api/images/${mine.imageId}`,
      `/api/generations/${mine.generationId}`,
      `/api/articles/${mine.articleId}`,
    ]) {
      const res = await tokenCall(t.app, token, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().id, url).toBe(url.split('/').pop());
    }
    const kits = await tokenCall(t.app, token, 'GET', '/api/brand-kits');
    expect(kits.json().items.map((k: { id: string }) => k.id)).toContain(mine.kitId);
  });

  it('refuses a revoked and an expired token with 401 on reads and writes, writing nothing', async () => {
    const revoked = await createApiToken(t.app, alice.cookie, {
      name: 'script',
      scopes: ['read', 'archives:write'],
    });
    const expired = await createApiToken(t.app, alice.cookie, {
      name: 'script',
      scopes: ['read', 'archives:write'],
      expiresInDays: 1,
    });
    // Both work first: the refusals below are theirs, not a wrong request's.
    expect((await tokenCall(t.app, revoked.token, 'GET', `/api/images/${mine.imageId}`)).statusCode).toBe(
      200,
    );
    expect((await tokenCall(t.app, expired.token, 'GET', `/api/images/${mine.imageId}`)).statusCode).toBe(
      200,
    );
    const gone = await call(t.app, 'DELETE', `/api/tokens/${revoked.id}`, { cookie: alice.cookie });
    expect(gone.statusCode).toBe(204);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));

    const before = await rows();
    const kits = await kitsOf(alice.user.id);
    for (const token of [revoked.token, expired.token]) {
      for (const [method, url, body] of [
        ['GET', `/api/images/${mine.imageId}`],
        ['GET', '/api/brand-kits'],
        ['DELETE', `/api/images/${mine.imageId}`],
        ['PATCH', `/api/articles/${mine.articleId}`, { title: 'Changed' }],
        ['POST', '/api/brand-kits', kitBody('New')],
      ] as const) {
        const res = await tokenCall(t.app, token, method, url, { body });
        expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    }
    expect(await rows()).toEqual(before);
    expect(await kitsOf(alice.user.id)).toBe(kits);
  });

  it('needs no Origin, accepts a token from another site, and still refuses that site’s cookie', async () => {
    const { token } = await createApiToken(t.app, alice.cookie, {
      name: 'script',
      scopes: ['archives:write'],
    });
    const kits = await kitsOf(alice.user.id);
    const noOrigin = await tokenCall(t.app, token, 'POST', '/api/brand-kits', { body: kitBody('Script') });
    expect(noOrigin.statusCode, noOrigin.body).toBe(201);
    const crossSite = { origin: 'https://evil.example' };
    const fromElsewhere = await tokenCall(t.app, token, 'POST', '/api/brand-kits', {
      body: kitBody('Elsewhere'),
      headers: crossSite,
    });
    expect(fromElsewhere.statusCode, fromElsewhere.body).toBe(201);
    expect(await kitsOf(alice.user.id)).toBe(kits + 2);

    const forged = await call(t.app, 'POST', '/api/brand-kits', {
      cookie: alice.cookie,
      body: kitBody('Forged'),
      headers: crossSite,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('FORBIDDEN');
    // A bearer header does not smuggle the cookie past the check: a token request never reads cookies.
    const smuggled = await call(t.app, 'POST', '/api/brand-kits', {
      cookie: alice.cookie,
      body: kitBody('Smuggled'),
      headers: { ...crossSite, authorization: 'Bearer forja_not-a-token' },
    });
    expect(smuggled.statusCode).toBe(401);
    expect(await kitsOf(alice.user.id)).toBe(kits + 2);
  });

  // Last: it turns the API off for every Free account of this app.
  it('refuses the tokens of a plan whose API an owner turned off, and making new ones', async () => {
    const carol = await signUp(t.app, { name: 'Carol' });
    // Made before the switch and never used: no earlier answer of the plan is remembered for it.
    const { token } = await createApiToken(t.app, carol.cookie, { name: 'script', scopes: ['read'] });
    const matrix = (
      await call(t.app, 'GET', '/api/admin/plan-access', { cookie: owner.cookie })
    ).json() as PlanAccessMatrix;
    const put = await call(t.app, 'PUT', '/api/admin/plan-access', {
      cookie: owner.cookie,
      body: {
        access: Object.fromEntries(matrix.plans.map((p) => [p.planId, p.studios])),
        api: Object.fromEntries(matrix.plans.map((p) => [p.planId, p.planId !== 'free'])),
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    const refused = await tokenCall(t.app, token, 'GET', '/api/credits');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('API_DISABLED_FOR_PLAN');
    const list = await call(t.app, 'GET', '/api/tokens', { cookie: carol.cookie });
    expect((list.json() as ApiTokenList).apiEnabled).toBe(false);
    const tokensBefore = (list.json() as ApiTokenList).items.length;
    const another = await call(t.app, 'POST', '/api/tokens', {
      cookie: carol.cookie,
      body: { name: 'again', scopes: ['read'] },
    });
    expect(another.statusCode).toBe(403);
    expect(another.json().code).toBe('API_DISABLED_FOR_PLAN');
    const after = await call(t.app, 'GET', '/api/tokens', { cookie: carol.cookie });
    expect((after.json() as ApiTokenList).items).toHaveLength(tokensBefore);
  });
});

describe.each(databaseKinds)('the per-token rate on %s', (kind) => {
  const PER_MINUTE = 3;
  let t: TestApp;
  let user: Account;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { API_TOKEN_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('answers 429 with the wait past the limit, to that token only', async () => {
    const first = await createApiToken(t.app, user.cookie, { name: 'script', scopes: ['read'] });
    const second = await createApiToken(t.app, user.cookie, { name: 'script', scopes: ['read'] });
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await tokenCall(t.app, first.token, 'GET', '/api/credits')).statusCode).toBe(200);
    const over = await tokenCall(t.app, first.token, 'GET', '/api/credits');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const wait = over.json().details.retryAfterSeconds as number;
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(over.headers['retry-after']).toBe(String(wait));
    expect((await tokenCall(t.app, second.token, 'GET', '/api/credits')).statusCode).toBe(200);
    // The user's session is not the token: the studio keeps working.
    expect((await call(t.app, 'GET', '/api/credits', { cookie: user.cookie })).statusCode).toBe(200);
  });

  it('counts a token once across processes: another process refuses it too', async () => {
    const { token } = await createApiToken(t.app, user.cookie, { name: 'two servers', scopes: ['read'] });
    // A second web process on the same database: its own memory, the same tables.
    const otherProcess = createApiTokensService({
      database: t.database,
      planAccess: t.services.planAccess,
      perMinute: PER_MINUTE,
      log: t.services.log,
    });
    for (let i = 0; i < PER_MINUTE - 1; i++)
      expect((await tokenCall(t.app, token, 'GET', '/api/credits')).statusCode).toBe(200);
    await expect(otherProcess.authenticate(token)).resolves.toMatchObject({ id: user.user.id });
    await expect(otherProcess.authenticate(token)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await tokenCall(t.app, token, 'GET', '/api/credits')).statusCode).toBe(429);
  });

  it('starts a new minute once the last one is over', async () => {
    const { token, id } = await createApiToken(t.app, user.cookie, { name: 'patient', scopes: ['read'] });
    for (let i = 0; i < PER_MINUTE; i++) await tokenCall(t.app, token, 'GET', '/api/credits');
    expect((await tokenCall(t.app, token, 'GET', '/api/credits')).statusCode).toBe(429);
    // The minute began 61 s ago: the next request opens a new one.
    await t.database.db
      .update(apiTokens)
      .set({ rateWindowStart: sql`now() - interval '61 seconds'` })
      .where(eq(apiTokens.id, id));
    expect((await tokenCall(t.app, token, 'GET', '/api/credits')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.rateWindowCount).toBe(1);
  });
});
