import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/queue.js';
import { STALE_HOLD_SECONDS } from '../generation/generation-engine.service.js';
import type { CreditOperations } from './credit-operations.repository.js';

export const RELEASE_STALE_HOLDS_JOB = 'credits.release-stale-holds';
export const RENEW_CREDITS_JOB = 'credits.renew-monthly';

/** The sweeper (every 5 minutes) and the monthly renewal (hourly check of anniversaries). */
export async function registerCreditJobs(jobs: JobQueue, ops: CreditOperations, log: Logger) {
  await jobs.work(RELEASE_STALE_HOLDS_JOB, async () => {
    const released = await ops.releaseStale(STALE_HOLD_SECONDS);
    if (released > 0) log.warn({ released }, 'released holds of generations that never finished');
  });
  await jobs.work(RENEW_CREDITS_JOB, async () => {
    const renewed = await ops.renewDue();
    if (renewed > 0) log.info({ renewed }, 'monthly credits renewed');
  });
  await jobs.schedule(RELEASE_STALE_HOLDS_JOB, '*/5 * * * *');
  await jobs.schedule(RENEW_CREDITS_JOB, '7 * * * *');
}
