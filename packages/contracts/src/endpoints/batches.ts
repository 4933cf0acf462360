import { uuidParamsSchema } from '../archives.js';
import {
  batchDetailSchema,
  batchItemsQuerySchema,
  batchItemsSchema,
  batchListSchema,
  batchPreviewSchema,
  batchRetryBodySchema,
  batchSaveResultSchema,
  batchSourceSchema,
} from '../batches.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * Batch runs (batches.ts). A malformed list or CSV answers 400 BATCH_SOURCE_INVALID (details:
 * reason, line) and writes nothing; a batch with an invalid row 400 VALIDATION_ERROR (details:
 * the rows); one the credits do not cover 402 INSUFFICIENT_CREDITS, nothing held.
 */
export const batchEndpoints = {
  preview: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: '/api/batches/preview',
    body: batchSourceSchema,
    response: batchPreviewSchema,
  }),
  create: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: '/api/batches',
    body: batchSourceSchema,
    response: { 201: batchDetailSchema },
  }),
  list: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/batches',
    response: batchListSchema,
  }),
  items: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/batches/items',
    query: batchItemsQuerySchema,
    response: batchItemsSchema,
  }),
  get: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/batches/:id',
    params: uuidParamsSchema,
    response: batchDetailSchema,
  }),
  /** Server-Sent Events: the batch with its rows at each change, until it is finished or cancelled. */
  events: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/batches/:id/events',
    params: uuidParamsSchema,
  }),
  pause: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: '/api/batches/:id/pause',
    params: uuidParamsSchema,
    response: batchDetailSchema,
  }),
  resume: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: '/api/batches/:id/resume',
    params: uuidParamsSchema,
    response: batchDetailSchema,
  }),
  /** Stops the batch: rows not finished are cancelled and what they hold released; finished rows stay. */
  cancel: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: '/api/batches/:id/cancel',
    params: uuidParamsSchema,
    response: batchDetailSchema,
  }),
  retry: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: '/api/batches/:id/retry',
    params: uuidParamsSchema,
    body: batchRetryBodySchema,
    response: batchDetailSchema,
  }),
  /** Saves every succeeded row not saved yet to the studio's archive. */
  save: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'POST',
    path: '/api/batches/:id/save',
    params: uuidParamsSchema,
    response: batchSaveResultSchema,
  }),
  /** Every succeeded row's files in one zip (application/zip). */
  download: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/batches/:id/download',
    params: uuidParamsSchema,
  }),
};
