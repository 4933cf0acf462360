import type { ServerModule } from '../server-module.js';
import './studio-batch-work.js';

/** Batch runs: a studio's generations from a list or a CSV (docs/product/batches.md). */
export const batchesModule: ServerModule = {
  name: 'batches',
};
