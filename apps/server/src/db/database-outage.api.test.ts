import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../jobs/queue.js';
import { call, createTestApp, signUp, type TestApp } from '../test/harness.js';
import { startPgProxy } from '../test/pg-proxy.js';

const PING = defineJob({ name: 'test.outage-ping' });
const FAIL_FAST_MS = 5_000;

/*
 * The database goes away under a running server (a restart, a network cut) and comes back:
 * requests meanwhile answer 503 SERVICE_UNAVAILABLE quickly, the process survives, and
 * everything works again afterwards without a restart (issue 24).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a PostgreSQL outage (skipped without TEST_DATABASE_URL)',
  () => {
    let t: TestApp;
    let proxy: Awaited<ReturnType<typeof startPgProxy>>;
    let cookie: string;
    beforeAll(async () => {
      const pg = new URL(process.env.TEST_DATABASE_URL!);
      proxy = await startPgProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
      t = await createTestApp('postgres', { queue: 'pg-boss', databaseVia: proxy.address });
      ({ cookie } = await signUp(t.app));
    });
    afterAll(async () => {
      proxy.restore();
      await t.close();
      await proxy.close();
    });

    const timed = async (url: string) => {
      const started = Date.now();
      const res = await call(t.app, 'GET', url, { cookie });
      return { res, ms: Date.now() - started };
    };

    it('answers 503 while the database is gone, and recovers by itself', async () => {
      expect((await timed('/api/credits')).res.statusCode).toBe(200);

      for (const cut of ['reset', 'hang'] as const) {
        proxy[cut]();
        const { res, ms } = await timed('/api/credits');
        expect(res.statusCode, `${cut}: ${res.body}`).toBe(503);
        expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(ms).toBeLessThan(FAIL_FAST_MS);
        const ready = await timed('/api/health/ready');
        expect(ready.res.statusCode).toBe(503);
        expect(ready.res.json()).toEqual({ status: 'unavailable', reason: 'database' });
        expect((await timed('/api/health/live')).res.statusCode).toBe(200);
        // Better Auth's own answer to a failed query (a 500) becomes the same 503.
        const session = await timed('/api/auth/get-session');
        expect(session.res.statusCode, session.res.body).toBe(503);
        expect(session.res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        proxy.restore();
        await expect
          .poll(async () => (await timed('/api/credits')).res.statusCode, { timeout: 10_000 })
          .toBe(200);
      }
      expect((await timed('/api/health/ready')).res.json()).toEqual({ status: 'ready' });

      // The job queue lived through it: a job sent now runs.
      const ran = new Promise<void>((resolve) => void t.services.jobs.work(PING, async () => resolve()));
      await t.services.jobs.send(PING, {});
      await ran;
    }, 60_000);
  },
);
