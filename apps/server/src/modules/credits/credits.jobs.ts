import type { Logger } from 'pino';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { CreditOperations } from './credit-operations.repository.js';

const RENEW_CREDITS_JOB = defineJob({ name: 'credits.renew-monthly' });

/** The monthly renewal: an hourly check of the accounts' anniversaries. */
export async function registerCreditJobs(jobs: JobQueue, ops: CreditOperations, log: Logger) {
  await jobs.work(RENEW_CREDITS_JOB, async () => {
    const renewed = await ops.renewDue();
    if (renewed > 0) log.info({ renewed }, 'monthly credits renewed');
  });
  await jobs.schedule(RENEW_CREDITS_JOB, '7 * * * *');
}
