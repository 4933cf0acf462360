import { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, isSafeText } from './safe-text.js';

/*
 * Outgoing webhooks (docs/api.md, Webhooks): a user's HTTPS endpoints told when their work
 * finishes. Each delivery follows the Standard Webhooks specification: a JSON body
 * `{ type, timestamp, data }` signed in the `webhook-id`, `webhook-timestamp` and
 * `webhook-signature` headers with the endpoint's secret (`whsec_…`). Deliveries go through
 * the job queue and are retried with backoff for about a day.
 */

export const WEBHOOK_EVENTS = [
  'generation.succeeded',
  'generation.failed',
  'publication.published',
  'publication.failed',
  'batch.finished',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "Send a test" sends: not an event one subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveryType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOKS_PATH = '/api/webhooks';
export const WEBHOOKS_PER_USER_MAX = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** Deliveries each endpoint's list shows (newest first). */
export const WEBHOOK_DELIVERIES_SHOWN = 50;
/** How long deliveries are kept. */
export const WEBHOOK_DELIVERIES_KEPT_DAYS = 30;

const url = z
  .string({ error: 'url_invalid' })
  .trim()
  .min(1, 'url_required')
  .max(WEBHOOK_URL_MAX_LENGTH, 'field_too_long')
  .refine((s) => isSafeText(s), UNSAFE_TEXT_MESSAGE)
  .refine((s) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(s), 'url_invalid');
const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'event_invalid' }), { error: 'events_required' })
  .min(1, 'events_required')
  .max(WEBHOOK_EVENTS.length, 'events_required')
  .transform((list) => WEBHOOK_EVENTS.filter((e) => list.includes(e)));
const description = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, 'field_too_long')
  .refine((s) => isSafeText(s), UNSAFE_TEXT_MESSAGE);

/**
 * POST /api/webhooks. The address must be https and public (as for WordPress); only hosts
 * the operator lists in ALLOWED_PRIVATE_HOSTS may be local, and those may use http.
 * Refused: 400 WEBHOOK_URL_REFUSED (details.reason: 'invalid' | 'private' | 'unresolvable' | 'https_required').
 */
export const createWebhookBodySchema = z
  .object({ url, events, description: description.default('') })
  .strict();
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** PATCH /api/webhooks/:id: any of the fields. */
export const updateWebhookBodySchema = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: description.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** The last delivery's outcome, for the list. */
  lastDelivery: z.object({ status: z.enum(['pending', 'succeeded', 'failed']), at: z.string() }).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to POST /api/webhooks: the signing secret is shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookListSchema = z.object({ items: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One message to one endpoint and its tries. `id` is the `webhook-id` header (the same on every try). */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  webhookId: z.uuid(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status on the last try, null when it was not reached. */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last try failed (a timeout, a refused connection, a non-2xx status). */
  lastError: z.string().nullable(),
  /** When the next try is due, while pending. */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** /api/webhooks/:id/deliveries/:deliveryId/resend */
export const webhookDeliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });
