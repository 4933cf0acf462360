import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_COST, type GenerationRecord } from '@forja/contracts';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { createTestResolver, failingProvider, withResolver } from '../../test/test-provider.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const ARTICLE = {
  kind: 'article',
  input: { idea: 'How small bakeries can win local customers online', title: 'Bread and Reviews' },
};

/** The value of one sample of a Prometheus text answer (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

/*
 * The metrics route on a whole server: the pg-boss queue without workers, so a queued
 * generation stays queued (its credits held, its job waiting) while the test scrapes.
 */
describe.each(databaseKinds)('GET /metrics on %s', (db) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(db, {
      queue: 'pg-boss',
      workers: false,
      env: { METRICS_TOKEN: TOKEN },
      overrides: withResolver(resolver),
    });
    await signUp(t.app); // the administrator; the user below is an ordinary one
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await call(t.app, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a scrape without the token, or with another one, with a 401', async () => {
    const none = await call(t.app, 'GET', '/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await call(t.app, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await call(t.app, 'GET', '/metrics', { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('counts requests by route pattern, generations by kind and outcome, and reads holds and queues', async () => {
    const before = await scrape();
    const completed = { kind: 'titleIdeas', outcome: 'completed' };
    const failed = { kind: 'titleIdeas', outcome: 'failed' };
    const cancelled = { kind: 'article', outcome: 'cancelled' };
    const { cookie } = await signUp(t.app);

    // A generation run inside its request (the demo's builtin provider)…
    const titles = await runGeneration(t.app, 'titleIdeas', {
      cookie,
      body: { idea: 'Bread at dawn', language: 'en' },
    });
    expect(titles.statusCode, titles.body).toBe(200);
    resolver.use(failingProvider('TIMEOUT'));
    const timedOut = await runGeneration(t.app, 'titleIdeas', {
      cookie,
      body: { idea: 'Bread at dusk', language: 'en' },
    });
    resolver.use(null);
    expect(timedOut.statusCode).toBe(504);
    // …and a queued one that no worker takes: its credits stay held, its job waits.
    const queued = await call(t.app, 'POST', '/api/generations', { cookie, body: ARTICLE });
    expect(queued.statusCode, queued.body).toBe(202);
    const { id } = queued.json<GenerationRecord>();
    expect((await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/no-such-thing/42')).statusCode).toBe(404);

    const during = await scrape();
    const route = { method: 'GET', route: '/api/generations/:id', status_class: '2xx' };
    expect(sample(during, 'forja_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(1);
    expect(sample(during, 'forja_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      sample(during, 'forja_http_request_duration_seconds_count', route),
    );
    // Ids never make a label: the address asked for is nowhere, unmatched ones share one label.
    expect(during).not.toContain(id);
    expect(
      sample(during, 'forja_http_request_duration_seconds_count', {
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(during, 'forja_generations_finished_total', completed)).toBe(
      (sample(before, 'forja_generations_finished_total', completed) ?? 0) + 1,
    );
    expect(sample(during, 'forja_generations_finished_total', failed)).toBe(
      (sample(before, 'forja_generations_finished_total', failed) ?? 0) + 1,
    );
    expect(sample(during, 'forja_credits_held')).toBe(ARTICLE_COST);
    expect(sample(during, 'forja_job_queue_waiting', { queue: 'generation.run' })).toBe(1);
    expect(
      sample(during, 'forja_job_queue_oldest_waiting_seconds', { queue: 'generation.run' }),
    ).toBeGreaterThanOrEqual(0);
    expect(sample(during, 'forja_metrics_source_up', { source: 'credits_held' })).toBe(1);
    expect(sample(during, 'forja_metrics_source_up', { source: 'job_queues' })).toBe(1);
    // Node's own metrics, with the prefix.
    expect(sample(during, 'forja_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(during).toContain('forja_nodejs_heap_size_used_bytes');

    // The user cancels the queued one: counted once, its hold gone.
    expect((await call(t.app, 'POST', `/api/generations/${id}/cancel`, { cookie })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'forja_generations_finished_total', cancelled)).toBe(
      (sample(before, 'forja_generations_finished_total', cancelled) ?? 0) + 1,
    );
    expect(sample(after, 'forja_credits_held')).toBe(0);
  });
});
