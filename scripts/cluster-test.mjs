// `npm run test:cluster`: Forja as production runs it, on one machine (scripts/cluster/harness.mjs):
// 2 web processes (FORJA_ROLE=web) behind nginx with deploy/nginx.conf, 2 workers
// (FORJA_ROLE=worker), PostgreSQL and an S3 bucket (s3rver) each behind a TCP proxy the test
// can cut. All traffic goes through nginx, as a browser's would. Checks:
//   0. deploy/nginx.conf as installed (TLS included) passes `nginx -t`; /metrics is not served
//      through nginx, and on a process's own port only with METRICS_TOKEN.
//   1. 20 users each render a short video (demo mode) and follow it over SSE through nginx:
//      one completed video each, charged once, progress streamed.
//   2. kill -9 of a worker in the middle of a render: the render is finished by another worker
//      or fails with its hold released, within a minute; nobody is charged twice.
//   3. PostgreSQL cut for 30 s: the web processes answer 503 quickly (no hang, no crash) and
//      recover without a restart; no credit lost or left held.
//   4. The bucket unreachable during a render: it fails with an error code and costs nothing.
// Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
// database forja_cluster_<pid> is created and dropped) and nginx (NGINX_BIN, /usr/sbin/nginx).
// Exits non-zero with the failed checks listed; cleans up in every case.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  checkProductionNginxConf,
  Client,
  readiness,
  root,
  startCluster,
  tail,
  waitFor,
} from './cluster/harness.mjs';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const USERS = Number(process.env.CLUSTER_USERS ?? 20);
const DB_CUT_MS = Number(process.env.CLUSTER_DB_CUT_MS ?? 30_000);
/** A 503 must come this fast while the database is away. */
const QUICK_MS = 5000;
/** A render on a killed worker must be finished, re-queued or failed (hold released) within this. */
const KILL_RECOVERY_MS = 60_000;
const FINISHED = ['succeeded', 'failed', 'cancelled'];
/** CLUSTER_SKIP=dbcut,s3: leave those checks out (while a server without PostgreSQL-fault survival is tested). */
const SKIP = (process.env.CLUSTER_SKIP ?? '').split(',').filter(Boolean);

/** The smallest video the studio takes: 3 scenes × 5 s at 854×480, narrated. */
const VIDEO = {
  videoTitle: 'The cluster lighthouse',
  prompt: 'A short story',
  resolution: 'sd',
  secondsPerScene: 5,
  scenes: [1, 2, 3].map((i) => ({
    id: `scene-${i}`,
    imagePrompt: `A lighthouse on a cliff at dawn, view ${i}`,
    voiceOverText: `Part ${i}: the keeper climbs the stairs.`,
  })),
};

/**
 * An error code the contracts define (so the web has a message for it in every language),
 * not a system errno such as ECONNREFUSED. Read from the contracts' sources: this script runs
 * without a TypeScript loader.
 */
const contractSources = fs
  .readdirSync(path.join(root, 'packages/contracts/src'), { recursive: true })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => fs.readFileSync(path.join(root, 'packages/contracts/src', f), 'utf8'))
  .join('\n');
const isContractCode = (code) => typeof code === 'string' && contractSources.includes(`'${code}'`);

const failures = [];
const timings = [];
const notes = [];
let passedChecks = 0;
const check = (ok, message) => {
  if (ok) passedChecks++;
  else failures.push(message);
  return ok;
};
const t0 = performance.now();
const since = (t) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
async function step(name, fn, key) {
  if (key && SKIP.includes(key)) {
    notes.push(`skipped (CLUSTER_SKIP): ${name}`);
    return;
  }
  const started = performance.now();
  console.log(`\n== ${name}`);
  try {
    await fn();
  } catch (err) {
    failures.push(`${name}: ${err.message}`);
    console.error(err);
  }
  timings.push([name, since(started)]);
}

async function startVideo(user) {
  const before = await user.credits();
  const started = await user.json('POST', '/api/generations', { kind: 'video', input: VIDEO }, [202]);
  return { user, before, id: started.id, cost: started.cost, records: [] };
}

/** The user's account after their renders: each succeeded one charged once, the rest nothing, nothing held. */
async function checkCharges(run, label) {
  const after = await run.user.credits();
  const final = run.records.at(-1);
  const charged = final?.status === 'succeeded' ? run.cost : 0;
  check(
    after.balance === run.before.balance - charged && after.held === 0,
    `${label} ${run.user.email}: balance ${run.before.balance} -> ${after.balance} (expected -${charged}), held ${after.held} (expected 0), generation ${final?.status}`,
  );
  return after;
}

