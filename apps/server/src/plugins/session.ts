import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import {
  can,
  hasBackOfficeAccess,
  isAdministrator,
  roleSchema,
  type Permission,
  type Role,
} from '@forja/contracts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Owner or administrator (what the single admin flag used to mean). */
  isAdmin: boolean;
}

/**
 * What an /api/admin/ route without its own `permission` needs: the studio's settings, so a
 * route added before roles existed stays with owners and administrators (support is refused).
 */
export const DEFAULT_ADMIN_PERMISSION: Permission = 'settings.manage';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
  interface FastifyContextConfig {
    /** The 403 message of an admin route that words it its own way (the default says administrators only). */
    adminOnlyMessage?: string;
    /** The permission an /api/admin/ route needs (default DEFAULT_ADMIN_PERMISSION). */
    permission?: Permission;
  }
}

/**
 * What the guards read of Better Auth (modules/auth/auth.ts): the user of a request's session.
 * Written out here, not imported, so that plugins sit below the modules that use them.
 */
export interface SessionReader {
  api: {
    getSession(context: {
      headers: Headers;
    }): Promise<{ user: { id: string; email: string; name: string; role?: string | null } } | null>;
  };
}

/**
 * The session decides who the user is; any user id a client sends is ignored.
 * `requireUser` / `requireAdmin` run as onRequest hooks, so a signed-out caller gets 401 before any validation.
 * `requireAdmin` guards the admin scope (plugins/admin-scope.ts), not single routes: it checks
 * the permission the route declares (`config.permission`), read from the role on every request.
 */
export function registerSessionGuards(app: FastifyInstance, auth: SessionReader) {
  async function loadUser(request: FastifyRequest): Promise<SessionUser> {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw unauthorized();
    const user = session.user;
    const role = roleSchema.catch('user').parse(user.role);
    return { id: user.id, email: user.email, name: user.name, role, isAdmin: isAdministrator(role) };
  }
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.sessionUser = await loadUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await loadUser(request);
    const config = request.routeOptions.config;
    requirePermission(user, config.permission ?? DEFAULT_ADMIN_PERMISSION, config.adminOnlyMessage);
    request.sessionUser = user;
  });
}

/** The one permission check: a 403 unless the user's role grants `permission`. */
export function requirePermission(user: { role: Role }, permission: Permission, message?: string): void {
  if (!can(user.role, permission)) {
    throw forbidden(
      message ?? (hasBackOfficeAccess(user.role) ? 'Your role does not allow this.' : undefined),
    );
  }
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
