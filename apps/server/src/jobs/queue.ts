/**
 * What the modules need from a job system. pg-boss implements it in the server and the
 * worker; tests use the inline queue, which runs a job as soon as it is sent.
 */
export interface JobQueue {
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<void>;
  work(name: string, handler: (data: unknown) => Promise<void>): Promise<void>;
  schedule(name: string, cron: string): Promise<void>;
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
  isRunning(): boolean {
    return true;
  }
  async stop(): Promise<void> {}
}
