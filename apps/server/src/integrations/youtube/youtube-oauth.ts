import type { OAuthAppKeys, OAuthConfig } from '../../config/env.js';
import {
  formBody,
  parseTokenAnswer,
  PlatformError,
  platformFetch,
  readJson,
  tokenFailure,
  failureForStatus,
  type TokenSet,
} from '../oauth/platform-http.js';

/*
 * Google's OAuth 2.0 for web server applications: the authorization-code flow with offline
 * access (a refresh token) and prompt=consent (so a reconnect gets a new refresh token too),
 * the code exchanged here with the client secret, refresh and revoke; and the channel the
 * account owns (YouTube Data API v3), which is what the Settings block shows.
 */

export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
];
/**
 * Google's granular consent lets the user untick either: uploading is what Forja is for, and
 * the channel read (name, subscribers) is how the connection is shown and tested.
 */
export const YOUTUBE_REQUIRED_SCOPES = YOUTUBE_SCOPES;

export interface YouTubeChannel {
  channelId: string;
  channelName: string;
  subscriberCount: number | null;
}

export function createYouTubeOAuth(keys: OAuthAppKeys, urls: OAuthConfig['urls'], redirectUri: string) {
  async function token(fields: Record<string, string>, previousRefresh?: string): Promise<TokenSet> {
    const res = await platformFetch(`${urls.googleToken}/token`, formBody(fields));
    const body = await readJson(res);
    if (!res.ok || body.error) throw tokenFailure(res.status, body);
    return parseTokenAnswer(body, previousRefresh);
  }

  return {
    authorizeUrl(state: string): string {
      const params = new URLSearchParams({
        client_id: keys.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: YOUTUBE_SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      });
      return `${urls.googleAuth}/o/oauth2/v2/auth?${params}`;
    },

    exchangeCode: (code: string) =>
      token({
        code,
        client_id: keys.clientId,
        client_secret: keys.clientSecret,
        redirect_uri: redirectUri,
        grant_type: 'authorization_code',
      }),

    refresh: (refreshToken: string) =>
      token(
        {
          refresh_token: refreshToken,
          client_id: keys.clientId,
          client_secret: keys.clientSecret,
          grant_type: 'refresh_token',
        },
        refreshToken,
      ),

    /** Revoking the refresh token ends the whole grant; an already invalid token is fine. */
    async revoke(tokenValue: string): Promise<void> {
      const res = await platformFetch(`${urls.googleToken}/revoke`, formBody({ token: tokenValue }));
      if (res.ok || res.status === 400) return;
      throw new PlatformError(failureForStatus(res.status), `Revoke failed: HTTP ${res.status}`, res.status);
    },

    async channel(accessToken: string): Promise<YouTubeChannel> {
      const res = await platformFetch(
        `${urls.googleApi}/youtube/v3/channels?part=snippet,statistics&mine=true`,
        { headers: { authorization: `Bearer ${accessToken}` } },
      );
      const body = await readJson(res);
      if (!res.ok) throw apiFailure(res.status, body);
      const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
      const item = items[0];
      if (!item)
        throw new PlatformError('refused', 'This Google account has no YouTube channel.', 404, 'noChannel');
      const snippet = (item.snippet ?? {}) as Record<string, unknown>;
      const stats = (item.statistics ?? {}) as Record<string, unknown>;
      const count = Number(stats.subscriberCount);
      return {
        channelId: String(item.id ?? ''),
        channelName: typeof snippet.title === 'string' ? snippet.title : '',
        subscriberCount: stats.hiddenSubscriberCount === true || !Number.isFinite(count) ? null : count,
      };
    },
  };
}
export type YouTubeOAuth = ReturnType<typeof createYouTubeOAuth>;

/** A YouTube Data API error: `{ error: { code, message, errors: [{ reason }] } }`. */
export function apiFailure(status: number, body: Record<string, unknown>): PlatformError {
  const error = (body.error ?? {}) as Record<string, unknown>;
  const errors = Array.isArray(error.errors) ? (error.errors as Record<string, unknown>[]) : [];
  const reason = typeof errors[0]?.reason === 'string' ? errors[0].reason : undefined;
  const message = typeof error.message === 'string' ? error.message : `HTTP ${status}`;
  // Quota and rate limits come as 403 with these reasons: wait and try again.
  const transient = reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded';
  return new PlatformError(transient ? 'transient' : failureForStatus(status), message, status, reason);
}
