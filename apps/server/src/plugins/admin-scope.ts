import type { FastifyInstance } from 'fastify';

/**
 * The one place administrator routes are guarded: every route `register` adds goes through
 * `requireAdmin` (401 signed out, 403 unless the role grants the route's `config.permission`) before its own hooks and before its
 * body is validated. Only /api/admin/ paths belong here, and every one of them does.
 */
export async function registerAdminScope(
  app: FastifyInstance,
  register: (admin: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/admin/')) {
        throw new Error(
          `${route.method} ${route.url} is not an /api/admin/ route; register it outside the admin scope.`,
        );
      }
    });
    admin.addHook('onRequest', admin.requireAdmin);
    await register(admin);
  });
}
