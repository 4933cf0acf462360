import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/queue.js';
import { STALE_AFTER_SECONDS, SWEEP_EVERY_MS } from '../generation/generation-engine.service.js';
import type { CreditOperations } from './credit-operations.repository.js';

export const RELEASE_STALE_HOLDS_JOB = 'credits.release-stale-holds';
const RENEW_CREDITS_JOB = 'credits.renew-monthly';

/**
 * The sweeper (every few seconds, in every process) and the monthly renewal (hourly check of
 * anniversaries). The sweeper releases the holds of generations whose heartbeat stopped: their
 * process died, and with PostgreSQL any other server or worker notices within a minute.
 *
 * `soleProcess`: this process is the only one using the database (the embedded database,
 * guarded by the DATA_DIR lock). Then a generation still 'running' at start-up belonged to
 * a process that died mid-way, and its hold is released now rather than at the next sweep.
 * With PostgreSQL other servers or workers may be generating, so only the heartbeat rule is
 * safe there.
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
  await jobs.every(RELEASE_STALE_HOLDS_JOB, SWEEP_EVERY_MS, async () => {
    const released = await ops.releaseStale(STALE_AFTER_SECONDS);
    if (released > 0) log.warn({ released }, 'released holds of generations whose process stopped');
  });
  await jobs.work(RENEW_CREDITS_JOB, async () => {
    const renewed = await ops.renewDue();
    if (renewed > 0) log.info({ renewed }, 'monthly credits renewed');
  });
  await jobs.schedule(RENEW_CREDITS_JOB, '7 * * * *');
}
