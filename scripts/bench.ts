/*
 * `npm run bench`: performance figures, printed and never asserted (not part of npm test).
 * Runs on PostgreSQL — BENCH_DATABASE_URL or TEST_DATABASE_URL, an admin URL on which a
 * throw-away database is created — and skips with a message when neither is set.
 *
 *   credits engine  hold+capture operations a second (sequential and concurrent run() calls
 *                   with a no-op provider) and 200 concurrent holds on a balance covering 50
 *   generation      the latency the engine and the endpoint add over a local webhook that
 *                   answers at once (median and p95; target: under 5 ms at the median)
 *   archive list    GET /api/articles, a page of 20, for a user with 10,000 saved articles
 *                   (first page and later cursor pages; median and p95; target: p95 <= 15 ms)
 *   studio archives GET /api/images, /api/video-scripts and /api/videos at 10,000 rows: first and last
 *                   page, and searches (same target)
 *   back-office users GET /api/admin/users at 100,000 users: first and deep pages, status
 *                   filters, prefix searches on e-mail and name (same target)
 *   video render    the default short at 1080×1920 and 720×1280 beside a hand-written one-pass
 *                   ffmpeg command, peak memory, two renders at once (needs no database)
 *   web             the JavaScript each page's first load fetches from the built app, gzipped,
 *                   beside its budget (needs `npm run build`, no database; scripts/bench/web-bundle.ts);
 *                   `--what` lists the modules in each file
 *   start           the second start of `npm start` on existing data: time to a healthy
 *                   /api/health and idle memory, beside a bare Node process (needs no database)
 *   cluster         only when asked by name (minutes; needs nginx): requests a second through
 *                   nginx with 1 and 2 web processes (archive list, generation starts) and their
 *                   ratio, renders an hour of one worker on one core (scripts/bench/cluster.ts)
 *
 * `npm run bench -- render` (or credits, generation, archives, studio, users, web, start, cluster) runs only those sections.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { creditAccounts } from '../apps/server/src/db/schema/index.js';
import { createWebhookProvider } from '../apps/server/src/integrations/generation/index.js';
import { createGenerationEngine } from '../apps/server/src/modules/generation/generation-engine.service.js';
import { createUrlGuard } from '../apps/server/src/lib/url-guard.js';
import { call, createTestApp, signUp, type TestApp } from '../apps/server/src/test/harness.js';
import { adminUsers } from './bench/admin-users.js';
import { archiveList } from './bench/archive-list.js';
import { studioArchives } from './bench/studio-archives.js';
import { fmt, quantile, throughput, timed } from './bench/measure.js';
import { videoRender } from './bench/video-render.js';
import { printWebBundle } from './bench/web-bundle.js';
import { startUp } from './bench/start-up.js';
import { clusterBench } from './bench/cluster.js';
import { offlineSpeechEngine } from '../apps/server/src/integrations/speech/create-speech-engine.js';

const OPERATIONS = 2000;
const CONCURRENCY = 32;
const LATENCY_SAMPLES = 500;
const WARM_UP = 50;
const UNLIMITED = { maxRunning: 1_000_000, maxPerMinute: 1_000_000_000 };

const SECTIONS = [
  'credits',
  'generation',
  'archives',
  'studio',
  'users',
  'render',
  'web',
  'start',
  'cluster',
] as const;
const NO_DATABASE = ['render', 'web', 'start'];
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const flags = args.filter((arg) => arg.startsWith('--'));
const asked = args.filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((arg) => !(SECTIONS as readonly string[]).includes(arg));
if (unknown.length > 0) {
  console.error(`bench: unknown section ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  process.exit(1);
}
/** `cluster` runs only when named: it starts nginx and five processes and takes minutes. */
const BY_NAME_ONLY = ['cluster'];
const wants = (section: (typeof SECTIONS)[number]) =>
  asked.includes(section) || (asked.length === 0 && !BY_NAME_ONLY.includes(section));
const needsDatabase = SECTIONS.some((section) => !NO_DATABASE.includes(section) && wants(section));
const whatFlag = flags.find((flag) => flag === '--what' || flag.startsWith('--what='));

const dbUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// The harness creates (and drops) a fresh database on the server of TEST_DATABASE_URL.
if (dbUrl) process.env.TEST_DATABASE_URL = dbUrl;

async function fundedUser(t: TestApp, balance: number): Promise<{ id: string; cookie: string }> {
  const { user, cookie } = await signUp(t.app);
  await t.database.db.update(creditAccounts).set({ balance }).where(eq(creditAccounts.userId, user.id));
  return { id: user.id, cookie };
}

