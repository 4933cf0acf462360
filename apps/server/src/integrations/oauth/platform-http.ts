/*
 * What YouTube's and TikTok's clients share: one error type that says what the caller
 * should do about a failure, and fetch with a time limit. The addresses are the operator's
 * (config), never a user's, so no address guard is needed here.
 */

/**
 * transient: try again later (network, timeout, 5xx, 429); unauthorized: the access token was
 * refused (refresh it and try once more); revoked: the refresh token is gone (connect again);
 * refused: the platform said no to this request (do not retry).
 */
export type PlatformFailure = 'transient' | 'unauthorized' | 'revoked' | 'refused';

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  constructor(
    readonly kind: PlatformFailure,
    message: string,
    readonly status?: number,
    /** The platform's own error code (invalid_grant, spam_risk_too_many_posts…). */
    readonly platformCode?: string,
  ) {
    super(message);
  }
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export function failureForStatus(status: number): PlatformFailure {
  if (status === 401) return 'unauthorized';
  if (status === 429 || status >= 500) return 'transient';
  return 'refused';
}

/** fetch with a time limit; a network failure or timeout is a transient PlatformError. */
export async function platformFetch(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, ...rest } = init;
  try {
    return await fetch(url, { ...rest, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new PlatformError('transient', `The platform could not be reached: ${message}`);
  }
}

export async function readJson(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text().catch(() => '');
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function formBody(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

/** A token answer, normalised: the absolute expiry times the store keeps. */
export interface TokenSet {
  accessToken: string;
  /** Google keeps the old refresh token when it sends none; TikTok rotates it. */
  refreshToken: string;
  accessExpiresAt: number;
  refreshExpiresAt: number | null;
  scope: string;
  /** TikTok's id of the user for this app. */
  openId?: string;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** Reads an OAuth token answer (RFC 6749 §5.1 field names, as both platforms use). */
export function parseTokenAnswer(
  body: Record<string, unknown>,
  previousRefreshToken: string | undefined,
  now = Date.now(),
): TokenSet {
  const accessToken = str(body.access_token);
  const refreshToken = str(body.refresh_token) ?? previousRefreshToken;
  if (!accessToken || !refreshToken) {
    throw new PlatformError('refused', 'The token answer has no access or refresh token.');
  }
  const expiresIn = num(body.expires_in) ?? 3600;
  const refreshExpiresIn = num(body.refresh_expires_in);
  return {
    accessToken,
    refreshToken,
    accessExpiresAt: now + expiresIn * 1000,
    refreshExpiresAt: refreshExpiresIn !== undefined ? now + refreshExpiresIn * 1000 : null,
    scope: str(body.scope) ?? '',
    ...(str(body.open_id) ? { openId: str(body.open_id) } : {}),
  };
}

/** A failed token request: invalid_grant means the refresh token (or code) is no longer valid. */
export function tokenFailure(status: number, body: Record<string, unknown>): PlatformError {
  const code = str(body.error) ?? undefined;
  const text = str(body.error_description) ?? code ?? `HTTP ${status}`;
  if (code === 'invalid_grant') return new PlatformError('revoked', text, status, code);
  const kind = failureForStatus(status);
  return new PlatformError(kind === 'unauthorized' ? 'refused' : kind, text, status, code);
}
