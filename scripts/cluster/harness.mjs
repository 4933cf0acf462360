// A Forja cluster on one machine, for scripts/cluster-test.mjs and `npm run bench -- cluster`:
// a throw-away PostgreSQL database, s3rver as the bucket, cuttable TCP proxies in front of
// both (so a test can take the database or the bucket away without touching the machine's
// PostgreSQL), web and worker processes of the compiled server (what `npm start` runs), and
// nginx in front of the web processes with deploy/nginx.conf rendered for temp ports.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildServerIfChanged } from '../server-build.mjs';
import { buildWebIfChanged } from '../web-build.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const S3rver = require('s3rver');

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const BUCKET = 'forja-cluster';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` (true when done) every `everyMs` until `timeoutMs`; throws `what` on timeout. */
export async function waitFor(what, check, { timeoutMs = 60_000, everyMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** A fresh database on the server of `adminUrl` (TEST_DATABASE_URL); `drop()` removes it. */
export async function createDatabase(adminUrl) {
  const name = `forja_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    /** The same database on another host:port (a proxy in front of it). */
    via: (port) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * A TCP proxy to host:port. `cut()` stops listening (new connections are refused) and drops
 * every open one, as a dead database host or a broken network would; `restore()` listens on
 * the same port again.
 */
export async function startTcpProxy(targetHost, targetPort) {
  const open = new Set();
  let server = null;
  let port = 0;
  const track = (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = () =>
    new Promise((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        track(client);
        track(upstream);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = server.address().port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    get isCut() {
      return server === null;
    },
    cut() {
      server?.close();
      server = null;
      for (const socket of open) socket.destroy();
    },
    async restore() {
      if (!server) await listen();
    },
    close() {
      this.cut();
    },
  };
}

/** s3rver on a temp folder with the cluster's bucket. */
export async function startS3(dir) {
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  return { port, bucket: BUCKET, close: () => s3.close() };
}

/**
 * deploy/nginx.conf for this machine: its upstream lists `webPorts`, it listens on
 * 127.0.0.1:`port` without TLS (the certificate lines and the port-80 redirect go), and its
 * cache lives in `dir`. Each change must find what it replaces, so the example and the test
 * cannot drift apart silently.
 */
export function renderNginxConf(template, { port, webPorts, dir }) {
  let conf = template;
  const replace = (what, pattern, by) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf: no ${what} to replace (${pattern})`);
    conf = conf.replace(pattern, by);
  };
  const servers = webPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  replace('upstream servers', /(?:^\s*server 127\.0\.0\.1:\d+[^;\n]*;\n)+/m, `${servers}\n`);
  replace('cache path', /proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, 'cache')}`);
  replace('port-80 server', /^server \{\n\s*listen 80;[\s\S]*?\n\}\n/m, '');
  replace('TLS listen', /^(\s*)listen 443 ssl[^;]*;$/m, `$1listen 127.0.0.1:${port};`);
  replace('IPv6 TLS listen', /^\s*listen \[::\]:443 ssl[^;]*;\n/m, '');
  replace('TLS settings', /^\s*ssl_[^\n]*\n/gm, '');
  return conf;
}

/**
 * `nginx -t` on deploy/nginx.conf as an operator installs it, TLS and the port-80 server
 * included: only the certificate (a self-signed one made here), the cache folder and the
 * certbot folder point into `dir`. Throws nginx's message when the file is not valid.
 */
export function checkProductionNginxConf(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=forja.example.com',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, 'cache')}`)
    .replace('/var/www/certbot', path.join(dir, 'certbot'));
  fs.writeFileSync(path.join(dir, 'forja.conf'), site);
  const confFile = writeMainConf(dir);
  execFileSync(NGINX, ['-p', dir, '-c', confFile, '-g', `pid ${path.join(dir, 'nginx.pid')};`, '-t', '-q'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** The main nginx.conf around `dir`/forja.conf: logs, temp files and pid in `dir`. */
function writeMainConf(dir) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  const main = [
    // As root, nginx's workers would run as nobody, who cannot enter the temp folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    `  access_log ${path.join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
    `  include ${path.join(dir, 'forja.conf')};`,
    '}',
  ].join('\n');
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, main);
  return confFile;
}

/** nginx in the foreground with everything (pid, logs, temp files, cache) under `dir`. */
export async function startNginx({ dir, port, webPorts }) {
  fs.mkdirSync(dir, { recursive: true });
  const site = renderNginxConf(fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'), {
    port,
    webPorts,
    dir,
  });
  fs.writeFileSync(path.join(dir, 'forja.conf'), site);
  const confFile = writeMainConf(dir);
  const args = ['-p', dir, '-c', confFile, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'inherit' });
  const proc = spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`nginx on ${url}`, async () => {
    if (proc.exitCode !== null) throw new Error(`nginx exited with ${proc.exitCode}; see ${dir}/error.log`);
    return fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
  });
  return { url, port, dir, proc, stop: () => stopProcess(proc) };
}

