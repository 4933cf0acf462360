import { generationServiceFrom } from '../generation/generation.module.js';
import type { ServerModule, Services } from '../server-module.js';
import { createBatchRunner, registerBatchJobs, ADVANCE_BATCH_JOB } from './batch-runner.js';
import { registerBatchesRoutes } from './batches.routes.js';
import { createBatchesService } from './batches.service.js';
import { studioWorksFrom } from './studio-works.js';
import './studio-batch-work.js';

function runnerFrom(s: Services) {
  return createBatchRunner({
    db: s.database.db,
    jobs: s.jobs,
    generation: generationServiceFrom(s),
    engine: s.generationEngine,
    workOf: studioWorksFrom(s),
    log: s.log,
    onFinished: (batch) =>
      s.webhooks.emit(batch.userId, 'batch.finished', {
        batch: { id: batch.id, studio: batch.studio, status: 'finished', rows: batch.rows },
      }),
  });
}

function serviceFrom(s: Services) {
  const workOf = studioWorksFrom(s);
  const runner = runnerFrom(s);
  return createBatchesService({
    db: s.database.db,
    brandKits: s.brandKits,
    available: async (userId) => (await s.credits.getCredits(userId)).available,
    assertStudioAllowed: (userId, studio) => s.planAccess.assertStudioAllowed(userId, studio),
    engine: s.generationEngine,
    kick: (batchId) => {
      s.jobs.send(ADVANCE_BATCH_JOB, { batchId }).catch((err: unknown) => {
        s.log.warn({ err, batchId }, 'could not send a batch advance');
      });
    },
    // Saving from the batch page runs in the request, as the runner's auto-save does.
    saveRow: (rowId) => runner.saveRow(rowId),
    workOf,
  });
}

/** Batch runs: a studio's generations from a list or a CSV (docs/product/batches.md). */
export const batchesModule: ServerModule = {
  name: 'batches',
  routes: (app, s) => registerBatchesRoutes(app, serviceFrom(s), s.log),
  jobs: (jobs, s) => registerBatchJobs(jobs, runnerFrom(s), s.generationEngine, s.log),
};
