import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { registerHttpMetrics } from './http-metrics.js';
import { registerMetricsRoute, type MetricsDeps } from './metrics.routes.js';

const TOKEN = 'a-token-for-these-tests';
const log = pino({ level: 'silent' });
const auth = { authorization: `Bearer ${TOKEN}` };

let app: FastifyInstance;
afterEach(() => app.close());

/** The route alone on a bare Fastify, as the worker serves it on its health port. */
async function metricsApp(deps: Partial<MetricsDeps>) {
  app = Fastify();
  registerHttpMetrics(app);
  registerMetricsRoute(app, {
    token: TOKEN,
    log,
    creditsHeld: async () => 7,
    jobQueues: async () => [{ queue: 'mail.send', waiting: 3, oldestWaitingSeconds: 12.5 }],
    ...deps,
  });
  await app.ready();
  return app;
}

describe('the metrics route', () => {
  it('answers 404, as if absent, when METRICS_TOKEN is unset, whatever is sent', async () => {
    await metricsApp({ token: undefined });
    for (const headers of [{}, auth, { authorization: 'Bearer ' }]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('answers 401 without the bearer token, and the metrics with it', async () => {
    await metricsApp({});
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('\nforja_credits_held 7\n');
    expect(res.body).toContain('forja_job_queue_waiting{queue="mail.send"} 3\n');
    expect(res.body).toContain('forja_job_queue_oldest_waiting_seconds{queue="mail.send"} 12.5\n');
    expect(res.body).toContain('forja_metrics_source_up{source="job_queues"} 1\n');
  });

  it('labels a path no route matched as one route, "unmatched"', async () => {
    await metricsApp({});
    await app.inject({ method: 'GET', url: '/wp-admin/setup-config.php' });
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.body).toMatch(
      /forja_http_request_duration_seconds_count\{method="GET",route="unmatched",status_class="4xx"\} [1-9]/,
    );
    expect(res.body).not.toContain('wp-admin');
  });

  it('answers without a database value that does not come in time, and does not ask again while it is pending', async () => {
    let asked = 0;
    await metricsApp({
      collectTimeoutMs: 20,
      creditsHeld: () => {
        asked++;
        return new Promise<number>(() => {}); // a database that never answers
      },
    });
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/^forja_credits_held /m);
      expect(res.body).toContain('forja_metrics_source_up{source="credits_held"} 0\n');
      expect(res.body).toContain('forja_metrics_source_up{source="job_queues"} 1\n');
    }
    expect(asked).toBe(1);
  });

  it('answers without a database value whose reading failed', async () => {
    await metricsApp({ jobQueues: () => Promise.reject(new Error('relation does not exist')) });
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('forja_job_queue_waiting');
    expect(res.body).toContain('forja_metrics_source_up{source="job_queues"} 0\n');
    expect(res.body).toContain('\nforja_credits_held 7\n');
  });
});
