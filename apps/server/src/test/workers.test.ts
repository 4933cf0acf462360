import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ARTICLE_COST } from '@forja/contracts';
import { creditAccounts, generations } from '../db/schema/index.js';
import { createGenerationEngine } from '../modules/generation/generation-engine.service.js';
import { call, createTestApp, signUp, TEST_ENCRYPTION_KEY, type TestApp } from './harness.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const JOBS = 50;

/** `npm run worker` as a process of its own, on the test's PostgreSQL database; resolves once it works. */
function startWorker(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/worker.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
      AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
      ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
      GENERATION_WORKER_CONCURRENCY: '4',
      // A worker serves its health probes: on a free port each.
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000);
    const seen = (d: Buffer) => {
      output += d;
      if (output.includes('worker started')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}:\n${output}`)));
  });
}

describe('queued generations with two worker processes on PostgreSQL', () => {
  const children: ChildProcess[] = [];
  let t: TestApp | undefined;
  afterAll(async () => {
    children.forEach((c) => c.kill('SIGKILL'));
    await t?.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    `runs each of ${JOBS} queued articles exactly once (needs TEST_DATABASE_URL)`,
    async () => {
      // The webhook counts the requests for each title; it answers after a moment so the jobs overlap.
      const requests = new Map<string, number>();
      const webhook = http.createServer((req, res) => {
        let body = '';
        req.on('data', (d) => (body += d));
        req.on('end', () => {
          const title = /Job \d+/.exec(body)?.[0] ?? 'unknown';
          requests.set(title, (requests.get(title) ?? 0) + 1);
          setTimeout(() => {
            res.writeHead(200, { 'content-type': 'application/json' }).end(
              JSON.stringify({
                post_content: `<h2>${title}</h2><p>${'A short article written for the test. '.repeat(12)}</p>`,
                meta_description: title,
                tags: ['one', 'two', 'three'],
              }),
            );
          }, 50);
        });
      });
      await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
      const hook = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;

      // This process only takes requests and sends jobs; the two workers run them.
      t = await createTestApp('postgres', {
        queue: 'pg-boss',
        workers: false,
        env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' },
        overrides: (s) => ({
          generationEngine: createGenerationEngine(s.creditOperations, s.log, {
            limits: { maxRunning: JOBS, maxPerMinute: JOBS },
          }),
        }),
      });
      const admin = await signUp(t.app);
      const settings = (
        await call(t.app, 'GET', '/api/admin/generation-settings', { cookie: admin.cookie })
      ).json();
      const put = await call(t.app, 'PUT', '/api/admin/generation-settings', {
        cookie: admin.cookie,
        body: {
          providers: { ...settings.providers, article: 'webhook' },
          webhooks: { ...settings.webhooks, article: hook },
          openai: {
            baseUrl: settings.openai.baseUrl,
            textModel: settings.openai.textModel,
            imageModel: settings.openai.imageModel,
          },
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      await t.services.creditOperations.grant(admin.user.id, 100, 'test', 'workers');

      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-workers-'));
      children.push(...(await Promise.all([1, 2].map(() => startWorker(t!.database.url!, dataDir)))));

      const started = await Promise.all(
        Array.from({ length: JOBS }, (_, i) =>
          call(t!.app, 'POST', '/api/generations', {
            cookie: admin.cookie,
            body: {
              kind: 'article',
              input: { idea: 'Articles written by two workers at once', title: `Job ${i}` },
            },
          }),
        ),
      );
      expect(started.map((r) => r.statusCode)).toEqual(Array(JOBS).fill(202));

      const rows = () =>
        t!.database.db.select().from(generations).where(eq(generations.userId, admin.user.id));
      await expect
        .poll(async () => (await rows()).filter((r) => r.status === 'succeeded').length, { timeout: 90_000 })
        .toBe(JOBS);
      const done = await rows();
      expect(done.every((r) => r.attempts === 1)).toBe(true);
      expect(requests.size).toBe(JOBS);
      expect([...requests.values()].every((n) => n === 1)).toBe(true);
      const [account] = await t.database.db
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, admin.user.id));
      expect(account).toMatchObject({ balance: 150 - JOBS * ARTICLE_COST, held: 0, activeGenerations: 0 });
      webhook.close();
    },
    180_000,
  );
});

describe('a worker stopped (SIGTERM) while it runs a queued generation, on PostgreSQL', () => {
  const children: ChildProcess[] = [];
  let t: TestApp | undefined;
  const servers: http.Server[] = [];
  afterAll(async () => {
    children.forEach((c) => c.kill('SIGKILL'));
    servers.forEach((s) => s.closeAllConnections());
    await t?.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'hands it back at its shutdown deadline; another worker runs it, charged once (needs TEST_DATABASE_URL)',
    async () => {
      // The webhook holds its first request (a generation still working at the deadline) and
      // answers every later one.
      let calls = 0;
      let firstArrived!: () => void;
      const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
      const webhook = http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          if (++calls === 1) return firstArrived(); // never answered
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              post_content: `<h2>Handed back</h2><p>${'Written by the second worker. '.repeat(12)}</p>`,
              meta_description: 'Handed back',
              tags: ['one', 'two', 'three'],
            }),
          );
        });
      });
      servers.push(webhook);
      await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
      const hook = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;

      t = await createTestApp('postgres', {
        queue: 'pg-boss',
        workers: false,
        env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' },
      });
      const admin = await signUp(t.app);
      const settings = (
        await call(t.app, 'GET', '/api/admin/generation-settings', { cookie: admin.cookie })
      ).json();
      await call(t.app, 'PUT', '/api/admin/generation-settings', {
        cookie: admin.cookie,
        body: {
          providers: { ...settings.providers, article: 'webhook' },
          webhooks: { ...settings.webhooks, article: hook },
          openai: {
            baseUrl: settings.openai.baseUrl,
            textModel: settings.openai.textModel,
            imageModel: settings.openai.imageModel,
          },
        },
      });
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-workers-'));
      const first = await startWorker(t.database.url!, dataDir, { SHUTDOWN_DEADLINE_MS: '500' });
      children.push(first);

      const res = await call(t.app, 'POST', '/api/generations', {
        cookie: admin.cookie,
        body: { kind: 'article', input: { idea: 'An article its worker hands back', title: 'Handed back' } },
      });
      expect(res.statusCode, res.body).toBe(202);
      const { id } = res.json() as { id: string };
      await arrived;

      const exited = new Promise<number | null>((resolve) => first.once('exit', resolve));
      first.kill('SIGTERM');
      expect(await exited).toBe(0);
      const row = async () =>
        (await t!.database.db.select().from(generations).where(eq(generations.id, id)))[0]!;
      const account = async () =>
        (
          await t!.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, admin.user.id))
        )[0]!;
      expect(await row()).toMatchObject({ status: 'queued', attempts: 1 });
      expect(await account()).toMatchObject({ balance: 50, held: ARTICLE_COST });

      children.push(await startWorker(t.database.url!, dataDir));
      await expect.poll(async () => (await row()).status, { timeout: 30_000 }).toBe('succeeded');
      expect(await row()).toMatchObject({ attempts: 2 });
      expect(await account()).toMatchObject({ balance: 50 - ARTICLE_COST, held: 0, activeGenerations: 0 });
      expect(calls).toBe(2);
    },
    120_000,
  );
});
