/*
 * Start-up: the SECOND start of `npm start` on a data folder that already holds data (a
 * user, saved articles, a generation), on the embedded database. Measured from spawning the
 * process to GET /api/health answering 200, and the process's resident memory after 5 s idle;
 * the median of 3 starts. Budget: ≤ 3 s and ≤ 300 MB.
 *
 * The machine may be busy, so baselines are measured in the same run, the same way,
 * alternated with the server's starts: a bare Node process that imports nothing and answers
 * /api/health; one that opens the same data folder with PGlite (default settings) and answers;
 * and one that opens it as the server does (db/client.ts: its start parameters, pg_trgm, its V8
 * flag), the floor under the server's figures. The ratios to them, and the CPU time a process
 * used until it answered (all its threads, from /proc), are the steadier figures. The server runs as `npm start` runs it (scripts/start.mjs, which skips the web build
 * when nothing changed) when the web app is built; without a build, the server's entry alone
 * with tsx (the same process, minus the web-build check), and the output says so.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_START_PARAMS, EMBEDDED_V8_FLAGS } from '../../apps/server/src/db/client.js';
import { fmt } from './measure.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTS = 3;
const IDLE_MS = 5_000;
const BUDGET_MS = 3_000;
const BUDGET_MB = 300;
const ARTICLES = 20;

const BARE_SERVER = `require('node:http').createServer((q, s) => s.writeHead(200, {'content-type': 'application/json'}).end('{"status":"ok"}')).listen(Number(process.env.PORT), '127.0.0.1')`;

// The embedded database opening the same folder, alone: the part of a start no deferral removes.
const PGLITE_ALONE = `import http from 'node:http'; import path from 'node:path'; import { PGlite } from '@electric-sql/pglite'; const db = new PGlite({ dataDir: path.join(process.env.DATA_DIR, 'db') }); await db.waitReady; await db.query('SELECT 1'); http.createServer((q, s) => s.writeHead(200).end('{}')).listen(Number(process.env.PORT), '127.0.0.1'); process.on('SIGTERM', async () => { await db.close(); process.exit(0); });`;

// The same, opened as the server opens it (without the migrations check): the floor under the server.
const PGLITE_AS_SERVER = PGLITE_ALONE.replace(
  "import { PGlite } from '@electric-sql/pglite';",
  "import { PGlite } from '@electric-sql/pglite'; import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';",
).replace(
  "{ dataDir: path.join(process.env.DATA_DIR, 'db') }",
  "{ dataDir: path.join(process.env.DATA_DIR, 'db'), extensions: { pg_trgm }, startParams: JSON.parse(process.env.PGLITE_START_PARAMS) }",
);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Command {
  label: string;
  args: string[];
  env: Record<string, string>;
}

export function serverCommand(): Command {
  const webBuilt = fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'));
  if (webBuilt) return { label: 'npm start (scripts/start.mjs)', args: ['scripts/start.mjs'], env: {} };
  return {
    label: 'server entry with tsx (web app not built: run `npm run build` for the full figure)',
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    env: { WEB_DIST: path.join(os.tmpdir(), 'forja-bench-no-web') },
  };
}

function spawnProcess(command: Command, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, command.args, {
    cwd: ROOT,
    env: { ...process.env, ...command.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`  ${command.label} exited with ${code}:\n${errors}`);
  });
  return child;
}

/** Polls /api/health every 10 ms; the time from spawn to the first 200 (ms). */
async function timeToHealthy(child: ChildProcess, port: number, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the process stopped before it answered');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error('no answer from /api/health in 180 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** CPU time a process has used so far (ms, user + system, all threads); NaN where /proc is missing. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return NaN;
  }
}

