import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasswordBodySchema,
  isAdministrator,
  permissionsOf,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from '@forja/contracts';
import { z } from 'zod';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { AppError, validationError } from '../../lib/app-error.js';
import type { Auth } from './auth.js';
import { mapAuthError } from './auth-error-map.js';
import type { LoginThrottle } from './login-throttle.js';
import { endResetLinks } from './reset-links.js';

/**
 * Only these Better Auth endpoints are reachable, each with our contract's body schema:
 * everything Better Auth would otherwise expose (update-user, delete-user, …) stays closed.
 * Exported so the robustness test can reach each path behind the `/api/auth/*` wildcard.
 */
export const authEndpoints: Record<string, { method: 'GET' | 'POST'; body?: z.ZodType }> = {
  '/sign-up/email': { method: 'POST', body: signUpBodySchema },
  '/sign-in/email': { method: 'POST', body: signInBodySchema },
  '/sign-out': { method: 'POST', body: z.object({}).strict() },
  '/get-session': { method: 'GET' },
  '/request-password-reset': { method: 'POST', body: requestPasswordResetBodySchema },
  '/reset-password': { method: 'POST', body: resetPasswordBodySchema },
  '/change-password': { method: 'POST', body: changePasswordBodySchema },
};

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; throttle: LoginThrottle; config: Config; db: Db },
) {
  const { auth, throttle, config, db } = deps;

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!.slice('/api/auth'.length);
    const endpoint = authEndpoints[path];
    if (!endpoint || endpoint.method !== request.method) throw new AppError(404, 'NOT_FOUND', 'Not found.');

    let body: Record<string, unknown> | undefined;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error.issues);
      body = parsed.data as Record<string, unknown>;
    }
    // A changed password ends every other session, whatever the client asked: whoever knew
    // the old one must not stay signed in elsewhere.
    if (path === '/change-password') body = { ...body, revokeOtherSessions: true };

    const email = path === '/sign-in/email' ? String(body!.email) : undefined;
    if (email) {
      const admission = await throttle.admit(email);
      if (!admission.admitted) {
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-ins. Try again later.', {
          retryAfterSeconds: admission.retryAfterSeconds,
        });
      }
    }

    const response = await auth.handler(toWebRequest(request, config.appUrl, body));
    // Better Auth answers a failed query with its own 500: when the database is unreachable,
    // this query throws the driver's error instead, which the error handler answers with a 503.
    if (response.status >= 500) await db.execute(sql`SELECT 1`);

    // The attempt was counted when it was admitted; a success wipes the count.
    if (email && response.ok) await throttle.clear(email);
    // …and ends every reset link mailed before, which would otherwise still set a password.
    if (path === '/change-password' && response.ok) await endResetLinks(db, await userIdOf(response));
    return sendWebResponse(reply, response);
  };

  // Reading the session happens on every page load: never rate-limited.
  app.get('/api/auth/*', handler);
  // Sign-in, sign-up, resets and password changes are.
  app.post(
    '/api/auth/*',
    { config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } } },
    handler,
  );
}

function toWebRequest(request: FastifyRequest, appUrl: string, body: unknown): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === 'host') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The session records the client's address as Fastify sees it: forwarding headers are
  // believed only behind a proxy the operator declared (TRUST_PROXY), never from the client.
  for (const name of ['x-forwarded-for', 'x-real-ip', 'forwarded', 'cf-connecting-ip', 'x-client-ip']) {
    headers.delete(name);
  }
  headers.set('x-forwarded-for', request.ip);
  // The body sent on is always the validated one as JSON, whatever the client sent (a bodiless
  // sign-out has no content type; a Request would call its string text/plain and be refused).
  if (request.method === 'POST') headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, appUrl), {
    method: request.method,
    headers,
    body: request.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
}

/** The user a successful change-password answer names (Better Auth answers `{ token, user }`). */
async function userIdOf(response: Response): Promise<string> {
  const body = (await response.clone().json()) as { user?: { id?: unknown } };
  if (typeof body.user?.id !== 'string') throw new Error('change-password answered without the user');
  return body.user.id;
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const text = await response.text();
  if (!response.ok) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const mapped = mapAuthError(response.status, parsed);
    return reply.status(mapped.status).send(mapped.body);
  }
  reply.status(response.status).header('content-type', 'application/json; charset=utf-8');
  return reply.send(withoutSessionToken(text));
}

/**
 * Better Auth echoes the session token in sign-in and sign-up bodies. The session lives in
 * an HttpOnly cookie precisely so scripts cannot read it, so the body must not carry it.
 */
function withoutSessionToken(text: string): string {
  if (text === '') return 'null';
  const body = JSON.parse(text) as unknown;
  if (body && typeof body === 'object' && 'token' in body) delete (body as { token?: unknown }).token;
  if (body && typeof body === 'object' && 'session' in body) {
    const session = (body as { session?: { token?: unknown } }).session;
    if (session && typeof session === 'object') delete session.token;
  }
  if (body && typeof body === 'object' && 'user' in body) withPermissions(body.user);
  return JSON.stringify(body);
}

/**
 * The web hides what the server would refuse: it learns the role's permissions with the
 * session (and `isAdmin`, owner or administrator, as the screens had it before roles).
 */
function withPermissions(user: unknown): void {
  if (!user || typeof user !== 'object') return;
  const record = user as { role?: string; isAdmin?: boolean; permissions?: readonly string[] };
  record.isAdmin = isAdministrator(record.role);
  record.permissions = permissionsOf(record.role);
}
