import { brandKitBodySchema } from '@forja/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { brandKits } from '../brand-kits/brand-kits.table.js';
import { generationServiceFrom } from '../generation/generation.module.js';
import type { ServerModule, Services } from '../server-module.js';
import { createBatchRunner, registerBatchJobs, ADVANCE_BATCH_JOB } from './batch-runner.js';
import { registerBatchesRoutes } from './batches.routes.js';
import { createBatchesService, type BrandKitLookup } from './batches.service.js';
import { studioWorksFrom } from './studio-works.js';
import './studio-batch-work.js';

/**
 * The brand-kits module's lookup when it provides one (`s.brandKits`); until then the kit is
 * read from its table the same way: the user's own or a team kit.
 */
function brandKitsFrom(s: Services): BrandKitLookup {
  const provided = (s as Services & { brandKits?: Partial<BrandKitLookup> }).brandKits;
  if (provided?.findUsable) return provided as BrandKitLookup;
  const db: Db = s.database.db;
  return {
    async findUsable(userId, kitId) {
      const [row] = await db
        .select()
        .from(brandKits)
        .where(and(eq(brandKits.id, kitId), or(eq(brandKits.userId, userId), eq(brandKits.team, true))));
      if (!row) throw notFound('Brand kit');
      const kit = brandKitBodySchema.parse({
        ...row.settings,
        name: row.name,
        team: row.team,
        isDefault: row.isDefault,
      });
      return { ...kit, id: row.id };
    },
  };
}

function runnerFrom(s: Services) {
  return createBatchRunner({
    db: s.database.db,
    jobs: s.jobs,
    generation: generationServiceFrom(s),
    engine: s.generationEngine,
    workOf: studioWorksFrom(s),
    log: s.log,
  });
}

function serviceFrom(s: Services) {
  const workOf = studioWorksFrom(s);
  const runner = runnerFrom(s);
  return createBatchesService({
    db: s.database.db,
    brandKits: brandKitsFrom(s),
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
