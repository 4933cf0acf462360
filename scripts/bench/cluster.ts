/*
 * `npm run bench -- cluster`: throughput of the production layout (scripts/cluster/harness.mjs:
 * PostgreSQL, s3rver, nginx with deploy/nginx.conf), measured in one run:
 *   - requests a second through nginx in front of 1 web process and in front of 2 (two nginx
 *     instances over the same processes, taken in turns), for an archive list (GET /api/articles,
 *     a page of 20 for a user with 200 articles) and for starting a generation that runs at
 *     once (POST /api/generations, videoTitleIdeas, the offline demo provider); their ratio;
 *   - renders an hour one worker sustains pinned to one core (taskset -c 0): the default short
 *     (3 scenes × 5 s at 1080×1920, narrated) rendered one after the other, wall time each.
 * The load comes from this process, on the same machine: on 2 cores the second web process
 * competes with nginx, PostgreSQL and the load itself, so the ratio is a floor.
 * Needs TEST_DATABASE_URL (or BENCH_DATABASE_URL) and nginx; runs only when asked by name.
 */
import { performance } from 'node:perf_hooks';
// @ts-expect-error: a plain ES module without types (shared with scripts/cluster-test.mjs).
import { Client, startCluster } from '../cluster/harness.mjs';
import { fmt, quantile } from './measure.js';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 5);
const CONCURRENCY = 16;
const ARTICLES = 200;
const RENDERS = Number(process.env.BENCH_CLUSTER_RENDERS ?? 3);
/** Per-user limit of generations a minute is 20 (the engine's default): users take turns. */
const STARTS_PER_USER = 18;
const USERS_PER_RUN = 25;

interface Response {
  status: number;
  json: unknown;
  text: string;
  ms: number;
}
interface ClusterClient {
  userId: string;
  cookies: Map<string, string>;
  request(method: string, p: string, body?: unknown): Promise<Response>;
  json(method: string, p: string, body?: unknown, expected?: number[]): Promise<unknown>;
  signUp(label: string): Promise<ClusterClient>;
  follow(id: string, opts?: { timeoutMs?: number }): Promise<{ status: string; error: unknown }[]>;
}
interface Cluster {
  nginx: { url: string }[];
  workers: { url: string }[];
  sql(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

/** Closed loop: CONCURRENCY callers for SECONDS; requests a second and latencies of the 2xx. */
async function load(call: (i: number) => Promise<Response>, limit = Infinity) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end && next < limit) {
        const res = await call(next++).catch(() => null);
        if (res && res.status < 300) latencies.push(res.ms);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rps: latencies.length / seconds, latencies: latencies.sort((a, b) => a - b), errors };
}

