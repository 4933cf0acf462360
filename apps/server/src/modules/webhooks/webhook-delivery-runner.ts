import type { Logger } from 'pino';
import { z } from 'zod';
import { WEBHOOK_DELIVERIES_KEPT_DAYS } from '@forja/contracts';
import { decryptSecret } from '../../lib/crypto.js';
import { defineJob } from '../../jobs/queue.js';
import type { WebhookAddressRule } from './webhook-address.js';
import { sendWebhook } from './webhook-sender.js';
import type { DeliveryRow, WebhooksRepository } from './webhooks.repository.js';

/*
 * A delivery's tries. The job names the delivery and the tries made so far; its claim takes
 * the next try in one statement (so a job delivered twice sends once), sends, and records the
 * outcome. A failed try waits its delay (WEBHOOK_RETRY_DELAYS_MS) as a delayed job; after the
 * last one the delivery has failed. The sweep sends again the jobs a crash lost.
 */

export const DELIVER_WEBHOOK_JOB = defineJob({
  name: 'webhook.deliver',
  schema: z.object({ deliveryId: z.uuid(), attempts: z.number().int().min(0) }),
});
export const SWEEP_WEBHOOKS_JOB = defineJob({ name: 'webhook.sweep' });
export const REMOVE_OLD_DELIVERIES_JOB = defineJob({ name: 'webhook.remove-old' });

export interface DeliveryTuning {
  /** Pauses before the 2nd, 3rd, … tries: tries in all = delays + 1. */
  retryDelaysMs: number[];
  /** One try's time limit. */
  timeoutMs: number;
  /** A due (or claimed) delivery this long past its time: its job was lost; sent again. */
  lostAfterMs: number;
}

/** The endpoint's secret is encrypted with the studio key, bound to the endpoint. */
export const secretContext = (webhookId: string) => `webhooks:${webhookId}`;

export function createDeliveryRunner(deps: {
  repo: WebhooksRepository;
  rule: WebhookAddressRule;
  encryptionKey: Buffer;
  send: (deliveryId: string, attempts: number, at?: Date) => Promise<void>;
  tuning: DeliveryTuning;
  log: Logger;
}) {
  const { repo, tuning, log } = deps;
  const maxTries = tuning.retryDelaysMs.length + 1;

  /** The body as signed and sent: the same on every try. */
  const bodyOf = (row: DeliveryRow) =>
    JSON.stringify({ type: row.type, timestamp: row.createdAt.toISOString(), data: row.payload });

  async function run(deliveryId: string, attempts: number): Promise<void> {
    const claimed = await repo.claim(deliveryId, attempts, tuning.timeoutMs + tuning.lostAfterMs, 500);
    if (!claimed) return; // taken, not due, restarted, stopped, or its endpoint disabled or gone
    const endpoint = await repo.findById(claimed.webhookId);
    if (!endpoint) return;
    const outcome = await sendWebhook(
      {
        id: claimed.id,
        url: endpoint.url,
        secret: decryptSecret(endpoint.secretEncrypted, deps.encryptionKey, secretContext(endpoint.id)),
        body: bodyOf(claimed),
      },
      deps.rule,
      tuning.timeoutMs,
    );
    if (outcome.ok) {
      await repo.finish(claimed, {
        status: 'succeeded',
        nextAttemptAt: null,
        lastStatusCode: outcome.statusCode,
        lastError: null,
      });
      return;
    }
    const failure = { lastStatusCode: outcome.statusCode, lastError: outcome.error.slice(0, 500) };
    if (claimed.attempts >= maxTries) {
      await repo.finish(claimed, { status: 'failed', nextAttemptAt: null, ...failure });
      log.info({ deliveryId, attempts: claimed.attempts }, 'webhook: delivery failed');
      return;
    }
    const wait = tuning.retryDelaysMs[claimed.attempts - 1] ?? 0;
    const next = new Date(Date.now() + wait);
    const recorded = await repo.finish(claimed, { status: 'pending', nextAttemptAt: next, ...failure });
    if (recorded) await deps.send(claimed.id, claimed.attempts, next);
  }

  return {
    run,
    /** Lost jobs (a crash, a dropped queue row): sent again; interrupted last tries: failed. */
    async sweep(): Promise<void> {
      await repo.failExhausted(maxTries, tuning.lostAfterMs);
      for (const row of await repo.overdue(tuning.lostAfterMs)) await deps.send(row.id, row.attempts);
    },
    removeOld: () => repo.removeOlderThan(WEBHOOK_DELIVERIES_KEPT_DAYS),
  };
}
export type DeliveryRunner = ReturnType<typeof createDeliveryRunner>;
