import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/queue.js';
import { STALE_HOLD_SECONDS } from '../generation/generation-engine.service.js';
import type { CreditOperations } from './credit-operations.repository.js';

export const RELEASE_STALE_HOLDS_JOB = 'credits.release-stale-holds';
export const RENEW_CREDITS_JOB = 'credits.renew-monthly';

/**
 * The sweeper (every 5 minutes) and the monthly renewal (hourly check of anniversaries).
 *
 * `soleProcess`: this process is the only one using the database (the embedded database,
 * guarded by the DATA_DIR lock). Then a generation still 'running' at start-up belonged to
 * a process that died mid-way, and its hold is released now rather than at the sweep after
 * STALE_HOLD_SECONDS. With PostgreSQL other servers or workers may be generating, so only
 * the sweeper's age rule is safe there.
 */
export async function registerCreditJobs(
  jobs: JobQueue,
  ops: CreditOperations,
  log: Logger,
  { soleProcess }: { soleProcess: boolean },
) {
  if (soleProcess) {
    const released = await ops.releaseStale(0);
    if (released > 0) log.warn({ released }, 'released holds of generations interrupted by the last stop');
  }
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
