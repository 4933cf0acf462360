import { paths } from '@/config/paths';

/**
 * Where to go after signing in. Only same-site paths are accepted, so a crafted
 * `from` (e.g. "//evil.example") cannot send the user off-site.
 */
export function safeRedirectPath(from: unknown, fallback: string = paths.dashboard): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  return from;
}

export interface RedirectState {
  from?: string;
}

/** Reads `state.from` that the auth guard stored when it sent the visitor to /login. */
export function redirectFromState(state: unknown, fallback: string = paths.dashboard): string {
  const from = typeof state === 'object' && state !== null ? (state as RedirectState).from : undefined;
  return safeRedirectPath(from, fallback);
}
