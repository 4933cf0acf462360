import { z } from 'zod';
import { addCreditsBodySchema, addCreditsResultSchema } from '../plans.js';
import {
  adminStatsSchema,
  detectRequestSchema,
  detectResultSchema,
  setupChecklistSchema,
  useDetectedBodySchema,
} from '../admin-overview.js';
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  setRoleBodySchema,
  updateAdminUserBodySchema,
} from '../admin-users.js';
import { auditListQuerySchema, auditListSchema } from '../audit.js';
import {
  contactMessageIdParamsSchema,
  contactMessageListSchema,
  updateContactMessageBodySchema,
} from '../contact.js';
import {
  serverModelsBodySchema,
  serverModelsResultSchema,
  serverTestBodySchema,
  serverTestResultSchema,
  serverVoicesBodySchema,
  serverVoicesResultSchema,
} from '../generation-servers.js';
import {
  generationSettingsSchema,
  generationSettingsTestBodySchema,
  generationSettingsTestResultSchema,
  updateGenerationSettingsBodySchema,
} from '../generation-settings.js';
import { outboxListSchema } from '../health.js';
import { planAccessMatrixSchema, updatePlanAccessBodySchema } from '../plan-access.js';
import { defineEndpoint } from './define-endpoint.js';

/* The back office (`/api/admin/*`): each route names the permission it needs on the server. */

const SETTINGS = '/api/admin/generation-settings';
const USER = '/api/admin/users/:userId';

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

export const generationSettingsEndpoints = {
  /** The key comes back masked. */
  get: defineEndpoint({ method: 'GET', path: SETTINGS, response: generationSettingsSchema }),
  /** The whole record; an empty apiKey keeps the stored key. */
  update: defineEndpoint({
    method: 'PUT',
    path: SETTINGS,
    body: updateGenerationSettingsBodySchema,
    response: generationSettingsSchema,
  }),
  /** One harmless request through the saved provider. */
  test: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/test`,
    body: generationSettingsTestBodySchema,
    response: generationSettingsTestResultSchema,
  }),
  serverModels: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/servers/models`,
    body: serverModelsBodySchema,
    response: serverModelsResultSchema,
  }),
  serverVoices: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/servers/voices`,
    body: serverVoicesBodySchema,
    response: serverVoicesResultSchema,
  }),
  serverTest: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/servers/test`,
    body: serverTestBodySchema,
    response: serverTestResultSchema,
  }),
};

export const adminUserEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: adminUserListQuerySchema,
    response: adminUserListSchema,
  }),
  staff: defineEndpoint({
    method: 'GET',
    path: '/api/admin/staff',
    response: z.object({ items: z.array(adminUserSchema) }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: USER,
    params: adminUserParamsSchema,
    response: adminUserDetailSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: USER,
    params: adminUserParamsSchema,
    body: updateAdminUserBodySchema,
    response: adminUserSchema,
  }),
  addCredits: defineEndpoint({
    method: 'POST',
    path: `${USER}/credits`,
    params: adminUserParamsSchema,
    body: addCreditsBodySchema,
    response: addCreditsResultSchema,
  }),
  setRole: defineEndpoint({
    method: 'PUT',
    path: `${USER}/role`,
    params: adminUserParamsSchema,
    body: setRoleBodySchema,
    response: adminUserSchema,
  }),
  sendPasswordReset: defineEndpoint({
    method: 'POST',
    path: `${USER}/password-reset`,
    params: adminUserParamsSchema,
  }),
  delete: defineEndpoint({ method: 'DELETE', path: USER, params: adminUserParamsSchema }),
};
