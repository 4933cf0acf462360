import { randomBytes, randomUUID } from 'node:crypto';
import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_USER_MAX,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookDeliveryType,
  type WebhookEvent,
  type WebhookList,
} from '@forja/contracts';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { encryptSecret } from '../../lib/crypto.js';
import { addressRefused, WebhookAddressError, type WebhookAddressRule } from './webhook-address.js';
import { secretContext } from './webhook-delivery-runner.js';
import { createWebhooksRepository, type DeliveryRow, type WebhookRow } from './webhooks.repository.js';

type CreateInput = z.output<typeof createWebhookBodySchema>;
type UpdateInput = z.output<typeof updateWebhookBodySchema>;

const TURNED_OFF = 'The webhook is turned off.';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const deliveryView = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhookId: row.webhookId,
  type: row.type,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
});

const view = (row: WebhookRow, last: Webhook['lastDelivery'] = null): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  lastDelivery: last,
});

/** A Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * A user's webhook endpoints (Settings -> Webhooks) and the events that reach them. `emit` is
 * what other modules call when something finishes: one delivery per enabled endpoint that
 * takes the event, each queued for its first try.
 */
export function createWebhooksService(deps: {
  database: Database;
  rule: WebhookAddressRule;
  encryptionKey: Buffer;
  /** Queues a delivery's first try (the runner's job). */
  queue: (deliveryId: string) => Promise<void>;
  log: Logger;
}) {
  const { database, rule, log } = deps;
  const repo = createWebhooksRepository(database.db);

  async function checkAddress(url: string): Promise<void> {
    try {
      await rule.check(url);
    } catch (error) {
      if (error instanceof WebhookAddressError) throw addressRefused(error);
      throw error;
    }
  }

  async function owned(userId: string, id: string): Promise<WebhookRow> {
    const row = await repo.find(userId, id);
    if (!row) throw notFound('Webhook');
    return row;
  }

  async function withLast(rows: WebhookRow[]): Promise<Webhook[]> {
    const last = new Map(
      (await repo.lastDeliveries(rows.map((r) => r.id))).map((d) => [
        d.webhookId,
        { status: d.status, at: (d.lastAttemptAt ?? d.createdAt).toISOString() },
      ]),
    );
    return rows.map((r) => view(r, last.get(r.id) ?? null));
  }

  /** Inserts one message per endpoint and queues each; a queue failure leaves it to the sweep. */
  async function deliver(
    userId: string,
    webhookIds: string[],
    type: WebhookDeliveryType,
    data: Record<string, unknown>,
  ): Promise<DeliveryRow[]> {
    const rows = await repo.insertDeliveries(
      webhookIds.map((webhookId) => ({ webhookId, userId, type, payload: data, nextAttemptAt: new Date() })),
    );
    for (const row of rows) {
      await deps.queue(row.id).catch((err: unknown) => {
        log.warn({ err, deliveryId: row.id }, 'webhook: could not queue a delivery; the sweep will');
      });
    }
    return rows;
  }

  return {
    async list(userId: string): Promise<WebhookList> {
      return { items: await withLast(await repo.list(userId)) };
    },

    async create(userId: string, input: CreateInput): Promise<CreatedWebhook> {
      await checkAddress(input.url);
      const secret = newSecret();
      const id = randomUUID();
      const row = await database.db.transaction(async (tx) => {
        const txRepo = createWebhooksRepository(tx as unknown as Db);
        // Counted and inserted under the user's lock, so two requests cannot pass the limit.
        await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
        if ((await txRepo.count(userId)) >= WEBHOOKS_PER_USER_MAX) {
          throw new AppError(409, 'WEBHOOKS_LIMIT_REACHED', 'Too many webhooks.', {
            limit: WEBHOOKS_PER_USER_MAX,
          });
        }
        return txRepo.insert({
          id,
          userId,
          url: input.url,
          events: input.events,
          description: input.description,
          secretEncrypted: encryptSecret(secret, deps.encryptionKey, secretContext(id)),
        });
      });
      return { ...view(row), secret };
    },

    async update(userId: string, id: string, input: UpdateInput): Promise<Webhook> {
      await owned(userId, id);
      if (input.url !== undefined) await checkAddress(input.url);
      const row = await repo.update(userId, id, input);
      if (!row) throw notFound('Webhook');
      if (input.enabled === false) await repo.stopPending(id, TURNED_OFF);
      return (await withLast([row]))[0]!;
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound('Webhook');
    },

    /** "Send a test": a `webhook.test` message, queued like any other. */
    async test(userId: string, id: string): Promise<WebhookDelivery> {
      const endpoint = await owned(userId, id);
      const data = { webhookId: endpoint.id, message: 'A test message from Forja.' };
      if (!endpoint.enabled) {
        // Nothing goes to a webhook that is turned off: the test says so in the list.
        const [off] = await repo.insertDeliveries([
          {
            webhookId: id,
            userId,
            type: WEBHOOK_TEST_EVENT,
            payload: data,
            status: 'failed',
            lastError: TURNED_OFF,
          },
        ]);
        return deliveryView(off!);
      }
      const [row] = await deliver(userId, [endpoint.id], WEBHOOK_TEST_EVENT, data);
      const now = (await repo.deliveries(userId, id, WEBHOOK_DELIVERIES_SHOWN)).find((d) => d.id === row!.id);
      return deliveryView(now ?? row!);
    },

    async deliveries(userId: string, id: string): Promise<WebhookDeliveryList> {
      await owned(userId, id);
      return { items: (await repo.deliveries(userId, id, WEBHOOK_DELIVERIES_SHOWN)).map(deliveryView) };
    },

    /** "Send again": the same message id, newly signed, as a fresh series of tries. */
    async resend(userId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const endpoint = await owned(userId, id);
      const row = await repo.restart(userId, id, deliveryId);
      if (!row) {
        if (!(await repo.findDelivery(userId, id, deliveryId))) throw notFound('Delivery');
        throw new AppError(409, 'WEBHOOK_DELIVERY_PENDING', 'This delivery is still being tried.');
      }
      if (endpoint.enabled) await deps.queue(row.id);
      else await repo.stopPending(id, TURNED_OFF);
      const now = (await repo.deliveries(userId, id, WEBHOOK_DELIVERIES_SHOWN)).find((d) => d.id === row.id);
      return deliveryView(now ?? row);
    },

    /**
     * Tells the user's endpoints that take `type`. Never throws into the caller (its work is
     * done whatever the webhooks do); one indexed query when the user has no endpoint.
     */
    async emit(userId: string, type: WebhookEvent, data: Record<string, unknown>): Promise<void> {
      try {
        const endpoints = await repo.subscribed(userId, type);
        if (endpoints.length === 0) return;
        await deliver(
          userId,
          endpoints.map((e) => e.id),
          type,
          data,
        );
      } catch (err) {
        log.error({ err, userId, type }, 'webhook: could not record an event');
      }
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
