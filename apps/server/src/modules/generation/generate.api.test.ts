import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_COST, VIDEO_SCRIPT_COST, type GenerationKindName } from '@forja/contracts';
import { creditAccounts, generations } from '../../db/schema/index.js';
import { GenerationError } from '../../integrations/generation/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver, failingProvider, withResolver } from '../../test/test-provider.js';
import { runGeneration } from '../../test/generate.js';

const IDEA = 'How small bakeries can win local customers online';

/** Every text step: its kind, body, cost, the kind its row records, and a check of the answer. */
const STEPS = [
  {
    kind: 'titleIdeas',
    cost: 0,
    body: { idea: IDEA, language: 'en' },
    check: (b: Record<string, unknown>) => expect((b.titles as string[]).length).toBeGreaterThan(0),
  },
  {
    kind: 'article',
    cost: ARTICLE_COST,
    body: {
      idea: IDEA,
      title: 'Bread, Maps and Reviews',
      tone: 'friendly',
      wordCount: 300,
      language: 'es',
      audience: 'business',
    },
    check: (b: Record<string, unknown>) => {
      expect(b.html).toMatch(/<h2>/);
      expect((b.metaDescription as string).length).toBeLessThanOrEqual(160);
      expect((b.tags as string[]).length).toBeGreaterThanOrEqual(3);
    },
  },
  {
    kind: 'imagePrompt',
    cost: 0,
    body: { title: 'Bread, Maps and Reviews', content: '<p>Local bakeries and their online reviews.</p>' },
    check: (b: Record<string, unknown>) => expect(b.prompt).toMatch(/Bread, Maps and Reviews/),
  },
  {
    kind: 'videoTitleIdeas',
    cost: 0,
    body: { idea: IDEA },
    check: (b: Record<string, unknown>) => expect((b.titles as string[]).length).toBeGreaterThan(0),
  },
  {
    kind: 'videoScenes',
    cost: 0,
    body: { videoTitle: 'Bread at dawn', numberOfScenes: 4 },
    check: (b: Record<string, unknown>) => {
      expect(b.scenes).toHaveLength(4);
      expect((b.scenes as { imagePrompt: string; voiceOverText: string }[])[0]).toEqual({
        imagePrompt: expect.any(String),
        voiceOverText: expect.any(String),
        keywords: expect.any(Array),
      });
    },
  },
  {
    kind: 'videoScript',
    cost: VIDEO_SCRIPT_COST,
    body: { idea: IDEA, options: { type: 'tutorial', length: '30s', tone: 'casual' } },
    check: (b: Record<string, unknown>) =>
      expect(b.script).toMatchObject({
        title: expect.any(String),
        hook: expect.any(String),
        main_content: expect.any(Array),
      }),
  },
] as const;

