import { z } from 'zod';
import { addCreditsBodySchema, addCreditsResultSchema } from '../plans.js';
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  setRoleBodySchema,
  updateAdminUserBodySchema,
} from '../admin-users.js';
import { defineEndpoint } from './define-endpoint.js';

/* The back office's users (`users.*` permissions); a module of its own, so the back office's other pages do not load it. */

const USER = '/api/admin/users/:userId';

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
