import type { Logger } from 'pino';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { CreditOperations, QueuedJob } from '../credits/credits.service.js';
import { STALE_AFTER_SECONDS, SWEEP_EVERY_MS } from './generation-engine.service.js';
import { RUN_GENERATION_JOB, type GenerationService } from './generation.service.js';

export const SWEEP_GENERATIONS_JOB = defineJob({ name: 'generation.sweep' });

/**
 * The queued generations' worker: `concurrency` jobs at a time in this process (the
 * GENERATION_WORKER_CONCURRENCY setting). pg-boss hands each job to one process, and the
 * generation's claim (queued -> running, one statement) makes a second delivery a no-op, so
 * with any number of servers and workers every generation runs once per turn.
 */
export async function registerGenerationJobs(
  jobs: JobQueue,
  generation: GenerationService,
  ops: CreditOperations,
  log: Logger,
  {
    concurrency,
    soleProcess,
    handBack,
  }: { concurrency: number; soleProcess: boolean; handBack: () => Promise<QueuedJob[]> },
) {
  await jobs.work(
    RUN_GENERATION_JOB,
    (job) => generation.runJob(job),
    // Polled every half second: a queued generation should start at once, not seconds later.
    { concurrency, pollingMs: 500 },
  );

  const send = (queued: QueuedJob[]) =>
    Promise.all(queued.map((job) => jobs.send(RUN_GENERATION_JOB, job, { retryLimit: 0 })));

  /*
   * The sweeper, every few seconds in every process: a running generation whose heartbeat
   * stopped belonged to a process that died. A queued kind's first run is queued again (the
   * user sees `restarted`); anything else fails INTERRUPTED with its credits returned.
   *
   * `soleProcess`: this process alone uses the database (the embedded one, guarded by the
   * DATA_DIR lock), so at start-up every generation still running belonged to the last run of
   * this process: swept at once, and every queued one sent again, rather than at the next sweep.
   */
  const sweep = async (seconds: number, lostAfterSeconds?: number) => {
    const { interrupted, requeued, resend } = await ops.sweep(seconds, lostAfterSeconds);
    await send([...requeued, ...resend]);
    if (interrupted + requeued.length + resend.length > 0) {
      log.warn(
        { interrupted, requeued: requeued.length, resent: resend.length },
        'swept stopped generations',
      );
    }
  };
  // Stopping past the shutdown deadline: what still runs here goes back to the queue, sent again now.
  jobs.onStopDeadline(async () => {
    const handed = await handBack();
    await send(handed);
    if (handed.length > 0)
      log.warn({ handedBack: handed.length }, 'handed running generations back to the queue');
  });
  if (soleProcess) await sweep(0, 0);
  await jobs.every(SWEEP_GENERATIONS_JOB, SWEEP_EVERY_MS, () => sweep(STALE_AFTER_SECONDS));
}