describe.each(databaseKinds)('generation endpoints on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
    await signUp(t.app); // the administrator; the users below are ordinary ones
  });
  afterAll(() => t.close());

  const balance = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;
  const rowsOf = (userId: string) =>
    t.database.db.select().from(generations).where(eq(generations.userId, userId));

  it.each(STEPS)(
    '$kind answers the builtin result, charges $cost and records the generation',
    async (step) => {
      resolver.use(null);
      const { cookie, user } = await signUp(t.app);
      const res = await runGeneration(t.app, step.kind, { cookie, body: step.body });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Record<string, unknown>>();
      step.check(body);
      expect(body.cost).toBe(step.cost);
      expect(await balance(user.id)).toMatchObject({
        balance: 50 - step.cost,
        held: 0,
        activeGenerations: 0,
      });

      const [row] = await rowsOf(user.id);
      expect(row).toMatchObject({
        id: body.generationId,
        kind: step.kind,
        provider: 'builtin',
        status: 'succeeded',
        cost: step.cost,
      });
      const { generationId: _id, cost: _cost, ...output } = body;
      expect(row!.output).toEqual(output);
    },
  );

  it('answers the same article for the same request (builtin is deterministic) and sanitised', async () => {
    const { cookie } = await signUp(t.app);
    const [a, b] = await Promise.all(
      [1, 2].map(() => runGeneration(t.app, 'article', { cookie, body: STEPS[1].body })),
    );
    expect(a!.json().html).toBe(b!.json().html);
    expect(a!.json().html).not.toMatch(/<script|onerror=/i);
  });

  it('refuses a paid step the credits do not cover: 402 with the amounts, nothing charged, provider never called', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.database.db.update(creditAccounts).set({ balance: 1 }).where(eq(creditAccounts.userId, user.id));
    const before = resolver.calls;
    for (const step of [STEPS[1], STEPS[5]]) {
      const res = await runGeneration(t.app, step.kind, { cookie, body: step.body });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        code: 'INSUFFICIENT_CREDITS',
        details: { required: step.cost, available: 1 },
      });
    }
    expect(resolver.calls).toBe(before);
    expect(await balance(user.id)).toMatchObject({ balance: 1, held: 0 });
    expect(await rowsOf(user.id)).toEqual([]);
    // Free steps still work with an empty purse.
    expect((await runGeneration(t.app, STEPS[0].kind, { cookie, body: STEPS[0].body })).statusCode).toBe(200);
  });

  it.each([
    ['WEBHOOK_SERVER_ERROR', 502],
    ['WEBHOOK_NOT_FOUND', 502],
    ['INVALID_JSON', 502],
    ['TIMEOUT', 504],
    ['WEBHOOK_MISSING', 503],
  ] as const)(
    'a provider failing with %s answers %i, charges nothing and records the failure',
    async (code, status) => {
      resolver.use(failingProvider(code));
      const { cookie, user } = await signUp(t.app);
      const res = await runGeneration(t.app, 'article', { cookie, body: STEPS[1].body });
      resolver.use(null);
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body).toMatchObject({ code, message: expect.any(String) });
      expect(JSON.stringify(body)).not.toContain('secret excerpt'); // the reply excerpt stays in the log
      expect(await balance(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
      const [row] = await rowsOf(user.id);
      expect(row).toMatchObject({ status: 'failed', errorCode: code, cost: ARTICLE_COST });
    },
  );

  it('a family with no usable configuration is a 503 with the code, before any hold', async () => {
    resolver.refuse(new GenerationError('WEBHOOK_MISSING'));
    const { cookie, user } = await signUp(t.app);
    const res = await runGeneration(t.app, 'image', { cookie, body: { prompt: 'a hill' } });
    resolver.refuse(null);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'WEBHOOK_MISSING',
      message: expect.stringContaining('administrator'),
    });
    expect(await balance(user.id)).toMatchObject({ balance: 50, held: 0 });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('a provider that crashes with a plain error is a 502 PROVIDER_ERROR, not a 500', async () => {
    resolver.use(failingProvider(new TypeError("Cannot read properties of undefined (reading 'x')")));
    const { cookie, user } = await signUp(t.app);
    const res = await runGeneration(t.app, 'videoScript', { cookie, body: STEPS[5].body });
    resolver.use(null);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('PROVIDER_ERROR');
    expect((await balance(user.id)).balance).toBe(50);
  });

  it('a result that breaks its contract is refused before it is charged', async () => {
    const builtin = (await createTestResolver().providerFor('article')).provider;
    resolver.use({
      ...builtin,
      kind: 'webhook',
      videoScenes: async () => [{ imagePrompt: 'short', voiceOverText: 'x', keywords: [] }],
    });
    const { cookie, user } = await signUp(t.app);
    const res = await runGeneration(t.app, 'videoScenes', { cookie, body: STEPS[4].body });
    resolver.use(null);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('PROVIDER_ERROR');
    expect((await rowsOf(user.id))[0]).toMatchObject({ status: 'failed' });
  });

  it('refuses bad input with 400 and the field, before any generation', async () => {
    const { cookie, user } = await signUp(t.app);
    const bad: [GenerationKindName, unknown, string][] = [
      ['titleIdeas', { idea: 'too short' }, 'input.idea'],
      ['article', { idea: IDEA, title: '' }, 'input.title'],
      ['article', { idea: IDEA, title: 'T', wordCount: 450 }, 'input.wordCount'],
      ['image', { prompt: 'a hill', resolution: '10x10' }, 'input.resolution'],
      ['videoScenes', { videoTitle: 'V', numberOfScenes: 40 }, 'input.numberOfScenes'],
      ['videoScript', { idea: IDEA, options: { length: 'forever' } }, 'input.options.length'],
    ];
    for (const [kind, body, field] of bad) {
      const res = await runGeneration(t.app, kind, { cookie, body });
      expect(res.statusCode, kind).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().details.fields)).toContain(field);
    }
    for (const body of [{ kind: 'poem', input: {} }, { input: { idea: IDEA } }, []]) {
      const res = await call(t.app, 'POST', '/api/generations', { cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await runGeneration(t.app, 'article', { cookie, body: '{not json' })).statusCode).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    for (const step of STEPS) {
      const res = await runGeneration(t.app, step.kind, { body: step.body });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });
});