function stopProcess(proc, signal = 'SIGTERM') {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => proc.kill('SIGKILL'), 15_000);
    proc.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    proc.kill(signal);
  });
}

/**
 * 200 from /api/health/ready; a server without that route (404) is asked /api/health
 * instead. Returns the status seen, or null when nothing answered within `timeoutMs`.
 */
export async function readiness(baseUrl, timeoutMs = 5000) {
  const get = (p) =>
    fetch(`${baseUrl}${p}`, { signal: AbortSignal.timeout(timeoutMs) }).then(
      async (res) => ({ status: res.status, body: await res.text() }),
      () => null,
    );
  const ready = await get('/api/health/ready');
  if (ready?.status !== 404) return ready;
  return get('/api/health');
}

/** The compiled server (and, unless FORJA_CLUSTER_WEB_DIST names one, the web app), built if stale. */
export async function buildForja() {
  if (!process.env.FORJA_CLUSTER_WEB_DIST) buildWebIfChanged();
  return buildServerIfChanged();
}

/**
 * One Forja process: `role` is FORJA_ROLE (web, worker, all), PORT its own, DATA_DIR its own,
 * its output in `dir`/<name>.log. `taskset` pins it to CPUs (e.g. '0').
 */
export async function startForja({ bundle, name, role, port, dir, env, taskset }) {
  const dataDir = path.join(dir, `data-${name}`);
  const logFile = path.join(dir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const command = taskset ? 'taskset' : process.execPath;
  const args = ['--enable-source-maps', bundle];
  const proc = spawn(command, taskset ? ['-c', taskset, process.execPath, ...args] : args, {
    cwd: root,
    env: { ...process.env, ...env, FORJA_ROLE: role, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return {
    name,
    role,
    port,
    url: `http://127.0.0.1:${port}`,
    proc,
    logFile,
    get alive() {
      return proc.exitCode === null && proc.signalCode === null;
    },
    stop: () => stopProcess(proc),
    kill9: () => stopProcess(proc, 'SIGKILL'),
    /** Pids of its child processes (ffmpeg, espeak-ng while it renders). */
    children: () => {
      try {
        return execFileSync('ps', ['-o', 'pid=', '--ppid', String(proc.pid)], { encoding: 'utf8' })
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean);
      } catch {
        return []; // ps exits 1 when there are none
      }
    },
  };
}

export async function waitReady(proc, timeoutMs = 120_000) {
  await waitFor(
    `${proc.name} to be ready on ${proc.url}`,
    async () => {
      if (!proc.alive) throw new Error(`${proc.name} exited (${proc.proc.exitCode}); see ${proc.logFile}`);
      return (await readiness(proc.url, 2000))?.status === 200;
    },
    { timeoutMs },
  );
}

/** Last lines of a log, for failure messages. */
export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** A signed-in user through nginx: cookies kept, the Origin header the CSRF check wants. */
export class Client {
  /** `origin`: the studio's APP_URL when `baseUrl` is another way in (a second nginx). */
  constructor(baseUrl, origin = baseUrl) {
    this.baseUrl = baseUrl;
    this.origin = origin;
    this.cookies = new Map();
  }

  async request(method, p, body, { timeoutMs = 30_000 } = {}) {
    const headers = { origin: this.origin };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${p}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (an nginx error page): kept as text
    }
    return { status: res.status, json, text, ms: performance.now() - started };
  }

  async json(method, p, body, expected = [200]) {
    const res = await this.request(method, p, body);
    if (!expected.includes(res.status))
      throw new Error(`${method} ${p} answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res.json;
  }

  async signUp(label) {
    const email = `${label}-${process.pid}-${Date.now()}@forja.test`;
    const user = await this.json('POST', '/api/auth/sign-up/email', {
      name: `Cluster ${label}`,
      email,
      password: 'cluster-password',
    });
    this.email = email;
    this.userId = user?.user?.id;
    return this;
  }

  credits() {
    return this.json('GET', '/api/credits');
  }

  /**
   * Follows GET /api/generations/:id/events until the record is finished; reconnects (as
   * EventSource does) when a stream ends early. Returns every record received, in order.
   */
  async follow(id, { timeoutMs = 240_000, onRecord } = {}) {
    const records = [];
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${this.baseUrl}/api/generations/${id}/events`, {
          headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
          signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())),
        });
        if (res.status === 200 && res.body) {
          let buffer = '';
          for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) {
            buffer += chunk;
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const event = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = event
                .split('\n')
                .filter((l) => l.startsWith('data: '))
                .map((l) => l.slice(6))
                .join('\n');
              if (!data) continue; // a keep-alive comment
              const record = JSON.parse(data);
              records.push({ ...record, receivedAt: Date.now() });
              onRecord?.(record);
            }
          }
        } else {
          await res.body?.cancel();
        }
      } catch {
        // dropped or timed out: reconnect below
      }
      const last = records.at(-1);
      if (last && ['succeeded', 'failed', 'cancelled'].includes(last.status)) return records;
      await sleep(500);
    }
    throw new Error(`generation ${id} did not finish within ${timeoutMs / 1000} s`);
  }
}