async function creditsEngine(t: TestApp) {
  const engine = createGenerationEngine(t.services.creditOperations, pino({ level: 'silent' }), {
    limits: UNLIMITED,
  });
  const run = (userId: string) =>
    engine.run({ userId, kind: 'bench', provider: 'noop', input: null, cost: 1 }, async () => null);

  console.log('\nCredits engine (hold + capture, one run() each, no-op provider)');
  const one = await fundedUser(t, 1_000_000);
  const sequential = await throughput(OPERATIONS, 1, () => run(one.id));
  console.log(`  ${'sequential, one account'.padEnd(34)} ${fmt(sequential)} ops/s  (${OPERATIONS} runs)`);
  const contended = await throughput(OPERATIONS, CONCURRENCY, () => run(one.id));
  console.log(
    `  ${`${CONCURRENCY} concurrent, one account`.padEnd(34)} ${fmt(contended)} ops/s  (same balance row: serialised by design)`,
  );
  const users = await Promise.all(Array.from({ length: CONCURRENCY }, () => fundedUser(t, 1_000_000)));
  const spread = await throughput(OPERATIONS, CONCURRENCY, (i) => run(users[i % users.length]!.id));
  console.log(`  ${`${CONCURRENCY} concurrent, ${CONCURRENCY} accounts`.padEnd(34)} ${fmt(spread)} ops/s`);
  const [account] = await t.database.db
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, one.id));
  console.log(
    `  check: one account charged ${fmt(1_000_000 - account!.balance)} of ${2 * OPERATIONS} runs, held ${account!.held}`,
  );

  const poor = await fundedUser(t, 50);
  const results = await Promise.allSettled(Array.from({ length: 200 }, () => run(poor.id)));
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  const [after] = await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, poor.id));
  console.log(
    `  200 concurrent holds on 50 credits: ${ok} succeeded, balance ${after!.balance} (budget: exactly 50, 0)`,
  );
}

async function startWebhook(): Promise<{ url: string; server: Server }> {
  const reply = JSON.stringify({
    titles: ['Ten quick breakfasts', 'Breakfast on a budget', 'Morning meals that last'],
  });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(reply));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}

async function generationLatency() {
  const webhook = await startWebhook();
  // The webhook is on 127.0.0.1: generation addresses an administrator sets may be local.
  const provider = createWebhookProvider({
    urls: { article: webhook.url },
    urlGuard: createUrlGuard({ privateHosts: 'any' }),
  });
  const t = await createTestApp('postgres', {
    env: { GENERATION_RATE_LIMIT_PER_MINUTE: '1000000' },
    overrides: (s) => ({
      providerResolver: {
        providerFor: async () => ({ provider, providerKind: 'webhook' as const, ownHosts: ['127.0.0.1'] }),
        speechEngine: async () => ({ engine: offlineSpeechEngine(), providerKind: 'builtin' as const }),
      },
      generationEngine: createGenerationEngine(s.creditOperations, s.log, { limits: UNLIMITED }),
    }),
  });
  try {
    const user = await fundedUser(t, 1_000_000);
    const input = { idea: 'Healthy breakfasts for busy mornings', language: 'en' as const };
    const direct = await timed(LATENCY_SAMPLES, WARM_UP, () => provider.titleIdeas(input));
    const engine = await timed(LATENCY_SAMPLES, WARM_UP, () =>
      t.services.generationEngine.run(
        { userId: user.id, kind: 'titleIdeas', provider: 'webhook', input, cost: 0 },
        () => provider.titleIdeas(input),
      ),
    );
    const endpoint = await timed(LATENCY_SAMPLES, WARM_UP, async () => {
      const res = await call(t.app, 'POST', '/api/generations', {
        cookie: user.cookie,
        body: { kind: 'titleIdeas', input },
      });
      if (res.statusCode !== 200) throw new Error(`bench request failed: ${res.statusCode} ${res.body}`);
    });

    const row = (label: string, s: number[], base?: number[]) => {
      const extra = base
        ? `   added: median ${fmt(quantile(s, 0.5) - quantile(base, 0.5), 2)} ms, p95 ${fmt(quantile(s, 0.95) - quantile(base, 0.95), 2)} ms`
        : '';
      console.log(
        `  ${label.padEnd(34)} median ${fmt(quantile(s, 0.5), 2)} ms, p95 ${fmt(quantile(s, 0.95), 2)} ms${extra}`,
      );
    };
    console.log(
      `\nGeneration latency over a local webhook that answers at once (${LATENCY_SAMPLES} sequential calls each)`,
    );
    row('webhook called directly', direct);
    row('inside generationEngine.run', engine, direct);
    row('POST /api/generations (titleIdeas)', endpoint, direct);
    console.log(
      '  (endpoint = session lookup + validation + hold + webhook + capture + reply; target: added < 5 ms at the median)',
    );
  } finally {
    await t.close();
    await new Promise((r) => webhook.server.close(r));
  }
}

async function databaseSections(url: string) {
  console.log(`bench on PostgreSQL (${new URL(url).host}), node ${process.version}`);
  if (wants('credits')) {
    const t = await createTestApp('postgres');
    try {
      await creditsEngine(t);
    } finally {
      await t.close();
    }
  }
  if (wants('generation')) await generationLatency();
  if (wants('archives')) await archiveList();
  if (wants('studio')) await studioArchives();
  if (wants('users')) await adminUsers();
  if (wants('cluster')) await clusterBench(url);
}

async function main() {
  if (needsDatabase && !dbUrl) {
    console.log(
      'bench: database sections skipped — set BENCH_DATABASE_URL or TEST_DATABASE_URL (postgres://…) to run them on PostgreSQL.',
    );
  } else if (needsDatabase) {
    await databaseSections(dbUrl!);
  }
  if (wants('render')) await videoRender();
  if (wants('web')) {
    printWebBundle({
      what:
        whatFlag === undefined ? undefined : whatFlag === '--what' ? true : whatFlag.slice('--what='.length),
      packages: !flags.includes('--modules'),
    });
  }
  if (wants('start')) await startUp();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
