import type { Logger } from 'pino';
import { z } from 'zod';

/**
 * A job, declared once: its queue's name and the schema of the data it carries. `send` takes
 * that data typed; `work` hands the handler the data parsed by it.
 */
export interface Job<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly schema: S;
}

/** Scheduled and periodic jobs carry nothing (a cron job's data is null; a test sends {}). */
const NO_DATA = z.object({}).nullish();
export type JobWithoutData = Job<typeof NO_DATA>;

export function defineJob(job: { name: string }): JobWithoutData;
export function defineJob<S extends z.ZodType>(job: { name: string; schema: S }): Job<S>;
export function defineJob(job: { name: string; schema?: z.ZodType }): Job {
  return { name: job.name, schema: job.schema ?? NO_DATA };
}

/**
 * The handler a queue runs for `job`: the data parsed first. Data it cannot read (sent by an
 * older version, or by hand) is logged and dropped: retrying it could never succeed.
 */
export function parsingHandler<S extends z.ZodType>(
  job: Job<S>,
  handler: (data: z.output<S>) => Promise<void>,
  log: Logger,
): (data: unknown) => Promise<void> {
  return async (data) => {
    const parsed = job.schema.safeParse(data);
    if (!parsed.success) {
      log.warn(
        { job: job.name, issues: parsed.error.issues.slice(0, 5).map((i) => i.path.join('.') || i.message) },
        'dropped a job whose data it cannot read',
      );
      return;
    }
    await handler(parsed.data);
  };
}
