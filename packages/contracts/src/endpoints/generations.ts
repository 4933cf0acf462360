import {
  generationListQuerySchema,
  generationListSchema,
  generationRecordSchema,
} from '../generation-api.js';
import { uuidParamsSchema } from '../archives.js';
import { generationStartSchema } from '../studios/index.js';
import { defineEndpoint } from './define-endpoint.js';

/** One API for every kind of generation (docs/ARCHITECTURE.md, "Generation and credits"). */
export const generationEndpoints = {
  /** `now` kinds answer 200 with the finished record, `queued` kinds 202 with the queued one. */
  start: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: '/api/generations',
    body: generationStartSchema,
    response: { 200: generationRecordSchema, 202: generationRecordSchema },
  }),
  list: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/generations',
    query: generationListQuerySchema,
    response: generationListSchema,
  }),
  get: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/generations/:id',
    params: uuidParamsSchema,
    response: generationRecordSchema,
  }),
  /** Server-Sent Events: the record at each change (read with an EventSource). */
  events: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/generations/:id/events',
    params: uuidParamsSchema,
  }),
  cancel: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: '/api/generations/:id/cancel',
    params: uuidParamsSchema,
    response: generationRecordSchema,
  }),
};
