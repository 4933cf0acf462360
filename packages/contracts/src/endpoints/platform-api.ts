import { uuidParamsSchema } from '../archives.js';
import {
  API_TOKENS_PATH,
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '../api-tokens.js';
import {
  createdWebhookSchema,
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  WEBHOOKS_PATH,
} from '../webhooks.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * Settings -> API (api-tokens.ts) and Settings -> Webhooks (webhooks.ts). Signed-in users only:
 * none of them takes a token (a token cannot make or see tokens or webhooks). Another user's
 * token, webhook or delivery is 404.
 */
export const apiTokenEndpoints = {
  list: defineEndpoint({ method: 'GET', path: API_TOKENS_PATH, response: apiTokenListSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: API_TOKENS_PATH,
    body: createApiTokenBodySchema,
    response: { 201: createdApiTokenSchema },
  }),
  /** Revokes: the token stops working at once and leaves the list. 204. */
  revoke: defineEndpoint({ method: 'DELETE', path: `${API_TOKENS_PATH}/:id`, params: uuidParamsSchema }),
};

export const webhookEndpoints = {
  list: defineEndpoint({ method: 'GET', path: WEBHOOKS_PATH, response: webhookListSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: WEBHOOKS_PATH,
    body: createWebhookBodySchema,
    response: { 201: createdWebhookSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${WEBHOOKS_PATH}/:id`,
    params: uuidParamsSchema,
    body: updateWebhookBodySchema,
    response: webhookSchema,
  }),
  /** 204; its pending deliveries are dropped. */
  remove: defineEndpoint({ method: 'DELETE', path: `${WEBHOOKS_PATH}/:id`, params: uuidParamsSchema }),
  /** Sends a `webhook.test` message now (queued like any other); answers the delivery. */
  test: defineEndpoint({
    method: 'POST',
    path: `${WEBHOOKS_PATH}/:id/test`,
    params: uuidParamsSchema,
    response: { 202: webhookDeliverySchema },
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: `${WEBHOOKS_PATH}/:id/deliveries`,
    params: uuidParamsSchema,
    response: webhookDeliveryListSchema,
  }),
  /** "Send again": the same message (same webhook-id), newly signed, as a fresh series of tries. */
  resend: defineEndpoint({
    method: 'POST',
    path: `${WEBHOOKS_PATH}/:id/deliveries/:deliveryId/resend`,
    params: webhookDeliveryParamsSchema,
    response: { 202: webhookDeliverySchema },
  }),
};
