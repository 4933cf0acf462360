import { STUDIOS, type Studio } from '@forja/contracts';
import type { Services } from '../server-module.js';
import type { StudioBatchWork } from './studio-batch-work.js';

/** Every studio's batch work, from the modules that declare it (ServerModule.batch): one each. */
export function studioWorksFrom(s: Services): (studio: Studio) => StudioBatchWork {
  const works = new Map<Studio, StudioBatchWork>();
  for (const m of s.serverModules) {
    if (!m.batch) continue;
    const work = m.batch(s);
    if (works.has(work.studio)) throw new Error(`Two modules run the ${work.studio} studio's batches.`);
    works.set(work.studio, work);
  }
  // Refused at start rather than at a batch's first row: every studio runs from a list.
  const missing = STUDIOS.filter((studio) => !works.has(studio));
  if (missing.length > 0) {
    throw new Error(
      `No module runs the batches of the studio(s) ${missing.join(', ')} (ServerModule.batch).`,
    );
  }
  return (studio) => {
    const work = works.get(studio);
    if (!work) throw new Error(`No module runs the ${studio} studio's batches (ServerModule.batch).`);
    return work;
  };
}
