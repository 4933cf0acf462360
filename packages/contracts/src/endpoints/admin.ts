import {
  adminStatsSchema,
  detectRequestSchema,
  detectResultSchema,
  setupChecklistSchema,
  useDetectedBodySchema,
} from '../admin-overview.js';
import { auditListQuerySchema, auditListSchema } from '../audit.js';
import {
  contactMessageIdParamsSchema,
  contactMessageListSchema,
  updateContactMessageBodySchema,
} from '../contact.js';
import { generationSettingsSchema } from '../generation-settings.js';
import { outboxListSchema } from '../health.js';
import { planAccessMatrixSchema, updatePlanAccessBodySchema } from '../plan-access.js';
import { defineEndpoint } from './define-endpoint.js';

/* The back office (`/api/admin/*`): each route names the permission it needs on the server. */

export const adminEndpoints = {
  stats: defineEndpoint({ method: 'GET', path: '/api/admin/stats', response: adminStatsSchema }),
  setup: defineEndpoint({ method: 'GET', path: '/api/admin/setup', response: setupChecklistSchema }),
  /** Looks for Ollama, LM Studio and an automation on the server's machine. */
  detect: defineEndpoint({
    method: 'POST',
    path: '/api/admin/setup/detect',
    body: detectRequestSchema,
    response: detectResultSchema,
  }),
  useDetected: defineEndpoint({
    method: 'POST',
    path: '/api/admin/setup/use-detected',
    body: useDetectedBodySchema,
    response: generationSettingsSchema,
  }),
  outbox: defineEndpoint({ method: 'GET', path: '/api/admin/outbox', response: outboxListSchema }),
  contactMessages: defineEndpoint({
    method: 'GET',
    path: '/api/admin/contact-messages',
    response: contactMessageListSchema,
  }),
  updateContactMessage: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id',
    params: contactMessageIdParamsSchema,
    body: updateContactMessageBodySchema,
  }),
  planAccess: defineEndpoint({
    method: 'GET',
    path: '/api/admin/plan-access',
    response: planAccessMatrixSchema,
  }),
  updatePlanAccess: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/plan-access',
    body: updatePlanAccessBodySchema,
    response: planAccessMatrixSchema,
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: auditListQuerySchema,
    response: auditListSchema,
  }),
};
