import { uuidParamsSchema } from '../archives.js';
import { brandKitBodySchema, brandKitListSchema, brandKitSchema } from '../brand-kits.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * Brand kits: the user's own and the team's (brand-kits.ts). A team kit (`team: true`) is
 * created and changed by an administrator (the `settings` permission); others may only use and
 * duplicate it. Another user's kit answers 404.
 */
export const brandKitEndpoints = {
  list: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/brand-kits',
    response: brandKitListSchema,
  }),
  create: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'POST',
    path: '/api/brand-kits',
    body: brandKitBodySchema,
    response: { 201: brandKitSchema },
  }),
  update: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'PUT',
    path: '/api/brand-kits/:id',
    params: uuidParamsSchema,
    body: brandKitBodySchema,
    response: brandKitSchema,
  }),
  /** A personal copy ("… (copy)"), of one's own kit or of a team kit. */
  duplicate: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'POST',
    path: '/api/brand-kits/:id/duplicate',
    params: uuidParamsSchema,
    response: { 201: brandKitSchema },
  }),
  remove: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'DELETE',
    path: '/api/brand-kits/:id',
    params: uuidParamsSchema,
  }),
};
