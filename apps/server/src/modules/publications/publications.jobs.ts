import type { JobQueue } from '../../jobs/queue.js';
import { RUN_PUBLICATION_JOB } from './publications.service.js';

/**
 * The publishing worker. A job names one publication; the runner claims it (queued ->
 * uploading, one statement), so a second delivery does nothing. On the embedded database
 * (one process) the uploads a previous run left half-done are queued again at start and go
 * on from where they stopped.
 */
export async function registerPublicationJobs(
  jobs: JobQueue,
  recover: () => Promise<string[]>,
  run: (publicationId: string) => Promise<unknown>,
  { soleProcess }: { soleProcess: boolean },
) {
  await jobs.work(RUN_PUBLICATION_JOB, async ({ publicationId }) => void (await run(publicationId)), {
    concurrency: 2,
    pollingMs: 1000,
  });
  if (soleProcess) {
    for (const publicationId of await recover()) {
      await jobs.send(RUN_PUBLICATION_JOB, { publicationId }, { retryLimit: 0 });
    }
  }
}
