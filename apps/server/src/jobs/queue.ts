import type { Logger } from 'pino';
import type { z } from 'zod';
import { parsingHandler, type Job, type JobWithoutData } from './define-job.js';

export { defineJob, type Job, type JobWithoutData } from './define-job.js';

/**
 * What the modules need from a job system. pg-boss implements it in the server and the
 * worker; tests use the inline queue, which runs a job as soon as it is sent.
 */
export interface SendOptions {
  singletonKey?: string;
  /** Times a failed job is tried again (default 3); 0 for jobs that handle their own failures. */
  retryLimit?: number;
  /**
   * Not before this instant (a delayed job: it survives restarts, and one whose time passed
   * while no process ran is taken as soon as one runs). The handler must still check it is
   * due: a job can be delivered again, or the thing it names moved.
   */
  startAfter?: Date;
}
export interface WorkOptions {
  /** Jobs of this queue run at once in this process (default 1). */
  concurrency?: number;
  /**
   * How soon an idle worker takes a job when nothing wakes it (default 2000 ms, at least 500).
   * A job sent for now wakes the workers at once where the database can notify (pg-boss's
   * LISTEN/NOTIFY), so idle workers then look only every few seconds as a backstop; without
   * notifications they look this often.
   */
  pollingMs?: number;
  /**
   * The queue's jobs are sent for later (`startAfter`): nothing wakes a worker at their time,
   * so it keeps looking every `pollingMs` even where notifications wake it for the rest.
   */
  delayedJobs?: boolean;
}

export interface JobQueue {
  /** Queues one `job` with its data (typed by the job's schema). */
  send<S extends z.ZodType>(job: Job<S>, data: z.input<S>, options?: SendOptions): Promise<void>;
  /** Runs `handler` for each of `job`'s jobs, with its data parsed by the job's schema (unreadable data is dropped). */
  work<S extends z.ZodType>(
    job: Job<S>,
    handler: (data: z.output<S>) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
  schedule(job: JobWithoutData, cron: string): Promise<void>;
  /**
   * Runs the handler in THIS process every `ms` (until stop), for cheap housekeeping that
   * must react faster than a one-minute cron. Every process runs its own; the handler must be
   * safe to run concurrently. `send(job, {})` runs it once on demand.
   */
  every(job: JobWithoutData, ms: number, handler: () => Promise<void>): Promise<void>;
  /** False once paused or stopped (the readiness probe's answer). */
  isRunning(): boolean;
  /**
   * Takes no new job and runs no periodic handler from now on; running handlers go on, and
   * `send` still works (a stopping server's last requests may queue work for other processes).
   */
  pause(): Promise<void>;
  /**
   * `hook` runs when stop's deadline passes with handlers still running, before the queue lets
   * go of them: the owner of that work hands it back (to be run again by another process).
   */
  onStopDeadline(hook: () => Promise<void>): void;
  /**
   * Takes no new job, waits for the running ones until `deadlineMs` (default 10 s), then runs
   * the onStopDeadline hooks and fails what still runs (a job with retries left is retried).
   */
  stop(options?: StopOptions): Promise<void>;
}

export interface StopOptions {
  deadlineMs?: number;
}

/** setTimeout's longest wait; a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class InlineJobQueue implements JobQueue {
  private handlers = new Map<string, (data: unknown) => Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  constructor(private readonly log: Logger) {}
  /** Runs the job now; a delayed one on a timer at its time (cleared by stop). */
  async send<S extends z.ZodType>(job: Job<S>, data: z.input<S>, options?: SendOptions): Promise<void> {
    const wait = options?.startAfter ? options.startAfter.getTime() - Date.now() : 0;
    if (wait <= 0) {
      await this.handlers.get(job.name)?.(data);
      return;
    }
    // Further off than a timer can wait (24.8 days): no test process lives that long.
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.handlers.get(job.name)?.(data);
    }, wait);
    this.timers.add(timer);
  }
  async work<S extends z.ZodType>(job: Job<S>, handler: (data: z.output<S>) => Promise<void>): Promise<void> {
    this.handlers.set(job.name, parsingHandler(job, handler, this.log));
  }
  async schedule(): Promise<void> {}
  /** No timer in tests: a test runs the handler with send(job, {}). */
  async every(job: JobWithoutData, _ms: number, handler: () => Promise<void>): Promise<void> {
    await this.work(job, () => handler());
  }
  isRunning(): boolean {
    return true;
  }
  async pause(): Promise<void> {}
  /** Jobs run inside the request that sends them (delayed ones are dropped at stop). */
  onStopDeadline(): void {}
  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
