import type { Language, Role } from '@forja/contracts';
import { api } from './api-client';

/*
 * Calls about the current session that the app shell and several features need
 * (guards, layouts, landing top bar, account deletion). Screen-specific auth calls
 * (sign-in, sign-up, password reset) live in features/auth/api.
 */

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** Owner or administrator (the server derives it from `role`). */
  isAdmin: boolean;
  /** Back-office role; what it may do is the contracts' matrix (lib/permissions.ts). */
  role?: Role;
  language: Language;
  image?: string | null;
  emailVerified?: boolean;
  createdAt?: string;
}

interface SessionInfo {
  id: string;
  expiresAt: string;
}

export interface SessionData {
  session: SessionInfo;
  user: SessionUser;
}

export async function getSession(signal?: AbortSignal): Promise<SessionData | null> {
  const data = await api.get<SessionData | null | undefined>('/api/auth/get-session', { signal });
  return data && data.user ? data : null;
}

export function signOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}

export function saveProfileLanguage(language: Language): Promise<unknown> {
  return api.patch('/api/profile', { language });
}
