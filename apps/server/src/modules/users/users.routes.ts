import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationPrefsSchema, profileSchema, updateProfileBodySchema } from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { AccountDeletion } from './account-deletion.js';
import type { UsersService } from './users.service.js';

export function registerUsersRoutes(
  instance: FastifyInstance,
  users: UsersService,
  accountDeletion: AccountDeletion,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  app.get('/api/profile', { ...auth, schema: { response: { 200: profileSchema } } }, (req) =>
    users.getProfile(currentUser(req).id),
  );

  app.patch(
    '/api/profile',
    { ...auth, schema: { body: updateProfileBodySchema, response: { 200: profileSchema } } },
    (req) => users.updateProfile(currentUser(req).id, req.body),
  );

  app.get('/api/notifications', { ...auth, schema: { response: { 200: notificationPrefsSchema } } }, (req) =>
    users.getNotifications(currentUser(req).id),
  );

  app.put(
    '/api/notifications',
    { ...auth, schema: { body: notificationPrefsSchema, response: { 200: notificationPrefsSchema } } },
    (req) => users.setNotifications(currentUser(req).id, req.body),
  );

  app.delete('/api/account', auth, async (req, reply) => {
    await accountDeletion.deleteUser(currentUser(req).id);
    // The session row went with the user; clear the cookie too so the browser is signed out.
    for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
      reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    }
    return reply.status(204).send();
  });
}
