import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError, forbidden, unauthorized } from '../lib/app-error.js';
import type { Auth } from '../modules/auth/auth.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
  interface FastifyContextConfig {
    /** The 403 message of an admin route that words it its own way (the default says administrators only). */
    adminOnlyMessage?: string;
  }
}

/**
 * The session decides who the user is; any user id a client sends is ignored.
 * `requireUser` / `requireAdmin` run as onRequest hooks, so a signed-out caller gets 401 before any validation.
 * `requireAdmin` guards the admin scope (plugins/admin-scope.ts), not single routes.
 */
export function registerSessionGuards(app: FastifyInstance, auth: Auth) {
  async function loadUser(request: FastifyRequest): Promise<SessionUser> {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw unauthorized();
    const user = session.user as typeof session.user & { isAdmin?: boolean };
    return { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin === true };
  }
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.sessionUser = await loadUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await loadUser(request);
    if (!user.isAdmin) throw forbidden(request.routeOptions.config.adminOnlyMessage);
    request.sessionUser = user;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that went through requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.');
  return request.sessionUser;
}
