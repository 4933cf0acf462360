import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_COST } from '@forja/contracts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// What `npm start` runs: the compiled server (scripts/server-build.mjs builds it if its sources changed).
const main = path.join(root, 'apps/server/dist/main.mjs');
beforeAll(() => {
  execFileSync(process.execPath, [path.join(root, 'scripts/server-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  // Node itself (not a CLI that would run the server in a child of its own, which a SIGKILL
  // of the CLI would leave running).
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

  it('refuses a second server on the same DATA_DIR at once, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-proc-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    children.push(first.child);
    await waitForHealth(port, 60_000);

    const second = startServer(dataDir, await freePort());
    children.push(second.child);
    const started = Date.now();
    expect(await second.exited).toBe(1);
    /*
     * Refused without waiting for the lock: the time is the process's own start (loading the
     * server's code), which on a busy 2-core machine beside the other suites passed 10 s. A
     * server that waited would sit here until the test's timeout.
     */
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(second.output()).toContain('Another Forja server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);

  it('answers a slow body with 408, and stops on SIGTERM by its deadline though a client never finishes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-slow-'));
    const port = await freePort();
    const server = startServer(dataDir, port, { REQUEST_TIMEOUT_MS: '4000', SHUTDOWN_DEADLINE_MS: '1000' });
    children.push(server.child);
    await waitForHealth(port, 60_000);

    // An idle kept-alive connection is kept for 72 s, not Node's 5 s: a client that reuses one
    // after a few idle seconds does not race the server closing it (clients read this header).
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.headers.get('keep-alive')).toBe('timeout=72');

    // A body announced as 100 bytes that arrives one byte a second: cut off, never waited on.
    const slowRequest = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      const drip = setInterval(() => socket.writable && socket.write(' '), 1000);
      let reply = '';
      socket.on('data', (d) => (reply += d));
      const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(reply)));
      socket.on('error', () => {});
      return { ended, stop: () => clearInterval(drip) };
    };
    const first = slowRequest();
    const started = Date.now();
    const reply = await first.ended;
    first.stop();
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(8_000);

    // A client mid-request when SIGTERM comes does not keep the process alive past the shutdown
    // deadline (1 s here), well before its own request timeout (4 s) would have ended it.
    const second = slowRequest();
    await new Promise((r) => setTimeout(r, 200));
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(3_500);
    second.stop();
  }, 120_000);

  it('runs a queued generation again after its server was killed, and fails it with the credits whole after a second kill', async () => {
    // A webhook that answers only the requests it is told to: the others stay in flight while the process dies.
    const pending: http.ServerResponse[] = [];
    let answering = false;
    const article = {
      post_content: `<h2>Fresh bread</h2><p>${'Bakeries win customers when they post every morning. '.repeat(12)}</p>`,
      meta_description: 'How bakeries win customers online.',
      tags: ['bakery', 'social media', 'customers'],
    };
    const webhook = http.createServer((req, res) => {
      req.resume();
      if (!answering) return void pending.push(res);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(article));
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const hook = `http://127.0.0.1:${(webhook.address() as net.AddressInfo).port}/hook`;

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { APP_URL: base, ALLOWED_PRIVATE_HOSTS: '127.0.0.1,localhost' };
    let cookie = '';
    const api = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      return res;
    };
    const credits = async () =>
      (await (await api('GET', '/api/credits')).json()) as { balance: number; held: number };
    const generation = async (id: string) =>
      (await (await api('GET', `/api/generations/${id}`)).json()) as {
        status: string;
        restarted: boolean;
        error: { code: string } | null;
      };
    const start = async () => {
      const server = startServer(dataDir, port, env);
      children.push(server.child);
      await waitForHealth(port, 60_000);
      return server;
    };
    const kill = async (server: ReturnType<typeof startServer>) => {
      server.child.kill('SIGKILL');
      await server.exited;
      pending.splice(0).forEach((res) => res.destroy());
    };
    const queueArticle = async () => {
      const res = await api('POST', '/api/generations', {
        kind: 'article',
        input: { idea: 'How small bakeries can win customers with social media', title: 'Bakeries online' },
      });
      expect(res.status).toBe(202);
      return ((await res.json()) as { id: string }).id;
    };

    try {
      let server = await start();
      // The first account is the administrator: it sends articles to the webhook.
      const signUp = { name: 'Ana Admin', email: 'ana@forja.test', password: 'a-long-password' };
      expect((await api('POST', '/api/auth/sign-up/email', signUp)).status).toBe(200);
      const before = await credits();
      const settings = (await (await api('GET', '/api/admin/generation-settings')).json()) as {
        providers: Record<string, string>;
        webhooks: Record<string, string>;
        openai: { baseUrl: string; textModel: string; imageModel: string };
      };
      const { baseUrl, textModel, imageModel } = settings.openai;
      const put = await api('PUT', '/api/admin/generation-settings', {
        providers: { ...settings.providers, article: 'webhook' },
        webhooks: { ...settings.webhooks, article: hook },
        openai: { baseUrl, textModel, imageModel },
      });
      expect(put.status).toBe(200);

      // 1. Killed while its job runs; started again, the job runs a second time and finishes: charged once.
      const first = await queueArticle();
      await expect.poll(() => pending.length, { timeout: 15_000 }).toBe(1);
      expect(await credits()).toMatchObject({ balance: before.balance, held: ARTICLE_COST });
      await kill(server);
      answering = true;
      server = await start();
      await expect.poll(async () => (await generation(first)).status, { timeout: 30_000 }).toBe('succeeded');
      expect(await generation(first)).toMatchObject({ restarted: true, error: null });
      expect(await credits()).toMatchObject({ balance: before.balance - ARTICLE_COST, held: 0 });

      // 2. Killed during both runs: failed INTERRUPTED, nothing charged, nothing held.
      answering = false;
      const second = await queueArticle();
      await expect.poll(() => pending.length, { timeout: 15_000 }).toBe(1);
      await kill(server);
      server = await start();
      await expect.poll(() => pending.length, { timeout: 30_000 }).toBe(1); // its second run
      expect(await generation(second)).toMatchObject({ status: 'running', restarted: true });
      await kill(server);
      server = await start();
      expect(await generation(second)).toMatchObject({ status: 'failed', error: { code: 'INTERRUPTED' } });
      expect(await credits()).toMatchObject({ balance: before.balance - ARTICLE_COST, held: 0 });
      expect(pending).toHaveLength(0); // not run a third time

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      pending.forEach((res) => res.destroy());
      webhook.close();
    }
  }, 240_000);
});