/** Resident memory of a process (MB), from /proc on Linux, else ps. */
function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  } catch {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export async function measureStart(command: Command, env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawnProcess(command, { ...env, PORT: String(port) });
  try {
    const ms = await timeToHealthy(child, port, started);
    const cpu = cpuMs(child.pid!);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { ms, cpu, mb: rssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

/** First start on an empty folder: a user signs up and saves content through the API. */
export async function prepareData(command: Command, env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawnProcess(command, { ...env, PORT: String(port), APP_URL: base });
  try {
    await timeToHealthy(child, port, performance.now());
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'Bench User', email: 'bench@example.com', password: 'secret123' }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const post = async (url: string, body: object) => {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${url} failed: ${res.status} ${await res.text()}`);
    };
    await post('/api/generations', {
      kind: 'titleIdeas',
      input: { idea: 'Healthy breakfasts for busy mornings', language: 'en' },
    });
    for (let i = 0; i < ARTICLES; i++) {
      await post('/api/articles', {
        title: `Eat well for less, part ${i + 1}`,
        content: '<h2>Plan</h2><p>Cook <strong>once</strong>, eat twice.</p>'.repeat(20),
        tone: 'friendly',
        wordCount: 500,
        language: 'en',
        audience: 'general',
        metaDescription: 'Budget meals for students.',
        tags: ['budget', 'meals'],
      });
    }
  } finally {
    await stop(child);
  }
}

interface Measured {
  ms: number;
  cpu: number;
  mb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function startUp(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-start-'));
  const server = serverCommand();
  const env = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    NODE_ENV: 'development',
  };
  const bare: Command = { label: 'bare node', args: ['-e', BARE_SERVER], env: {} };
  const pglite: Command = {
    label: 'PGlite alone, default settings',
    args: ['--input-type=module', '-e', PGLITE_ALONE],
    env: {},
  };
  const floor: Command = {
    label: 'PGlite as the server opens it',
    args: [EMBEDDED_V8_FLAGS, '--input-type=module', '-e', PGLITE_AS_SERVER],
    env: { PGLITE_START_PARAMS: JSON.stringify(EMBEDDED_START_PARAMS) },
  };
  console.log(`\nStart-up: second start on existing data, embedded database (median of ${STARTS})`);
  console.log(`  server: ${server.label}`);
  try {
    await prepareData(server, env);
    const commands = [bare, pglite, floor, server];
    const runs = commands.map(() => [] as Measured[]);
    // Alternated, so a busy moment of the machine falls on each.
    for (let i = 0; i < STARTS; i++) {
      for (const [c, command] of commands.entries()) runs[c]!.push(await measureStart(command, env));
    }
    const medians = runs.map((r) => ({
      ms: median(r.map((m) => m.ms)),
      cpu: median(r.map((m) => m.cpu)),
      mb: median(r.map((m) => m.mb)),
    }));
    const row = (label: string, m: Measured, extra = '') =>
      console.log(
        `  ${label.padEnd(34)} ${fmt(m.ms).padStart(6)} ms ${fmt(m.cpu).padStart(6)} ms ${fmt(m.mb).padStart(5)} MB${extra}`,
      );
    console.log(`  ${''.padEnd(34)} ${'healthy'.padStart(9)} ${'CPU'.padStart(9)} ${'idle RSS'.padStart(8)}`);
    const s = medians[3]!;
    const each = (key: keyof Measured) => runs[3]!.map((m) => fmt(m[key])).join(', ');
    row('server', s, `   runs ${each('ms')} ms; ${each('mb')} MB`);
    console.log(
      `  ${'budget'.padEnd(34)} ${fmt(BUDGET_MS).padStart(6)} ms ${''.padStart(9)} ${fmt(BUDGET_MB).padStart(5)} MB` +
        `   ${s.ms <= BUDGET_MS ? 'time met' : 'time NOT met'}, ${s.mb <= BUDGET_MB ? 'memory met' : 'memory NOT met'}`,
    );
    for (const [c, command] of commands.slice(0, 3).entries()) {
      const b = medians[c]!;
      row(command.label, b, `   server ${fmt(s.ms / b.ms, 1)}× the time, ${fmt(s.mb / b.mb, 1)}× the memory`);
    }
    console.log(
      `  (data: 1 user, ${ARTICLES} saved articles, 1 generation; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
