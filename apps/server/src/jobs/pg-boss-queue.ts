import { PgBoss, fromPglite } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
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

  async send(name: string, data: object, options?: SendOptions): Promise<void> {
    await this.ensureQueue(name);
    await this.boss.send(name, data, { retryLimit: 3, retryDelay: 5, ...options });
  }

  async work(
    name: string,
    handler: (data: unknown) => Promise<void>,
    options: WorkOptions = {},
  ): Promise<void> {
    await this.ensureQueue(name);
    await this.boss.work(
      name,
      {
        localConcurrency: options.concurrency ?? 1,
        batchSize: 1,
        pollingIntervalSeconds: Math.max(500, options.pollingMs ?? 2000) / 1000,
      },
      async (jobs) => {
        for (const job of jobs) await handler(job.data);
      },
    );
  }

  async schedule(name: string, cron: string): Promise<void> {
    await this.ensureQueue(name);
    await this.boss.schedule(name, cron);
  }

  async every(name: string, ms: number, handler: () => Promise<void>): Promise<void> {
    await this.work(name, handler);
    let busy = false;
    const timer = setInterval(() => {
      if (busy || !this.running) return;
      busy = true;
      handler()
        .catch((err: unknown) => this.log.error({ err, job: name }, 'periodic job failed'))
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
