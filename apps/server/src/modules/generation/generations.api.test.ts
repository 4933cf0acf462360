import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { openEveryStudioOnFree } from '../../test/plan-access.js';
import { runGeneration } from '../../test/generate.js';
import { createTestResolver, failingProvider, withResolver } from '../../test/test-provider.js';

const IDEA = 'A week of budget meals for students';
const ARTICLE = { idea: IDEA, title: 'Eat Well for Less', wordCount: 300 };

describe.each(databaseKinds)('generation records on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
    await openEveryStudioOnFree(t.database);
    await signUp(t.app);
  });
  afterAll(() => t.close());

  it('reopens a finished result by its id, for its owner only', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const answer = (await runGeneration(t.app, 'article', { cookie: owner.cookie, body: ARTICLE })).json();

    const res = await call(t.app, 'GET', `/api/generations/${answer.generationId}`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      id: answer.generationId,
      kind: 'article',
      provider: 'builtin',
      status: 'succeeded',
      cost: 2,
      input: { idea: IDEA, title: 'Eat Well for Less', wordCount: 300, language: 'en' },
      output: { html: answer.html, metaDescription: answer.metaDescription, tags: answer.tags },
      error: null,
      finishedAt: expect.any(String),
    });

    const stranger = await call(t.app, 'GET', `/api/generations/${answer.generationId}`, {
      cookie: other.cookie,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('NOT_FOUND');
    expect((await call(t.app, 'GET', `/api/generations/${answer.generationId}`)).statusCode).toBe(401);
    expect(
      (
        await call(t.app, 'GET', '/api/generations/00000000-0000-4000-8000-000000000000', {
          cookie: owner.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/generations/42', { cookie: owner.cookie })).statusCode).toBe(400);
  });

  it('shows a failed generation with its error code and message', async () => {
    const { cookie } = await signUp(t.app);
    resolver.use(failingProvider('WEBHOOK_UNAUTHORIZED'));
    await runGeneration(t.app, 'titleIdeas', { cookie, body: { idea: IDEA } });
    resolver.use(null);
    const [latest] = (await call(t.app, 'GET', '/api/generations', { cookie })).json().items;
    const res = await call(t.app, 'GET', `/api/generations/${latest.id}`, { cookie });
    expect(res.json()).toMatchObject({
      status: 'failed',
      output: null,
      error: { code: 'WEBHOOK_UNAUTHORIZED', message: expect.stringContaining('Access denied') },
    });
  });

  it('lists the user’s own generations, newest first, filtered by kind', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await runGeneration(t.app, 'titleIdeas', { cookie: me.cookie, body: { idea: IDEA } });
    await runGeneration(t.app, 'videoTitleIdeas', { cookie: me.cookie, body: { idea: IDEA } });
    await runGeneration(t.app, 'titleIdeas', { cookie: other.cookie, body: { idea: IDEA } });

    const all = (await call(t.app, 'GET', '/api/generations', { cookie: me.cookie })).json().items;
    expect(all.map((g: { kind: string }) => g.kind)).toEqual(['videoTitleIdeas', 'titleIdeas']);
    expect(all[0]).not.toHaveProperty('output');
    const titles = (
      await call(t.app, 'GET', '/api/generations?kind=titleIdeas&limit=5', { cookie: me.cookie })
    ).json().items;
    expect(titles).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/generations?kind=nope', { cookie: me.cookie })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'GET', '/api/generations')).statusCode).toBe(401);
  });
});

describe('per-address limit on generation endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { GENERATION_RATE_LIMIT_PER_MINUTE: '2' } });
    await openEveryStudioOnFree(t.database);
  });
  afterAll(() => t.close());

  it('answers 429 RATE_LIMITED past the limit', async () => {
    const { cookie } = await signUp(t.app);
    const body = { idea: IDEA };
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await runGeneration(t.app, 'videoTitleIdeas', { cookie, body })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const res = await runGeneration(t.app, 'videoTitleIdeas', { cookie, body });
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});
