import { PgBoss, fromPglite } from 'pg-boss';
import type { Logger } from 'pino';
import { CONNECT_TIMEOUT_MS, type Database } from '../db/client.js';
import { withMigrationLock } from '../db/migration-lock.js';
import type { z } from 'zod';
import { parsingHandler, type Job, type JobWithoutData } from './define-job.js';
import type { JobQueue, SendOptions, StopOptions, WorkOptions } from './queue.js';

const DEFAULT_STOP_DEADLINE_MS = 10_000;
/** After the hand-back, the aborted handlers' (and pg-boss's settlements') last moment before their jobs are failed. */
const AFTER_HAND_BACK_MS = 1_000;
/**
 * Where a sent job wakes its workers (LISTEN/NOTIFY), how often an idle worker still looks:
 * the backstop for a notification lost while the listener reconnected, and for a job retried
 * after its delay. Polling every queue every 0.5 to 2 s was most of an idle server's work.
 */
export const NOTIFIED_IDLE_POLL_MS = 15_000;

/** pg-boss on the application's own database: PGlite in-process, or PostgreSQL. */
export class PgBossQueue implements JobQueue {
  private running = false;
  private stopped = false;
  private readonly queues = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly deadlineHooks: (() => Promise<void>)[] = [];
  /** Handlers (and periodic runs) running now, and who waits for them all to end. */
  private active = 0;
  private idleWaiters: (() => void)[] = [];

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: Logger,
  ) {}

  static async start(database: Database, log: Logger): Promise<PgBossQueue> {
    const boss = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', useListenNotify: true })
      : new PgBoss({
          connectionString: database.url!,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          useListenNotify: true,
        });
    // Before anything can fail: a lost connection (the database restarting) is logged, never
    // thrown (an 'error' event nobody listens to would end the process); pg-boss reconnects.
    boss.on('error', (err: unknown) => log.error({ err }, 'job system error'));
    // Without notifications (a pooler in transaction mode, say) workers poll as they always did.
    boss.on('warning', (warning: { message: string; data?: { type?: string } }) => {
      if (warning.data?.type === 'listen_notify_unavailable') log.warn({ warning }, warning.message);
    });
    if (database.url) {
      // Its schema is created (or upgraded) on the first start: one process at a time, like ours.
      await withMigrationLock(database.url, () => boss.start());
    } else await boss.start();
    const queue = new PgBossQueue(boss, log);
    // On a later start every queue exists already: one query, instead of a createQueue
    // statement per queue before the server can listen.
    for (const existing of await boss.getQueues()) {
      // Queues made before notifications were used: they notify from now on.
      if (!existing.notify) await boss.updateQueue(existing.name, { notify: true });
      queue.queues.add(existing.name);
    }
    queue.running = true;
    return queue;
  }

  private async ensureQueue(name: string): Promise<void> {
    if (this.queues.has(name)) return;
    await this.boss.createQueue(name, { notify: true });
    this.queues.add(name);
  }

  async send<S extends z.ZodType>(job: Job<S>, data: z.input<S>, options?: SendOptions): Promise<void> {
    await this.ensureQueue(job.name);
    await this.boss.send(job.name, data as object, { retryLimit: 3, retryDelay: 5, ...options });
  }

  async work<S extends z.ZodType>(
    job: Job<S>,
    handler: (data: z.output<S>) => Promise<void>,
    options: WorkOptions = {},
  ): Promise<void> {
    await this.ensureQueue(job.name);
    const run = parsingHandler(job, handler, this.log);
    const pollingMs = Math.max(500, options.pollingMs ?? 2000);
    const polling = {
      batchSize: 1,
      pollingIntervalSeconds: pollingMs / 1000,
      notifyPollingIntervalSeconds: (options.delayedJobs ? pollingMs : NOTIFIED_IDLE_POLL_MS) / 1000,
    };
    // One pg-boss worker per slot, so each can be told to look again as soon as its job is done:
    // pg-boss otherwise waits the whole polling interval after every job, and a backlog (a batch,
    // jobs sent while all slots were busy) would drain one job per slot per interval.
    for (let slot = 0; slot < (options.concurrency ?? 1); slot++) {
      // Its id is known once work() answers (a first job may come in before that).
      const worker = { id: '' };
      worker.id = await this.boss.work(job.name, { ...polling, localConcurrency: 1 }, (jobs) =>
        this.tracked(async () => {
          for (const { data } of jobs) await run(data);
          if (worker.id) this.boss.notifyWorker(worker.id);
        }),
      );
    }
  }

  async schedule(job: JobWithoutData, cron: string): Promise<void> {
    await this.ensureQueue(job.name);
    await this.boss.schedule(job.name, cron);
  }

  async every(job: JobWithoutData, ms: number, handler: () => Promise<void>): Promise<void> {
    await this.work(job, () => handler());
    let busy = false;
    const timer = setInterval(() => {
      if (busy || !this.running) return;
      busy = true;
      this.tracked(handler)
        .catch((err: unknown) => this.log.error({ err, job: job.name }, 'periodic job failed'))
        .finally(() => (busy = false));
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  isRunning(): boolean {
    return this.running;
  }

  /** No new job and no periodic run from now on; what runs goes on, and sending still works. */
  async pause(): Promise<void> {
    this.running = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await Promise.all([...this.queues].map((name) => this.boss.offWork(name, { wait: false })));
  }

  onStopDeadline(hook: () => Promise<void>): void {
    this.deadlineHooks.push(hook);
  }

  /**
   * Draining: no new job is fetched, the running ones may finish until the deadline. Those
   * still running then are handed back by their owners' hooks (a queued generation goes back to
   * the queue, its credits still held), and pg-boss fails their jobs (retried when they have
   * retries left): nothing is lost, nothing charged for work that did not finish.
   */
  async stop({ deadlineMs = DEFAULT_STOP_DEADLINE_MS }: StopOptions = {}): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.pause();
    if (!(await this.idleWithin(deadlineMs))) {
      this.log.warn(
        { running: this.active },
        'shutdown deadline passed with jobs running: handing them back',
      );
      for (const hook of this.deadlineHooks) {
        await hook().catch((err: unknown) => this.log.error({ err }, 'could not hand a job back'));
      }
      await this.idleWithin(AFTER_HAND_BACK_MS);
    }
    /*
     * pg-boss settles a job after its handler returns (complete, in the database): graceful, it
     * waits for those settlements (its pending cleanups) rather than failing jobs whose work is
     * done, for at most AFTER_HAND_BACK_MS; what still runs then is failed (retried when it has
     * retries left). Then its connections close.
     */
    await this.boss.stop({ graceful: true, timeout: AFTER_HAND_BACK_MS });
    this.log.info('job system stopped');
  }

  private async tracked<T>(run: () => Promise<T>): Promise<T> {
    this.active++;
    try {
      return await run();
    } finally {
      if (--this.active === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  /** True when no handler runs (now or within `ms`), false at the deadline. */
  private idleWithin(ms: number): Promise<boolean> {
    if (this.active === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
