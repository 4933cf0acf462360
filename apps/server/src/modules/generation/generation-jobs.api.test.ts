import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_COST, type GenerationRecord } from '@forja/contracts';
import { creditAccounts } from '../../db/schema/index.js';
import { createBuiltinProvider, type GenerationProvider } from '../../integrations/generation/index.js';
import { APP_URL, call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver, failingProvider, withResolver } from '../../test/test-provider.js';

const ARTICLE = {
  kind: 'article',
  input: { idea: 'How small bakeries can win local customers online', title: 'Bread and Reviews' },
};

/** The builtin provider, with its article held until the test lets it go; records the signal it got. */
function gatedProvider() {
  const builtin = createBuiltinProvider();
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const seen: { signal?: AbortSignal; calls: number } = { calls: 0 };
  const provider: GenerationProvider = {
    ...builtin,
    article: async (input, signal) => {
      seen.calls++;
      seen.signal = signal;
      await gate;
      return builtin.article(input, signal);
    },
  };
  return { provider, open, seen };
}

describe.each(databaseKinds)('queued generations on %s (pg-boss)', (kind) => {
  let t: TestApp;
  let base: string;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver), queue: 'pg-boss' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await signUp(t.app); // the administrator; the users below are ordinary ones
  });
  afterAll(() => t.close());

  const account = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;
  const get = async (id: string, cookie: string) =>
    (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();
  const waitFor = (id: string, cookie: string, status: string) =>
    expect.poll(async () => (await get(id, cookie)).status, { timeout: 15_000 }).toBe(status);

  it('answers 202 at once with the hold taken; the article is there later and cost 2 credits', async () => {
    const gated = gatedProvider();
    resolver.use(gated.provider);
    const { cookie, user } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/generations', { cookie, body: ARTICLE });
    expect(res.statusCode).toBe(202);
    const queued = res.json<GenerationRecord>();
    expect(queued).toMatchObject({ kind: 'article', status: 'queued', cost: ARTICLE_COST, output: null });
    expect(await account(user.id)).toMatchObject({ balance: 50, held: ARTICLE_COST, activeGenerations: 1 });

    // Nobody follows it (the page was closed); the worker writes it anyway.
    await expect
      .poll(async () => (await get(queued.id, cookie)).stage?.name, { timeout: 15_000 })
      .toBe('writing');
    gated.open();
    await waitFor(queued.id, cookie, 'succeeded');
    const done = await get(queued.id, cookie);
    expect(done).toMatchObject({
      status: 'succeeded',
      stage: null,
      percent: null,
      restarted: false,
      error: null,
    });
    expect((done.output as { html: string }).html).toMatch(/<h2>/);
    expect(await account(user.id)).toMatchObject({
      balance: 50 - ARTICLE_COST,
      held: 0,
      activeGenerations: 0,
    });
    resolver.use(null);
  });

  it('streams the record as Server-Sent Events: each stage change, then the result, then the end', async () => {
    const gated = gatedProvider();
    resolver.use(gated.provider);
    const { cookie } = await signUp(t.app);
    const { id } = (
      await call(t.app, 'POST', '/api/generations', { cookie, body: ARTICLE })
    ).json<GenerationRecord>();
    const res = await fetch(`${base}/api/generations/${id}/events`, { headers: { cookie, origin: APP_URL } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const events: GenerationRecord[] = [];
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)) as GenerationRecord);
      }
      if (events.at(-1)?.stage?.name === 'writing') gated.open();
    }
    const stages = events.map((e) => e.stage?.name ?? e.status);
    expect(stages).toContain('writing');
    expect(stages.at(-1)).toBe('succeeded');
    expect(stages.indexOf('writing')).toBeLessThan(stages.length - 1);
    expect((events.at(-1)!.output as { html: string }).html).toMatch(/<h2>/);
    resolver.use(null);
  });

  it('cancel stops the work and releases the hold: nothing charged, the late result is not kept', async () => {
    const gated = gatedProvider();
    resolver.use(gated.provider);
    const { cookie, user } = await signUp(t.app);
    const { id } = (
      await call(t.app, 'POST', '/api/generations', { cookie, body: ARTICLE })
    ).json<GenerationRecord>();
    await expect.poll(() => gated.seen.calls, { timeout: 15_000 }).toBe(1);

    const res = await call(t.app, 'POST', `/api/generations/${id}/cancel`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', output: null });
    expect(gated.seen.signal?.aborted).toBe(true);
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });

    gated.open(); // the provider answers after all
    await new Promise((r) => setTimeout(r, 300));
    expect(await get(id, cookie)).toMatchObject({ status: 'cancelled', output: null });
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0 });
    // A second cancel changes nothing.
    expect((await call(t.app, 'POST', `/api/generations/${id}/cancel`, { cookie })).json().status).toBe(
      'cancelled',
    );
    resolver.use(null);
  });

  it('a failing provider fails the generation with its code and charges nothing', async () => {
    resolver.use(failingProvider('WEBHOOK_SERVER_ERROR'));
    const { cookie, user } = await signUp(t.app);
    const { id } = (
      await call(t.app, 'POST', '/api/generations', { cookie, body: ARTICLE })
    ).json<GenerationRecord>();
    await waitFor(id, cookie, 'failed');
    expect(await get(id, cookie)).toMatchObject({ error: { code: 'WEBHOOK_SERVER_ERROR' }, output: null });
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
    // A finished generation cannot be cancelled: the answer is the record as it was.
    const res = await call(t.app, 'POST', `/api/generations/${id}/cancel`, { cookie });
    expect(res.json()).toMatchObject({ status: 'failed' });
    resolver.use(null);
  });

  it("another user's generation is a 404 on every route, and stays as it was", async () => {
    const gated = gatedProvider();
    resolver.use(gated.provider);
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id } = (
      await call(t.app, 'POST', '/api/generations', { cookie: owner.cookie, body: ARTICLE })
    ).json<GenerationRecord>();
    for (const [method, url] of [
      ['GET', `/api/generations/${id}`],
      ['GET', `/api/generations/${id}/events`],
      ['POST', `/api/generations/${id}/cancel`],
    ] as const) {
      const res = await call(t.app, method, url, { cookie: other.cookie });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await call(t.app, 'GET', '/api/generations', { cookie: other.cookie })).json().items).toEqual([]);
    expect(['queued', 'running']).toContain((await get(id, owner.cookie)).status);
    gated.open();
    await waitFor(id, owner.cookie, 'succeeded');
    expect(await account(owner.user.id)).toMatchObject({ balance: 50 - ARTICLE_COST, held: 0 });
    resolver.use(null);
  });

  it('counts queued generations in the limit of 3 at once', async () => {
    const gated = gatedProvider();
    resolver.use(gated.provider);
    const { cookie, user } = await signUp(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(t.app, 'POST', '/api/generations', { cookie, body: ARTICLE })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await account(user.id)).toMatchObject({ held: 3 * ARTICLE_COST, activeGenerations: 3 });
    gated.open();
    await expect.poll(async () => (await account(user.id)).activeGenerations, { timeout: 20_000 }).toBe(0);
    expect(await account(user.id)).toMatchObject({ balance: 50 - 3 * ARTICLE_COST, held: 0 });
    resolver.use(null);
  });
});
