import type { ServerModule, Services } from '../server-module.js';
import { createWebhookAddressRule } from './webhook-address.js';
import {
  createDeliveryRunner,
  DELIVER_WEBHOOK_JOB,
  REMOVE_OLD_DELIVERIES_JOB,
  SWEEP_WEBHOOKS_JOB,
  type DeliveryRunner,
} from './webhook-delivery-runner.js';
import { emitGenerationEvents } from './generation-events.js';
import { createWebhooksRepository } from './webhooks.repository.js';
import { registerWebhookRoutes } from './webhooks.routes.js';
import { createWebhooksService, type WebhooksService } from './webhooks.service.js';

declare module '../server-module.js' {
  interface Services {
    /** Outgoing webhooks (docs/api-webhooks.md): `emit` when a user's work finishes. */
    webhooks: WebhooksService;
    /** The delivery job's work, the sweep of lost jobs, and the cleanup of old deliveries. */
    webhookDeliveries: DeliveryRunner;
  }
}

/** How often every process looks for deliveries whose job was lost. */
const SWEEP_EVERY_MS = 60_000;
/** One try's time limit. */
const TRY_TIMEOUT_MS = 10_000;

function buildWebhooks(s: Services) {
  const repo = createWebhooksRepository(s.database.db);
  const rule = createWebhookAddressRule(s.config.allowedPrivateHosts);
  const send = (deliveryId: string, attempts: number, at?: Date) =>
    s.jobs.send(
      DELIVER_WEBHOOK_JOB,
      { deliveryId, attempts },
      { retryLimit: 0, ...(at ? { startAfter: at } : {}) },
    );
  return {
    webhooks: createWebhooksService({
      database: s.database,
      rule,
      encryptionKey: s.encryptionKey,
      queue: (deliveryId) => send(deliveryId, 0),
      log: s.log,
    }),
    webhookDeliveries: createDeliveryRunner({
      repo,
      rule,
      encryptionKey: s.encryptionKey,
      send,
      log: s.log,
      tuning: {
        retryDelaysMs: s.config.webhookRetryDelaysMs,
        timeoutMs: TRY_TIMEOUT_MS,
        lostAfterMs: 2 * 60_000,
      },
    }),
  };
}

/**
 * Signed outgoing webhooks (Standard Webhooks): Settings -> Webhooks, the delivery job with
 * its retries, and the events. Generations settle in the web process ('now' kinds) and in the
 * workers (queued kinds): both phases subscribe (once per engine).
 */
export const webhooksModule: ServerModule = {
  name: 'webhooks',
  services: buildWebhooks,
  routes: (app, s) => {
    emitGenerationEvents(s);
    registerWebhookRoutes(app, s.webhooks);
  },
  async jobs(jobs, s) {
    emitGenerationEvents(s);
    await jobs.work(
      DELIVER_WEBHOOK_JOB,
      ({ deliveryId, attempts }) => s.webhookDeliveries.run(deliveryId, attempts),
      // A failed try's next one is sent for later (the first after 5 s): looked for every 2 s.
      { concurrency: 4, delayedJobs: true },
    );
    await jobs.every(SWEEP_WEBHOOKS_JOB, SWEEP_EVERY_MS, () => s.webhookDeliveries.sweep());
    await jobs.work(REMOVE_OLD_DELIVERIES_JOB, () => s.webhookDeliveries.removeOld());
    await jobs.schedule(REMOVE_OLD_DELIVERIES_JOB, '41 3 * * *');
  },
};
