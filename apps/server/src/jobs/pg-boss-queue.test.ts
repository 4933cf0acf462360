import { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../db/client.js';
import { defineJob } from './define-job.js';
import { NOTIFIED_IDLE_POLL_MS, PgBossQueue } from './pg-boss-queue.js';

const ECHO = defineJob({
  name: 'test.echo',
  schema: z.object({ hello: z.string().optional(), again: z.boolean().optional() }),
});
const NEW_QUEUE = defineJob({ name: 'test.new-queue' });
const COUNTED = defineJob({ name: 'test.counted', schema: z.object({ n: z.number() }) });
const LATER = defineJob({ name: 'test.later' });

describe('pg-boss on the embedded database', () => {
  let database: Database;
  let queue: PgBossQueue;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    queue = await PgBossQueue.start(database, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('runs a job that was sent, and stops cleanly', async () => {
    const received = new Promise<unknown>((resolve) => {
      void queue.work(ECHO, async (data) => resolve(data));
    });
    await queue.send(ECHO, { hello: 'world' });
    await expect(received).resolves.toEqual({ hello: 'world' });
    expect(queue.isRunning()).toBe(true);
  });

  it('starts again on the same database without re-creating the queues it already has', async () => {
    await queue.stop();
    const createQueue = vi.spyOn(PgBoss.prototype, 'createQueue');
    try {
      queue = await PgBossQueue.start(database, pino({ level: 'silent' }));
      const received = new Promise<unknown>((resolve) => {
        void queue.work(ECHO, async (data) => resolve(data));
      });
      await queue.send(ECHO, { again: true });
      await expect(received).resolves.toEqual({ again: true });
      expect(createQueue).not.toHaveBeenCalled();

      await queue.send(NEW_QUEUE, {});
      expect(createQueue.mock.calls.map(([name]) => name)).toEqual(['test.new-queue']);
    } finally {
      createQueue.mockRestore();
    }
  });

  /*
   * Idle workers look only every NOTIFIED_IDLE_POLL_MS: a sent job must wake them, and a worker
   * must look again right after a job. Either way the jobs below run long before that interval
   * (without the wake-ups, the ten would take ten intervals).
   */
  it('wakes an idle worker for a job sent now, and drains a backlog one job after another', async () => {
    const ran: number[] = [];
    let allRan!: () => void;
    const done = new Promise<void>((resolve) => (allRan = resolve));
    await queue.work(COUNTED, async ({ n }) => {
      ran.push(n);
      if (ran.length === 10) allRan();
    });
    const sentAt = Date.now();
    for (let n = 0; n < 10; n++) await queue.send(COUNTED, { n });
    await done;
    expect(ran.toSorted((a, b) => a - b)).toEqual([...Array(10).keys()]);
    expect(Date.now() - sentAt).toBeLessThan(NOTIFIED_IDLE_POLL_MS);
  });

  it('runs a job sent for later at its time, looking every pollingMs for it', async () => {
    let ranAt = 0;
    const ran = new Promise<void>((resolve) => {
      void queue.work(
        LATER,
        async () => {
          ranAt = Date.now();
          resolve();
        },
        { delayedJobs: true, pollingMs: 500 },
      );
    });
    const due = new Date(Date.now() + 1500);
    await queue.send(LATER, {}, { startAfter: due });
    await ran;
    expect(ranAt).toBeGreaterThanOrEqual(due.getTime() - 50);
    expect(ranAt - due.getTime()).toBeLessThan(NOTIFIED_IDLE_POLL_MS);
  });
});

const SLOW = defineJob({ name: 'test.slow' });
const SLOWER = defineJob({ name: 'test.slower' });

/** A gate: `wait()` holds until `open()`. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, wait: () => opened };
}

describe('stopping pg-boss while a job runs (SIGTERM)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  /** The states of a queue's jobs, oldest first. */
  const jobStates = async (job: typeof SLOW) =>
    (
      await database.pglite!.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on, id`,
        [job.name],
      )
    ).rows.map((r) => r.state);

  async function startSlowJob(job: typeof SLOW) {
    const queue = await PgBossQueue.start(database, pino({ level: 'silent' }));
    const started = gate();
    const release = gate();
    let finished = false;
    await queue.work(
      job,
      async () => {
        started.open();
        await release.wait();
        finished = true;
      },
      { pollingMs: 500 },
    );
    await queue.send(job, {});
    await started.wait();
    return { queue, release, finished: () => finished };
  }

  it('takes no new job once paused, still sends, and waits for the running one to finish', async () => {
    const { queue, release, finished } = await startSlowJob(SLOW);
    const deadlineHook = vi.fn(async () => {});
    queue.onStopDeadline(deadlineHook);
    await queue.pause();
    expect(queue.isRunning()).toBe(false);
    // A stopping server's last request queues work: left for another worker.
    await queue.send(SLOW, {});
    const stopped = queue.stop({ deadlineMs: 30_000 });
    release.open();
    await stopped;
    expect(finished()).toBe(true);
    expect(deadlineHook).not.toHaveBeenCalled();
    expect(await jobStates(SLOW)).toEqual(['completed', 'created']);
  });

  it('at the deadline, has the owners hand their work back and leaves the job to be retried', async () => {
    const { queue, release, finished } = await startSlowJob(SLOWER);
    const deadlineHook = vi.fn(async () => {});
    queue.onStopDeadline(deadlineHook);
    await queue.stop({ deadlineMs: 200 });
    expect(deadlineHook).toHaveBeenCalledOnce();
    expect(finished()).toBe(false);
    // Failed by the stop, with retries left: another worker runs it again.
    expect(await jobStates(SLOWER)).toEqual(['retry']);
    release.open();
  });
});
