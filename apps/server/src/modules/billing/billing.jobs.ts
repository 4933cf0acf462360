import type { Logger } from 'pino';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { BillingService } from './billing.service.js';

const TEST_PERIODS_JOB = defineJob({ name: 'billing.test-periods' });

/**
 * Nobody but Forja ends or renews a test-checkout subscription at its period end: an hourly
 * job does what Stripe would while the test checkout is on, and ends them once it is off
 * (Stripe configured, or payments off) (docs/product/billing.md).
 */
export async function registerBillingJobs(jobs: JobQueue, billing: BillingService, log: Logger) {
  await jobs.work(TEST_PERIODS_JOB, async () => {
    const advanced = await billing.advanceTestPeriods();
    if (advanced > 0) log.info({ advanced }, 'test subscriptions ended or renewed');
  });
  await jobs.schedule(TEST_PERIODS_JOB, '17 * * * *');
}