async function signUps(base: string, label: string, count: number): Promise<ClusterClient[]> {
  const users: ClusterClient[] = [];
  // A few at a time: sign-up hashes a password, and the load should not start on a busy machine.
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, (_, k) =>
      (new Client(base) as ClusterClient).signUp(`${label}${i + k}`),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

async function seedArticles(cluster: Cluster, userId: string) {
  await cluster.sql(
    `INSERT INTO articles (user_id, title, content, original_content, tone, word_count, language, audience, created_at)
     SELECT $1, 'Bench article #' || i, '<p>' || repeat(md5(i::text), 40) || '</p>', '<p>original</p>',
            'professional', 800, 'en', 'general', now() - make_interval(mins => i)
       FROM generate_series(1, ${ARTICLES}) AS i`,
    [userId],
  );
}

type Layout = 'one web' | 'two web';
const row = (label: string, r: { rps: number; latencies: number[]; errors: number }) =>
  console.log(
    `  ${label.padEnd(30)} ${fmt(r.rps).padStart(6)} req/s   median ${fmt(quantile(r.latencies, 0.5), 1)} ms, p95 ${fmt(quantile(r.latencies, 0.95), 1)} ms${r.errors ? `   (${r.errors} errors)` : ''}`,
  );

async function throughput(cluster: Cluster) {
  // Sessions are the studio's (APP_URL, the first nginx) and work through either nginx.
  const appUrl = cluster.nginx[0]!.url;
  const layouts: [Layout, string][] = [
    ['one web', appUrl],
    ['two web', cluster.nginx[1]!.url],
  ];
  /** `user`'s session through `base`. */
  const at = (base: string, user: ClusterClient) => {
    const client = new Client(base, appUrl) as ClusterClient;
    client.cookies = user.cookies;
    return client;
  };
  const reader = await (new Client(appUrl) as ClusterClient).signUp('reader');
  await seedArticles(cluster, reader.userId);

  const results: Record<string, Record<Layout, { rps: number; latencies: number[]; errors: number }[]>> = {
    list: { 'one web': [], 'two web': [] },
    start: { 'one web': [], 'two web': [] },
  };
  console.log(
    `\nThroughput through nginx (${CONCURRENCY} concurrent callers, ${SECONDS} s each, two rounds)`,
  );
  for (const round of [1, 2]) {
    for (const [layout, base] of layouts) {
      const client = at(base, reader);
      const first = await client.request('GET', '/api/articles?limit=20');
      if (first.status !== 200) throw new Error(`GET /api/articles answered ${first.status}: ${first.text}`);
      results.list![layout].push(await load(() => client.request('GET', '/api/articles?limit=20')));
      row(`archive list, ${layout}, round ${round}`, results.list![layout].at(-1)!);
    }
  }
  // Each user may start 20 a minute (the engine's default): every measurement gets users of
  // its own, signed up beforehand (untimed), and stops at their allowance if it comes first.
  const pool = await signUps(appUrl, 'starter', 4 * USERS_PER_RUN);
  let run = 0;
  for (const round of [1, 2]) {
    for (const [layout, base] of layouts) {
      const users = pool.slice(run * USERS_PER_RUN, ++run * USERS_PER_RUN).map((u) => at(base, u));
      const input = { idea: 'Healthy breakfasts for busy mornings' };
      const r = await load(
        (i) =>
          users[i % users.length]!.request('POST', '/api/generations', { kind: 'videoTitleIdeas', input }),
        users.length * STARTS_PER_USER,
      );
      results.start![layout].push(r);
      row(`generation starts, ${layout}, round ${round}`, r);
    }
  }
  const mean = (xs: { rps: number }[]) => xs.reduce((s, x) => s + x.rps, 0) / xs.length;
  for (const [what, label] of [
    ['list', 'archive list'],
    ['start', 'generation starts'],
  ] as const) {
    const one = mean(results[what]!['one web']);
    const two = mean(results[what]!['two web']);
    console.log(`  ${label}: ${fmt(one)} -> ${fmt(two)} req/s with 2 web processes: ×${fmt(two / one, 2)}`);
  }
}

async function rendersPerHour(cluster: Cluster) {
  const base = cluster.nginx[0]!.url;
  const user = await (new Client(base) as ClusterClient).signUp('renderer');
  await cluster.sql(`UPDATE credit_accounts SET balance = 100000 WHERE user_id = $1`, [user.userId]);
  const roleAlone = (await fetch(`${cluster.workers[0]!.url}/api/credits`)).status === 404;
  console.log(
    `\nRenders one worker sustains on one core (taskset -c 0; the default short, ${RENDERS} in a row)`,
  );
  if (!roleAlone)
    console.log(
      '  note: FORJA_ROLE=worker is not in effect on this server: web processes render too, unpinned',
    );
  const input = {
    videoTitle: 'Bread at dawn',
    prompt: 'A short story',
    scenes: [1, 2, 3].map((i) => ({
      id: `scene-${i}`,
      imagePrompt: `A warm bakery at dawn, view ${i}`,
      voiceOverText: `Every morning the bakery wakes up with the first loaves, part ${i}.`,
    })),
  };
  const seconds: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const started = performance.now();
    const record = (await user.json('POST', '/api/generations', { kind: 'video', input }, [202])) as {
      id: string;
    };
    const records = await user.follow(record.id, { timeoutMs: 600_000 });
    const final = records.at(-1)!;
    if (final.status !== 'succeeded')
      throw new Error(`render ${i + 1}: ${final.status} ${JSON.stringify(final.error)}`);
    seconds.push((performance.now() - started) / 1000);
    console.log(`  render ${i + 1}: ${fmt(seconds.at(-1)!, 1)} s (start to finished, through nginx)`);
  }
  const average = seconds.reduce((s, x) => s + x, 0) / seconds.length;
  console.log(`  ${fmt(3600 / average)} renders an hour (${fmt(average, 1)} s each on average)`);
}

export async function clusterBench(adminUrl: string) {
  const started = performance.now();
  const cluster = (await startCluster({
    adminUrl,
    webs: 2,
    workers: 1,
    nginxes: [[0], [0, 1]],
    workerTaskset: '0',
    log: () => {},
  })) as Cluster;
  try {
    console.log(
      `\nCluster bench: 2 web processes, 1 worker on CPU 0, nginx in front of 1 and of 2 (up in ${fmt((performance.now() - started) / 1000, 1)} s)`,
    );
    await throughput(cluster);
    await rendersPerHour(cluster);
  } finally {
    await cluster.stop();
  }
}
