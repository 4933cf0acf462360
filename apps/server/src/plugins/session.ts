import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import {
  type ApiScope,
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
  /** Set when the request came with a personal API token instead of a session. */
  token?: { id: string; name: string; scopes: readonly ApiScope[] };
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
    /**
     * The scope a personal API token needs for the route: set from the endpoint's
     * `tokenScope` (lib/endpoint-route.ts). None: tokens are refused.
     */
    tokenScope?: ApiScope;
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
 * Who a request with `Authorization: Bearer <token>` is (modules/api-tokens): the token's
 * user, or an error (401 unknown, revoked or expired; 403 API off for the plan; 429 over the
 * token's rate). Written out here so that plugins sit below the modules.
 */
export interface TokenReader {
  authenticate(token: string, request: FastifyRequest): Promise<SessionUser>;
  /** After the answer of a token request: marks the token used, and audits a change. */
  used(request: FastifyRequest, statusCode: number): Promise<void>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The personal API token a request carries, or null. A request with one is a token request
 * from end to end: its cookies are not read, and the Origin check does not apply to it (a
 * browser never adds this header to a cross-site request on its own).
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header)?.[1] ?? null) : null;
}

export const tokenNotAllowed = () =>
  new AppError(403, 'TOKEN_NOT_ALLOWED', 'This route cannot be called with an API token; sign in to use it.');

/** A token request may call a route only if the route names a scope and the token has it. */
function requireTokenScope(token: NonNullable<SessionUser['token']>, scope: ApiScope | undefined): void {
  if (!scope) throw tokenNotAllowed();
  if (!token.scopes.includes(scope)) {
    throw new AppError(403, 'TOKEN_SCOPE_MISSING', `This API token lacks the "${scope}" scope.`, { scope });
  }
}

/**
 * The session decides who the user is; any user id a client sends is ignored.
 * `requireUser` / `requireAdmin` run as onRequest hooks, so a signed-out caller gets 401 before any validation.
 * `requireAdmin` guards the admin scope (plugins/admin-scope.ts), not single routes: it checks
 * the permission the route declares (`config.permission`), read from the role on every request.
 */
export function registerSessionGuards(app: FastifyInstance, auth: SessionReader, tokens?: TokenReader) {
  async function loadUser(request: FastifyRequest): Promise<SessionUser> {
    const token = bearerToken(request);
    if (token !== null) {
      if (!tokens) throw unauthorized();
      const user = await tokens.authenticate(token, request);
      if (user.token) requireTokenScope(user.token, request.routeOptions.config.tokenScope);
      return user;
    }
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw unauthorized();
    const user = session.user;
    const role = roleSchema.catch('user').parse(user.role);
    return { id: user.id, email: user.email, name: user.name, role, isAdmin: isAdministrator(role) };
  }
  if (tokens) {
    app.addHook('onResponse', async (request, reply) => {
      if (!request.sessionUser?.token) return;
      await tokens.used(request, reply.statusCode).catch((err: unknown) => {
        request.log.warn({ err }, 'could not record an API token use');
      });
    });
  }
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.sessionUser = await loadUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    // Tokens never open the back office, whatever their user's role.
    if (bearerToken(request) !== null) throw tokenNotAllowed();
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
