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
    summary: 'Start a generation (an image, an article, a script, a voice-over…)',
    path: '/api/generations',
    body: generationStartSchema,
    response: { 200: generationRecordSchema, 202: generationRecordSchema },
  }),
  list: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    summary: 'List your latest generations',
    path: '/api/generations',
    query: generationListQuerySchema,
    response: generationListSchema,
  }),
  get: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    summary: 'Get a generation (poll it until it has finished)',
    path: '/api/generations/:id',
    params: uuidParamsSchema,
    response: generationRecordSchema,
  }),
  /** Server-Sent Events: the record at each change (read with an EventSource). */
  events: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    summary: 'Follow a generation (Server-Sent Events)',
    path: '/api/generations/:id/events',
    params: uuidParamsSchema,
  }),
  cancel: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    summary: 'Cancel a queued or running generation',
    path: '/api/generations/:id/cancel',
    params: uuidParamsSchema,
    response: generationRecordSchema,
  }),
};
