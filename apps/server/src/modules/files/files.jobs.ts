import type { Logger } from 'pino';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { FilesService } from './files.service.js';

export const DELETE_EXPIRED_FILES_JOB = defineJob({ name: 'files.delete-expired' });

/**
 * Unsaved generated images and voice-over audio older than an hour go (storage and row), and so do the files of
 * deleted items whose bytes a failure or a crash left behind.
 */
export async function registerFilesJobs(jobs: JobQueue, files: FilesService, log: Logger) {
  await jobs.work(DELETE_EXPIRED_FILES_JOB, async () => {
    const deleted = await files.deleteExpired();
    if (deleted > 0) log.info({ deleted }, 'deleted unsaved generated images');
    const purged = await files.purgeDeleted();
    if (purged > 0) log.info({ purged }, 'deleted the files of deleted items');
  });
  // Every minute, so an unsaved image outlives its hour by a minute at most.
  await jobs.schedule(DELETE_EXPIRED_FILES_JOB, '* * * * *');
}