async function main() {
  const cluster = await startCluster({ adminUrl: ADMIN_URL, log: console.log });
  const base = cluster.appUrl;
  const shutdown = async () => {
    await cluster.stop();
    process.exit(130);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  timings.push(['cluster up (build, database, s3rver, 2 web + 2 workers ready, nginx)', since(t0)]);
  console.log(
    `cluster: nginx ${base} -> web ${cluster.webs.map((w) => w.port).join(', ')}; workers ${cluster.workers.map((w) => w.port).join(', ')}; files in ${cluster.dir}`,
  );
  try {
    const hasReadyRoute = (await fetch(`${cluster.webs[0].url}/api/health/ready`)).status !== 404;
    const workerApi = (await fetch(`${cluster.workers[0].url}/api/credits`)).status;
    if (hasReadyRoute) {
      // The server with readiness has the roles too: a worker serves health and metrics only.
      check(
        workerApi === 404,
        `a worker answered GET /api/credits with ${workerApi} (expected 404: FORJA_ROLE=worker)`,
      );
    } else {
      notes.push('no /api/health/ready on this server: /api/health was used for readiness');
      notes.push(
        `a worker answered /api/credits with ${workerApi}: FORJA_ROLE is not in effect (every process runs everything)`,
      );
    }
    await step('deploy/nginx.conf as installed (TLS included) passes nginx -t', async () => {
      try {
        checkProductionNginxConf(path.join(cluster.dir, 'nginx-production'));
        passedChecks++;
      } catch (err) {
        check(
          false,
          `deploy/nginx.conf with a certificate fails nginx -t: ${err.stderr?.toString() ?? err.message}`,
        );
      }
    });
    await step("/metrics: not through nginx; on each process's port only with METRICS_TOKEN", async () => {
      const viaNginx = await fetch(`${base}/metrics`);
      check(viaNginx.status === 404, `GET /metrics through nginx answered ${viaNginx.status} (expected 404)`);
      const worker = cluster.workers[0];
      const bare = await fetch(`${worker.url}/metrics`);
      const withToken = await fetch(`${worker.url}/metrics`, {
        headers: { authorization: `Bearer ${cluster.env.METRICS_TOKEN}` },
      });
      const body = await withToken.text();
      await Promise.all([viaNginx.body?.cancel(), bare.body?.cancel()]);
      // Without a /metrics route the web app's shell answers (HTML), or a 404.
      const isHtml = (res) => (res.headers.get('content-type') ?? '').startsWith('text/html');
      if ([bare, withToken].every((res) => res.status === 404 || isHtml(res))) {
        notes.push('no /metrics on this server');
      } else {
        check(bare.status !== 200, `GET /metrics without the token answered ${bare.status}`);
        check(
          withToken.status === 200,
          `GET /metrics with METRICS_TOKEN as a Bearer token answered ${withToken.status}`,
        );
        const samples = body.split('\n').filter((l) => l && !l.startsWith('#')).length;
        notes.push(
          `worker /metrics: ${bare.status} without the token, ${withToken.status} with it (${samples} samples)`,
        );
      }
    });
    let runs = [];
    await step(
      `${USERS} users render a video, followed over SSE through nginx; a worker killed mid-render`,
      async () => {
        const users = await Promise.all(
          Array.from({ length: USERS }, (_, i) => new Client(base).signUp(`user${i + 1}`)),
        );
        runs = await Promise.all(users.map(startVideo));
        const followed = Promise.all(
          runs.map(async (run) => {
            run.records = await run.user.follow(run.id, { timeoutMs: 300_000 });
            run.finishedAt = performance.now();
          }),
        );

        // kill -9 the worker that is rendering (an ffmpeg or espeak-ng child), once renders run.
        const victim = await waitFor(
          'a worker rendering',
          () => cluster.workers.find((w) => w.alive && w.children().length > 0),
          { timeoutMs: 120_000, everyMs: 100 },
        );
        const running = await cluster.sql(
          `SELECT id, attempts FROM generations WHERE status = 'running' AND kind = 'video'`,
        );
        const killedAt = performance.now();
        await victim.kill9();
        console.log(
          `killed ${victim.name} (pid ${victim.proc.pid}) with ${running.length} video(s) running in the cluster`,
        );
        // What systemd's Restart=on-failure does.
        const replacement = cluster.restart(victim);
        const affected = runs.filter((r) => running.some((row) => row.id === r.id));
        /*
         * Each render running at the kill leaves that run within the minute: finished, or
         * re-queued by the sweeper (status queued, or a new attempt already running elsewhere),
         * or failed INTERRUPTED with its hold released. (Renders of the live worker just finish.)
         */
        await waitFor(
          'the renders of the killed worker to be taken over or failed',
          async () => {
            const rows = await cluster.sql(
              `SELECT id, status, attempts FROM generations WHERE id = ANY($1::uuid[])`,
              [running.map((r) => r.id)],
            );
            return rows.every((row) => {
              const was = running.find((r) => r.id === row.id);
              return FINISHED.includes(row.status) || row.status === 'queued' || row.attempts > was.attempts;
            });
          },
          { timeoutMs: KILL_RECOVERY_MS, everyMs: 500 },
        ).then(
          () => timings.push(['renders of the killed worker taken over or failed', since(killedAt)]),
          (err) => check(false, `kill -9: ${err.message}`),
        );
        await replacement;
        await followed;
        timings.push([`all ${USERS} renders finished`, since(killedAt)]);

        for (const run of runs) {
          const final = run.records.at(-1);
          const wasRunning = affected.includes(run);
          const label = wasRunning ? 'render running at the kill' : 'render';
          if (wasRunning) {
            check(
              final.status === 'succeeded' ||
                (final.status === 'failed' && isContractCode(final.error?.code)),
              `${label} ${run.id}: ${final.status} ${JSON.stringify(final.error)} (expected succeeded, or failed with a contract error code)`,
            );
          } else {
            check(
              final.status === 'succeeded',
              `${label} ${run.id} of ${run.user.email}: ${final.status} ${JSON.stringify(final.error)}`,
            );
          }
          await checkCharges(run, label);
          const videos = await run.user.json('GET', '/api/videos');
          const completed = videos.items.filter((v) => v.status === 'completed');
          check(
            videos.items.length === 1 && completed.length === (final.status === 'succeeded' ? 1 : 0),
            `${run.user.email}: ${videos.items.length} video row(s), ${completed.length} completed (expected one row${final.status === 'succeeded' ? ', completed' : ''})`,
          );
        }
        const outcomes = affected
          .map((r) => r.records.at(-1))
          .map((f) => f.status + (f.error ? ` ${f.error.code}` : ''));
        notes.push(`renders running at the kill: ${affected.length} (${outcomes.join(', ')})`);
        // Progress streamed: some stream carried a record between the first and the last.
        // A record of the running render (its stage: images, voice, encoding…) between the first and the last.
        const progressed = runs.filter((r) =>
          r.records.slice(1, -1).some((x) => x.status === 'running' && x.stage),
        ).length;
        check(progressed > 0, 'no progress event was streamed through nginx (only first and last records)');
        const events = runs.reduce((n, r) => n + r.records.length, 0);
        notes.push(
          `${events} SSE events over ${runs.length} streams, ${progressed} with progress between start and end`,
        );
        const files = await fetch(
          `${base}${runs.find((r) => r.records.at(-1).status === 'succeeded')?.records.at(-1).output.url}`,
        );
        check(files.status === 200, `a rendered video through nginx /files/: ${files.status}`);
        await files.body?.cancel();
      },
    );

    await step(
      `PostgreSQL cut for ${DB_CUT_MS / 1000} s: 503s quickly, no crash, recovery without restart`,
      async () => {
        const user = runs[0]?.user ?? (await new Client(base).signUp('dbcut'));
        const before = await Promise.all(runs.map((r) => r.user.credits()));
        const pids = cluster.processes.filter((p) => p.alive).map((p) => p.proc.pid);
        const cutAt = performance.now();
        cluster.pgProxy.cut();
        const probe = async (label, fn) => {
          const started = performance.now();
          const res = await fn().catch((err) => ({ status: `error ${err.message}` }));
          const ms = performance.now() - started;
          check(
            res?.status === 503 && ms < QUICK_MS,
            `database down: ${label} answered ${res?.status ?? 'nothing (connection refused or reset)'} in ${Math.round(ms)} ms (expected 503 under ${QUICK_MS} ms)`,
          );
          return ms;
        };
        let worst = 0;
        // Several rounds over the cut: the first and the ones after pools gave up on their connections.
        while (performance.now() - cutAt < DB_CUT_MS - 3000) {
          for (const web of cluster.webs) {
            worst = Math.max(
              worst,
              await probe(`${web.name} /api/health/ready`, () => readiness(web.url, 15_000)),
            );
          }
          worst = Math.max(
            worst,
            await probe('GET /api/credits through nginx', () =>
              user.request('GET', '/api/credits', undefined, { timeoutMs: 15_000 }),
            ),
          );
          await sleep(2000);
        }
        notes.push(`slowest answer while the database was away: ${Math.round(worst)} ms`);
        const dead = cluster.processes.filter((p) => pids.includes(p.proc.pid) && !p.alive);
        check(
          dead.length === 0,
          `processes died while the database was away: ${dead.map((p) => `${p.name}\n${tail(p.logFile, 15)}`).join('\n')}`,
        );
        await cluster.pgProxy.restore();
        const restoredAt = performance.now();
        await Promise.all(
          cluster.processes
            .filter((p) => p.alive)
            .map((p) =>
              waitFor(`${p.name} ready again`, async () => (await readiness(p.url, 2000))?.status === 200, {
                timeoutMs: 60_000,
              }),
            ),
        );
        timings.push(['every process ready again after the database came back', since(restoredAt)]);
        check(
          cluster.processes.filter((p) => pids.includes(p.proc.pid)).every((p) => p.alive),
          'a process was restarted or died during recovery',
        );
        const after = await Promise.all(runs.map((r) => r.user.credits()));
        for (const [i, run] of runs.entries()) {
          check(
            after[i].balance === before[i].balance && after[i].held === 0,
            `after the database cut, ${run.user.email}: balance ${before[i].balance} -> ${after[i].balance}, held ${after[i].held}`,
          );
        }
        const again = await user.request('GET', '/api/videos');
        check(again.status === 200, `GET /api/videos after recovery: ${again.status}`);
      },
      'dbcut',
    );

    await step(
      'S3 unreachable during a render: it fails with an error code and costs nothing',
      async () => {
        const user = await new Client(base).signUp('s3cut');
        const run = await startVideo(user);
        let cut = false;
        const follow = user.follow(run.id, {
          timeoutMs: 180_000,
          // Cut once the render is under way (the first record after the one POST answered).
          onRecord: (r) => {
            if (!cut && r.status === 'running') {
              cut = true;
              cluster.s3Proxy.cut();
            }
          },
        });
        run.records = await follow.finally(() => cluster.s3Proxy.restore());
        const final = run.records.at(-1);
        notes.push(
          `render without the bucket: ${final.status}${final.error?.code ? ` (${final.error.code}: ${final.error.message})` : ''}`,
        );
        check(cut, 'the render finished before the bucket could be cut');
        check(
          final.status === 'failed' && final.error?.code === 'STORAGE_UNAVAILABLE',
          `render without the bucket: ${final.status} ${JSON.stringify(final.error)} (expected failed with STORAGE_UNAVAILABLE, which the web translates)`,
        );
        await checkCharges(run, 'render without the bucket');
      },
      's3',
    );
  } finally {
    const dead = cluster.processes.filter((p) => !p.alive && p.proc.signalCode !== 'SIGKILL');
    for (const p of dead) failures.push(`${p.name} exited (${p.proc.exitCode}):\n${tail(p.logFile, 20)}`);
    if (failures.length > 0)
      for (const p of cluster.processes)
        console.error(`--- ${p.name} (${p.logFile})\n${tail(p.logFile, 15)}`);
    await cluster.stop();
  }
}

try {
  await main();
} catch (err) {
  failures.push(`cluster: ${err.message}`);
  console.error(err);
}
console.log('\n== cluster test summary');
for (const [what, time] of timings) console.log(`  ${time.padStart(8)}  ${what}`);
for (const note of notes) console.log(`  note: ${note}`);
console.log(`  total ${since(t0)}`);
// For CI's closing line (scripts/ci-summary.mjs).
if (process.env.CLUSTER_REPORT) {
  const report = { passed: passedChecks, failed: failures.length, failures, timings, notes };
  fs.writeFileSync(process.env.CLUSTER_REPORT, JSON.stringify(report, null, 2));
}
if (failures.length > 0) {
  console.error(`\ncluster test FAILED (${failures.length}):`);
  for (const f of failures) console.error(`  - ${f}`);
  process.exit(1);
}
console.log('cluster test passed');
