import type { WebhookEvent } from '@forja/contracts';
import type { Services } from '../server-module.js';

/** Engines already followed: the web phase and the jobs phase of one process share one. */
const followed = new WeakSet<object>();

/**
 * `generation.succeeded` / `generation.failed` for each generation this process settles,
 * with the record as GET /api/generations/:id answers it. A cancelled one tells nothing, and
 * a generation handed back to the queue (a stopping process) is not settled yet.
 */
export function emitGenerationEvents(
  s: Pick<Services, 'generationEngine' | 'generationRecords' | 'webhooks' | 'log'>,
): void {
  const engine = s.generationEngine;
  if (followed.has(engine)) return;
  followed.add(engine);
  engine.onSettled((generationId) => {
    void (async () => {
      const settled = await s.generationRecords.settled(generationId);
      if (!settled) return;
      const { status } = settled.record;
      const type: WebhookEvent | null =
        status === 'succeeded' ? 'generation.succeeded' : status === 'failed' ? 'generation.failed' : null;
      if (type) await s.webhooks.emit(settled.userId, type, { generation: settled.record });
    })().catch((err: unknown) =>
      s.log.error({ err, generationId }, 'webhook: could not read a settled generation'),
    );
  });
}