/**
 * The whole cluster. `webs`/`workers`: how many of each; `nginxes`: the web processes each
 * nginx sends to (by index; default one nginx in front of all of them).
 */
export async function startCluster({
  adminUrl,
  webs = 2,
  workers = 2,
  nginxes,
  workerTaskset,
  env: extraEnv = {},
  log = console.log,
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-cluster-'));
  fs.chmodSync(dir, 0o755);
  const cleanups = [];
  const cluster = { dir, webs: [], workers: [], nginx: [], processes: [] };
  cluster.stop = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`cleanup: ${err.message}`);
      }
    }
    if (!process.env.FORJA_CLUSTER_KEEP) fs.rmSync(dir, { recursive: true, force: true });
    else log(`kept ${dir}`);
  };
  try {
    const bundle = await buildForja();
    const database = await createDatabase(adminUrl);
    cleanups.push(() => database.drop());
    const pgProxy = await startTcpProxy(database.host, database.port);
    cleanups.push(() => pgProxy.close());
    const s3 = await startS3(path.join(dir, 's3'));
    cleanups.push(() => s3.close());
    const s3Proxy = await startTcpProxy('127.0.0.1', s3.port);
    cleanups.push(() => s3Proxy.close());

    const nginxPlan = nginxes ?? [Array.from({ length: webs }, (_, i) => i)];
    const nginxPorts = await Promise.all(nginxPlan.map(() => freePort()));
    const appUrl = `http://127.0.0.1:${nginxPorts[0]}`;
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: database.via(pgProxy.port),
      APP_URL: appUrl,
      // Shared by every process: sessions and encrypted settings must read the same everywhere.
      AUTH_SECRET: `cluster-auth-secret-${process.pid}-0123456789abcdef`,
      ENCRYPTION_KEY: Buffer.alloc(32, process.pid % 251).toString('base64'),
      TRUST_PROXY: 'true',
      ALLOWED_PRIVATE_HOSTS: '127.0.0.1,localhost',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      GENERATION_RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: `cluster-metrics-${process.pid}`,
      S3_ENDPOINT: `http://127.0.0.1:${s3Proxy.port}`,
      S3_BUCKET: s3.bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...(process.env.FORJA_CLUSTER_WEB_DIST ? { WEB_DIST: process.env.FORJA_CLUSTER_WEB_DIST } : {}),
      ...extraEnv,
    };
    const start = async (name, role, taskset) => {
      const proc = await startForja({ bundle, name, role, port: await freePort(), dir, env, taskset });
      cluster.processes.push(proc);
      return proc;
    };
    cleanups.push(() => Promise.all(cluster.processes.map((p) => p.stop())));
    /*
     * All at once: the migrations run under their lock, whichever process takes it first.
     * FORJA_CLUSTER_STAGGER=1 lets the first process migrate alone (a server without the lock).
     */
    for (let i = 0; i < webs; i++) {
      cluster.webs.push(await start(`web${i + 1}`, 'web'));
      if (i === 0 && process.env.FORJA_CLUSTER_STAGGER) await waitReady(cluster.webs[0]);
    }
    for (let i = 0; i < workers; i++)
      cluster.workers.push(await start(`worker${i + 1}`, 'worker', workerTaskset));
    await Promise.all(cluster.processes.map((p) => waitReady(p)));

    for (const [i, members] of nginxPlan.entries()) {
      const nginx = await startNginx({
        dir: path.join(dir, `nginx${i + 1}`),
        port: nginxPorts[i],
        webPorts: members.map((m) => cluster.webs[m].port),
      });
      cleanups.push(() => nginx.stop());
      cluster.nginx.push(nginx);
    }
    Object.assign(cluster, {
      database,
      pgProxy,
      s3,
      s3Proxy,
      appUrl,
      env,
      /** Starts a replacement for a process (same role, port and data folder). */
      restart: async (old) => {
        const proc = await startForja({ bundle, name: old.name, role: old.role, port: old.port, dir, env });
        cluster.processes.push(proc);
        const list = old.role === 'worker' ? cluster.workers : cluster.webs;
        list[list.indexOf(old)] = proc;
        await waitReady(proc);
        return proc;
      },
      /** A client of the database itself (not through the proxy), for seeding and diagnostics. */
      sql: async (text, params) => {
        const c = new pg.Client({ connectionString: database.url });
        await c.connect();
        try {
          return (await c.query(text, params)).rows;
        } finally {
          await c.end();
        }
      },
    });
    return cluster;
  } catch (err) {
    for (const p of cluster.processes)
      if (!p.alive || process.env.FORJA_CLUSTER_VERBOSE) console.error(`--- ${p.name}\n${tail(p.logFile)}`);
    await cluster.stop();
    throw err;
  }
}
