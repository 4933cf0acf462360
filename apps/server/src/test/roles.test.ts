import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/env.js';
import { PgBossQueue } from '../jobs/pg-boss-queue.js';
import { startServices } from '../runtime.js';
import { TEST_ENCRYPTION_KEY } from './harness.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const adminUrl = process.env.TEST_DATABASE_URL;

/** A server entry (main.ts or worker.ts) as a process of its own; `output` gathers what it prints. */
function run(entry: 'main.ts' | 'worker.ts', env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-roles-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src', entry)], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      FORJA_ROLE: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
      AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = { child, output: '', exited: new Promise<number | null>((r) => child.on('exit', r)) };
  child.stdout!.on('data', (d: Buffer) => (proc.output += d));
  child.stderr!.on('data', (d: Buffer) => (proc.output += d));
  void proc.exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return proc;
}

/** Resolves with the output once `text` appears in it (or rejects when the process ends first). */
function seen(proc: ReturnType<typeof run>, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(proc.output);
      if (match) {
        proc.child.stdout!.off('data', check);
        resolve(match);
      }
    };
    proc.child.stdout!.on('data', check);
    check();
    void proc.exited.then((code) =>
      reject(new Error(`exited with ${code} before ${pattern}:\n${proc.output}`)),
    );
  });
}

describe('FORJA_ROLE at start', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

  it('refuses web and worker on the embedded database, with a clear message', async () => {
    const web = run('main.ts', { FORJA_ROLE: 'web' });
    const worker = run('worker.ts', {});
    expect(await web.exited).toBe(1);
    expect(web.output).toContain('Forja cannot start: FORJA_ROLE=web needs PostgreSQL (DATABASE_URL)');
    expect(await worker.exited).toBe(1);
    expect(worker.output).toContain('Forja cannot start: FORJA_ROLE=worker needs PostgreSQL (DATABASE_URL)');
  }, 60_000);

  it.skipIf(!adminUrl)(
    'runs `npm run worker` with only its probes on PORT, and stops cleanly on SIGTERM (skipped without TEST_DATABASE_URL)',
    async () => {
      const name = `forja_roles_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      try {
        // FORJA_ROLE=web in the environment: `npm run worker` is a worker all the same.
        const worker = run('worker.ts', { DATABASE_URL: url.toString(), FORJA_ROLE: 'web' });
        children.push(worker.child);
        const [, address] = await seen(worker, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
        await seen(worker, /worker started/);
        const ready = await fetch(`${address}/api/health/ready`);
        expect(await ready.json()).toEqual({ status: 'ready' });
        expect((await fetch(`${address}/api/health/live`)).status).toBe(200);
        expect((await fetch(`${address}/api/credits`)).status).toBe(404);

        worker.child.kill('SIGTERM');
        expect(await worker.exited).toBe(0);
        expect(worker.output).toContain('job system stopped');
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    90_000,
  );

  it.skipIf(!adminUrl)(
    'web registers no job handler, no periodic job and no schedule; worker and all register them (skipped without TEST_DATABASE_URL)',
    async () => {
      const name = `forja_roles_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-roles-'));
      const registered = ['work', 'every', 'schedule'].map((method) =>
        vi.spyOn(PgBossQueue.prototype, method as 'work'),
      );
      const count = () => registered.reduce((n, spy) => n + spy.mock.calls.length, 0);
      try {
        const counts: Record<string, number> = {};
        for (const role of ['web', 'worker', 'all']) {
          const config = parseConfig({
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            DATABASE_URL: url.toString(),
            DATA_DIR: dataDir,
            FORJA_ROLE: role,
            ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
            AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
          });
          const before = count();
          const services = await startServices(config, pino({ level: 'silent' }));
          counts[role] = count() - before;
          await services.jobs.stop();
          await services.database.close();
        }
        expect(counts.web).toBe(0);
        expect(counts.worker).toBeGreaterThan(5);
        expect(counts.all).toBe(counts.worker);
      } finally {
        registered.forEach((spy) => spy.mockRestore());
        fs.rmSync(dataDir, { recursive: true, force: true });
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    90_000,
  );
});
