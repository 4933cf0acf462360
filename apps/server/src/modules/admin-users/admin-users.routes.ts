import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCreditsBodySchema,
  addCreditsResultSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  setRoleBodySchema,
  updateAdminUserBodySchema,
} from '@forja/contracts';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.js';
import type { AdminUsersService } from './admin-users.service.js';

/**
 * Registered inside the administrator scope (plugins/admin-scope.ts): each route names the
 * permission it needs, checked before anything else runs (401 signed out, 403 without it).
 */
export function registerAdminUsersRoutes(instance: FastifyInstance, users: AdminUsersService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const params = adminUserParamsSchema;

  app.get(
    '/api/admin/users',
    {
      config: { permission: 'users.read' },
      schema: { querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema } },
    },
    (req) => users.list(req.query),
  );

  app.get(
    '/api/admin/staff',
    {
      config: { permission: 'roles.assign' },
      schema: { response: { 200: z.object({ items: z.array(adminUserSchema) }) } },
    },
    async () => ({ items: await users.staff() }),
  );

  app.get(
    '/api/admin/users/:userId',
    {
      config: { permission: 'users.read' },
      schema: { params, response: { 200: adminUserDetailSchema } },
    },
    (req) => users.detail(req.params.userId),
  );

  app.patch(
    '/api/admin/users/:userId',
    {
      config: { permission: 'users.edit' },
      schema: { params, body: updateAdminUserBodySchema, response: { 200: adminUserSchema } },
    },
    (req) => users.edit(currentUser(req), req.params.userId, req.body),
  );

  app.post(
    '/api/admin/users/:userId/credits',
    {
      config: { permission: 'credits.add' },
      schema: { params, body: addCreditsBodySchema, response: { 200: addCreditsResultSchema } },
    },
    (req) => users.addCredits(currentUser(req), req.params.userId, req.body.amount, req.body.description),
  );

  app.put(
    '/api/admin/users/:userId/role',
    {
      config: { permission: 'roles.assign' },
      schema: { params, body: setRoleBodySchema, response: { 200: adminUserSchema } },
    },
    (req) => users.setRole(currentUser(req), req.params.userId, req.body.role),
  );

  app.post(
    '/api/admin/users/:userId/password-reset',
    { config: { permission: 'users.resetPassword' }, schema: { params } },
    async (req, reply) => {
      await users.sendPasswordReset(currentUser(req), req.params.userId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/users/:userId',
    { config: { permission: 'users.delete' }, schema: { params } },
    async (req, reply) => {
      await users.delete(currentUser(req), req.params.userId);
      return reply.status(204).send();
    },
  );
}
