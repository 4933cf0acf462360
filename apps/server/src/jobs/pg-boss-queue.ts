import { PgBoss, fromPglite } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import type { z } from 'zod';
import { parsingHandler, type Job, type JobWithoutData } from './define-job.js';
import type { JobQueue, SendOptions, WorkOptions } from './queue.js';

/** pg-boss on the application's own database: PGlite in-process, or PostgreSQL. */
export class PgBossQueue implements JobQueue {
  private running = false;
  private readonly queues = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: Logger,
  ) {
    boss.on('error', (err: unknown) => log.error({ err }, 'job system error'));
  }

  static async start(database: Database, log: Logger): Promise<PgBossQueue> {
    const boss = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url! });
    await boss.start();
    const queue = new PgBossQueue(boss, log);
    // On a later start every queue exists already: one query, instead of a createQueue
    // statement per queue before the server can listen.
    for (const existing of await boss.getQueues()) queue.queues.add(existing.name);
    queue.running = true;
    return queue;
  }

  private async ensureQueue(name: string): Promise<void> {
    if (this.queues.has(name)) return;
    await this.boss.createQueue(name);
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
    await this.boss.work(
      job.name,
      {
        localConcurrency: options.concurrency ?? 1,
        batchSize: 1,
        pollingIntervalSeconds: Math.max(500, options.pollingMs ?? 2000) / 1000,
      },
      async (jobs) => {
        for (const { data } of jobs) await run(data);
      },
    );
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
      handler()
        .catch((err: unknown) => this.log.error({ err, job: job.name }, 'periodic job failed'))
        .finally(() => (busy = false));
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  isRunning(): boolean {
    return this.running;
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    // Lets in-flight jobs finish before the database closes.
    await this.boss.stop({ graceful: true, timeout: 10_000 });
    this.log.info('job system stopped');
  }
}
