import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/queue.js';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { buildWorkerApp } from '../../worker-app.js';
import { registerProbeRoutes } from './probe.routes.js';

describe.each(databaseKinds)('the health probes, on %s', (kind) => {
  let t: TestApp;
  let databaseDown = false;
  let jobsRunning = true;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      overrides: (s) => ({
        database: {
          ...s.database,
          ping: () => (databaseDown ? new Promise<void>(() => {}) : s.database.ping()), // a database that hangs
        },
        jobs: Object.assign(Object.create(s.jobs) as JobQueue, { isRunning: () => jobsRunning }),
      }),
    });
  });
  afterAll(() => t.close());

  it('live: 200 whatever the database does', async () => {
    databaseDown = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      databaseDown = false;
    }
  });

  it('ready: 200 when the database answers and the jobs run, 503 with the reason otherwise', async () => {
    const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).json()).toEqual({ status: 'ready' });

    jobsRunning = false; // stopping: draining its jobs
    const draining = await ready();
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'unavailable', reason: 'jobs' });
    jobsRunning = true;

    databaseDown = true;
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', reason: 'database' });
    databaseDown = false;
  });

  it('a worker serves the probes and nothing else', async () => {
    const worker = await buildWorkerApp(t.services);
    try {
      expect((await worker.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await worker.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
        status: 'ready',
      });
      for (const url of ['/api/health', '/api/credits', '/', '/api/auth/get-session']) {
        const res = await worker.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await worker.close();
    }
  });
});

describe('a web process (FORJA_ROLE=web)', () => {
  it('is ready without running jobs itself', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerProbeRoutes(app, {
      database: { ping: async () => {} } as never,
      jobs: { isRunning: () => false } as never,
      runsJobs: false,
    });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      status: 'ready',
    });
    await app.close();
  });
});
