/**
 * What the modules need from a job system. pg-boss implements it in the server and the
 * worker; tests use the inline queue, which runs a job as soon as it is sent.
 */
export interface SendOptions {
  singletonKey?: string;
  /** Times a failed job is tried again (default 3); 0 for jobs that handle their own failures. */
  retryLimit?: number;
}
export interface WorkOptions {
  /** Jobs of this queue run at once in this process (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for a job (default 2000 ms, at least 500). */
  pollingMs?: number;
}

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  work(name: string, handler: (data: unknown) => Promise<void>, options?: WorkOptions): Promise<void>;
  schedule(name: string, cron: string): Promise<void>;
  /**
   * Runs the handler in THIS process every `ms` (until stop), for cheap housekeeping that
   * must react faster than a one-minute cron. Every process runs its own; the handler must be
   * safe to run concurrently. `send(name)` runs it once on demand.
   */
  every(name: string, ms: number, handler: () => Promise<void>): Promise<void>;
  isRunning(): boolean;
  stop(): Promise<void>;
}

export class InlineJobQueue implements JobQueue {
  private handlers = new Map<string, (data: unknown) => Promise<void>>();
  async send(name: string, data: object): Promise<void> {
    await this.handlers.get(name)?.(data);
  }
  async work(name: string, handler: (data: unknown) => Promise<void>): Promise<void> {
    this.handlers.set(name, handler);
  }
  async schedule(): Promise<void> {}
  /** No timer in tests: a test runs the handler with send(name). */
  async every(name: string, _ms: number, handler: () => Promise<void>): Promise<void> {
    this.handlers.set(name, handler);
  }
  isRunning(): boolean {
    return true;
  }
  async stop(): Promise<void> {}
}
