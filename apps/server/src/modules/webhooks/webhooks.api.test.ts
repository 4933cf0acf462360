import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOKS_PER_USER_MAX, type CreatedWebhook, type WebhookDelivery } from '@forja/contracts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { createTestResolver, failingProvider, withResolver } from '../../test/test-provider.js';
import { batchEnded, csv, startBatch } from '../batches/batch-test-kit.js';
import { REMOVE_OLD_DELIVERIES_JOB, SWEEP_WEBHOOKS_JOB } from './webhook-delivery-runner.js';
import { startReceiver, verified, type Receiver } from './webhook-receiver.js';

const IMAGE = {
  prompt: 'A lighthouse on a cliff at dusk',
  resolution: '512x512',
  style: 'watercolor',
  mood: 'serene',
};
/** Three tries in all, a moment apart. */
const RETRY_DELAYS = [30, 60];

describe.each(databaseKinds)('outgoing webhooks, on %s', (kind) => {
  let t: TestApp;
  let receiver: Receiver;
  const resolver = createTestResolver();
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp(kind, {
      overrides: withResolver(resolver),
      env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_RETRY_DELAYS_MS: RETRY_DELAYS.join(',') },
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function create(cookie: string, path: string, body: Record<string, unknown> = {}) {
    const res = await call(t.app, 'POST', '/api/webhooks', {
      cookie,
      body: { url: receiver.url(path), events: ['generation.succeeded'], ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CreatedWebhook;
  }
  const deliveries = async (cookie: string, id: string) =>
    (await call(t.app, 'GET', `/api/webhooks/${id}/deliveries`, { cookie })).json()
      .items as WebhookDelivery[];

  it('makes an endpoint with its secret shown once and kept encrypted, and sends a signed test', async () => {
    const { cookie } = await signUp(t.app);
    const hook = await create(cookie, '/ping', { description: 'Zapier' });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [stored] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, hook.id));
    expect(stored!.secretEncrypted).not.toContain(hook.secret.slice(6));
    const listed = await call(t.app, 'GET', '/api/webhooks', { cookie });
    expect(listed.json().items).toEqual([expect.objectContaining({ id: hook.id, description: 'Zapier' })]);
    expect(listed.body).not.toContain(hook.secret);

    const sent = await call(t.app, 'POST', `/api/webhooks/${hook.id}/test`, { cookie });
    expect(sent.statusCode, sent.body).toBe(202);
    const delivery = sent.json() as WebhookDelivery;
    const got = await receiver.nth('/ping', 1);
    expect(got.headers['user-agent']).toBe('Forja-Webhooks/1');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toBe(delivery.id);
    const message = verified(hook.secret, got);
    expect(message).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.id } });
    expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
    // A wrong secret does not verify.
    expect(() => verified(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, got)).toThrow();
    await vi.waitFor(async () =>
      expect(await deliveries(cookie, hook.id)).toEqual([
        expect.objectContaining({ id: delivery.id, status: 'succeeded', attempts: 1, lastStatusCode: 200 }),
      ]),
    );
    const again = await call(t.app, 'GET', '/api/webhooks', { cookie });
    expect(again.json().items[0].lastDelivery).toMatchObject({ status: 'succeeded' });
  });

  it('tells generation.succeeded with the record of a real generation, and nothing to a disabled endpoint', async () => {
    resolver.use(null);
    const { cookie } = await signUp(t.app);
    const on = await create(cookie, '/gen-on');
    const off = await create(cookie, '/gen-off');
    const patched = await call(t.app, 'PATCH', `/api/webhooks/${off.id}`, {
      cookie,
      body: { enabled: false },
    });
    expect(patched.json()).toMatchObject({ enabled: false });
    const res = await runGeneration(t.app, 'image', { cookie, body: IMAGE });
    expect(res.statusCode, res.body).toBe(200);
    const message = verified(on.secret, await receiver.nth('/gen-on', 1));
    expect(message.type).toBe('generation.succeeded');
    expect(message.data.generation).toMatchObject({
      id: res.json().generationId,
      kind: 'image',
      status: 'succeeded',
      cost: res.json().cost,
      error: null,
    });
    expect(receiver.received.filter((r) => r.path === '/gen-off')).toHaveLength(0);
    expect(await deliveries(cookie, off.id)).toEqual([]);
  });

  it('tells generation.failed with its error code (and no provider excerpt) when a generation fails', async () => {
    resolver.use(failingProvider('WEBHOOK_SERVER_ERROR'));
    try {
      const { cookie } = await signUp(t.app);
      const hook = await create(cookie, '/gen-failed', { events: ['generation.failed'] });
      const res = await runGeneration(t.app, 'image', { cookie, body: IMAGE });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const got = await receiver.nth('/gen-failed', 1);
      const message = verified(hook.secret, got);
      expect(message.type).toBe('generation.failed');
      expect(message.data.generation).toMatchObject({
        kind: 'image',
        status: 'failed',
        error: expect.objectContaining({ code: 'WEBHOOK_SERVER_ERROR' }),
      });
      // What the provider answered stays on the server, as in GET /api/generations/:id.
      expect(got.body).not.toContain('secret excerpt');
    } finally {
      resolver.use(null);
    }
  });

  it('tries a failing receiver with the configured delays, then fails; "Send again" sends the same message id', async () => {
    const { cookie } = await signUp(t.app);
    const hook = await create(cookie, '/broken');
    receiver.answer('/broken', 500);
    const sent = (
      await call(t.app, 'POST', `/api/webhooks/${hook.id}/test`, { cookie })
    ).json() as WebhookDelivery;
    const tries = await Promise.all([1, 2, 3].map((n) => receiver.nth('/broken', n)));
    for (const r of tries) expect(r.headers['webhook-id']).toBe(sent.id);
    // Each retry waited its delay after the try before it.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(RETRY_DELAYS[0]!);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(RETRY_DELAYS[1]!);
    await vi.waitFor(async () =>
      expect((await deliveries(cookie, hook.id))[0]).toMatchObject({
        status: 'failed',
        attempts: RETRY_DELAYS.length + 1,
        lastStatusCode: 500,
        lastError: 'The receiver answered 500.',
        nextAttemptAt: null,
      }),
    );
    expect(receiver.received.filter((r) => r.path === '/broken')).toHaveLength(3);

    // While its tries go on (a try may be running), "Send again" is refused and changes nothing.
    const resendUrl = `/api/webhooks/${hook.id}/deliveries/${sent.id}/resend`;
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: 'pending' })
      .where(eq(webhookDeliveries.id, sent.id));
    const early = await call(t.app, 'POST', resendUrl, { cookie });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('WEBHOOK_DELIVERY_PENDING');
    expect((await deliveries(cookie, hook.id))[0]).toMatchObject({ status: 'pending', attempts: 3 });
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(webhookDeliveries.id, sent.id));

    receiver.answer('/broken', 204);
    const resent = await call(t.app, 'POST', `/api/webhooks/${hook.id}/deliveries/${sent.id}/resend`, {
      cookie,
    });
    expect(resent.statusCode, resent.body).toBe(202);
    const fourth = await receiver.nth('/broken', 4);
    expect(fourth.headers['webhook-id']).toBe(sent.id);
    expect(verified(hook.secret, fourth).type).toBe('webhook.test');
    await vi.waitFor(async () =>
      expect((await deliveries(cookie, hook.id))[0]).toMatchObject({
        id: sent.id,
        status: 'succeeded',
        attempts: 1,
      }),
    );
  });

  it('refuses addresses on this machine not listed, and http for public hosts, writing nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const refused = async (url: string, reason: string) => {
      const res = await call(t.app, 'POST', '/api/webhooks', {
        cookie,
        body: { url, events: ['batch.finished'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_URL_REFUSED', details: { reason } });
    };
    await refused(`https://localhost:${receiver.port}/hook`, 'private');
    await refused(`https://[::1]:${receiver.port}/hook`, 'private');
    await refused(`https://10.1.2.3/hook`, 'private');
    await refused('http://example.com/hook', 'https_required');
    await refused(`http://localhost:${receiver.port}/hook`, 'https_required');
    const rows = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, user.id));
    expect(rows).toHaveLength(0);

    const hook = await create(cookie, '/kept');
    const moved = await call(t.app, 'PATCH', `/api/webhooks/${hook.id}`, {
      cookie,
      body: { url: 'http://example.com/x', description: 'changed' },
    });
    expect(moved.json()).toMatchObject({
      code: 'WEBHOOK_URL_REFUSED',
      details: { reason: 'https_required' },
    });
    const [kept] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, hook.id));
    expect(kept).toMatchObject({ url: receiver.url('/kept'), description: '' });
  });

  it('answers 404 to another user on every route and changes nothing', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const hook = await create(owner.cookie, '/mine');
    const sent = (
      await call(t.app, 'POST', `/api/webhooks/${hook.id}/test`, { cookie: owner.cookie })
    ).json();
    await receiver.nth('/mine', 1);
    const base = `/api/webhooks/${hook.id}`;
    for (const [method, url, body] of [
      ['PATCH', base, { enabled: false, description: 'theirs' }],
      ['DELETE', base, undefined],
      ['POST', `${base}/test`, undefined],
      ['GET', `${base}/deliveries`, undefined],
      ['POST', `${base}/deliveries/${sent.id}/resend`, undefined],
    ] as const) {
      const res = await call(t.app, method, url, { cookie: other.cookie, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t.app, 'GET', '/api/webhooks', { cookie: other.cookie })).json().items).toEqual([]);
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(row).toMatchObject({ enabled: true, description: '' });
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(rows).toHaveLength(1);
    expect(receiver.received.filter((r) => r.path === '/mine')).toHaveLength(1);
  });

  it('keeps to the limit under concurrent creates, and deletes an endpoint with its deliveries', async () => {
    const { cookie, user } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: WEBHOOKS_PER_USER_MAX + 2 }, (_, i) =>
        call(t.app, 'POST', '/api/webhooks', {
          cookie,
          body: { url: receiver.url(`/many-${i}`), events: ['batch.finished'] },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(WEBHOOKS_PER_USER_MAX);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      code: 'WEBHOOKS_LIMIT_REACHED',
    });
    const first = answers.find((r) => r.statusCode === 201)!.json() as CreatedWebhook;
    expect((await call(t.app, 'POST', `/api/webhooks/${first.id}/test`, { cookie })).statusCode).toBe(202);
    const removed = await call(t.app, 'DELETE', `/api/webhooks/${first.id}`, { cookie });
    expect(removed.statusCode).toBe(204);
    const left = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, user.id));
    expect(left).toHaveLength(WEBHOOKS_PER_USER_MAX - 1);
    const gone = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, first.id));
    expect(gone).toHaveLength(0);
  });

  it('sends again a delivery whose job was lost, and removes deliveries past their keeping time', async () => {
    const { cookie, user } = await signUp(t.app);
    const hook = await create(cookie, '/lost');
    const [lost, old] = await t.database.db
      .insert(webhookDeliveries)
      .values([
        // Due an hour ago, its job never ran (a crash before the queue took it).
        {
          webhookId: hook.id,
          userId: user.id,
          type: 'webhook.test',
          payload: { lost: true },
          nextAttemptAt: sql`now() - interval '1 hour'`,
        },
        {
          webhookId: hook.id,
          userId: user.id,
          type: 'webhook.test',
          payload: {},
          status: 'succeeded',
          createdAt: sql`now() - interval '31 days'`,
        },
      ])
      .returning();
    await t.services.jobs.send(SWEEP_WEBHOOKS_JOB, {});
    const got = await receiver.nth('/lost', 1);
    expect(got.headers['webhook-id']).toBe(lost!.id);
    expect(verified(hook.secret, got).data).toEqual({ lost: true });
    await t.services.jobs.send(REMOVE_OLD_DELIVERIES_JOB, {});
    const ids = (await deliveries(cookie, hook.id)).map((d) => d.id);
    expect(ids).toContain(lost!.id);
    expect(ids).not.toContain(old!.id);
  });

  it('tells batch.finished when a batch run ends', async () => {
    resolver.use(null);
    const { cookie } = await signUp(t.app);
    const hook = await create(cookie, '/batch', { events: ['batch.finished'] });
    const batch = await startBatch(t.app, cookie, {
      studio: 'article',
      format: 'csv',
      content: csv('Idea\nBread for beginners\n'),
    });
    expect((await batchEnded(t.app, cookie, batch.id)).status).toBe('finished');
    const message = verified(hook.secret, await receiver.nth('/batch', 1));
    expect(message).toMatchObject({
      type: 'batch.finished',
      data: {
        batch: { id: batch.id, studio: 'article', status: 'finished', rows: { total: 1, succeeded: 1 } },
      },
    });
  });
});

describe('outgoing webhooks without ALLOWED_PRIVATE_HOSTS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('refuses 127.0.0.1 and writes nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    for (const url of ['https://127.0.0.1:9/hook', 'http://127.0.0.1:9/hook']) {
      const res = await call(t.app, 'POST', '/api/webhooks', {
        cookie,
        body: { url, events: ['batch.finished'] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_URL_REFUSED');
    }
    const rows = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});
