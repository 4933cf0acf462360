import type { z } from 'zod';
import type {
  changePasswordBodySchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from '../auth.js';
import type { Language } from '../constants.js';
import type { Role } from '../permissions.js';
import { defineEndpoint, typeOnly } from './define-endpoint.js';

/*
 * Better Auth's endpoints, reached through the server's bridge (modules/auth/auth.routes.ts),
 * which validates their bodies with the contracts' schemas itself. Declared by their types
 * only: the landing page reads the session and signs out, and must not load zod for it.
 */

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** Owner or administrator (the server derives it from `role`). */
  isAdmin: boolean;
  /** Back-office role; what it may do is the contracts' matrix (permissions.ts). */
  role?: Role;
  language: Language;
  image?: string | null;
  emailVerified?: boolean;
  createdAt?: string;
}

export interface SessionData {
  session: { id: string; expiresAt: string };
  user: SessionUser;
}

const body = <S extends z.ZodType>() => typeOnly<z.input<S>>();

export const authEndpoints = {
  /** The signed-in session, or null. */
  session: defineEndpoint({
    method: 'GET',
    path: '/api/auth/get-session',
    response: typeOnly<SessionData | null>(),
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    body: typeOnly<Record<string, never>>(),
  }),
  /** Creates the account and signs it in (cookie set by the server). */
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: body<typeof signUpBodySchema>(),
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: body<typeof signInBodySchema>(),
  }),
  /** Answers the same whether or not the address exists. */
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    body: body<typeof requestPasswordResetBodySchema>(),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: body<typeof resetPasswordBodySchema>(),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    body: body<typeof changePasswordBodySchema>(),
  }),
};
