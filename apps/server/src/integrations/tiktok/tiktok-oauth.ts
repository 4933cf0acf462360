import type { TikTokCreatorInfo, TikTokPrivacyLevel } from '@forja/contracts';
import { TIKTOK_PRIVACY_LEVELS } from '@forja/contracts';
import type { OAuthAppKeys, OAuthConfig } from '../../config/env.js';
import {
  failureForStatus,
  formBody,
  parseTokenAnswer,
  PlatformError,
  platformFetch,
  readJson,
  tokenFailure,
  type TokenSet,
} from '../oauth/platform-http.js';

/*
 * TikTok Login Kit v2 (web): the authorization code is exchanged with the client key and
 * secret; access tokens live a day and refresh tokens rotate (each refresh answer carries a
 * new one with its own lifetime, refresh_expires_in). Display API v2 for the block's user
 * info, and the Content Posting API's creator info for the post form.
 */

/** user.info.profile gives the username; user.info.stats the follower count. */
export const TIKTOK_SCOPES = [
  'user.info.basic',
  'user.info.profile',
  'user.info.stats',
  'video.publish',
  'video.upload',
];
/**
 * What Forja cannot work without (the user may untick the others on TikTok's consent page):
 * the basic profile, and direct posting (creator info, init, status).
 */
export const TIKTOK_REQUIRED_SCOPES = ['user.info.basic', 'video.publish'];

/** The user info fields each granted scope opens (asking for one not granted fails the whole call). */
function userFields(granted: readonly string[] | null): string {
  const fields = ['open_id', 'display_name', 'avatar_url'];
  if (!granted || granted.includes('user.info.profile')) fields.push('username');
  if (!granted || granted.includes('user.info.stats')) fields.push('follower_count');
  return fields.join(',');
}

export interface TikTokUser {
  openId: string;
  username: string;
  displayName: string;
  followerCount: number | null;
}

/** The v2 API's envelope: `{ data, error: { code: 'ok' | '…', message, log_id } }`. */
export function tiktokApiFailure(status: number, body: Record<string, unknown>): PlatformError | null {
  const error = (body.error ?? {}) as Record<string, unknown>;
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (status >= 200 && status < 300 && (code === undefined || code === 'ok')) return null;
  const message =
    typeof error.message === 'string' && error.message ? error.message : (code ?? `HTTP ${status}`);
  if (code === 'access_token_invalid' || code === 'scope_not_authorized') {
    return new PlatformError(
      code === 'access_token_invalid' ? 'unauthorized' : 'refused',
      message,
      status,
      code,
    );
  }
  if (code === 'rate_limit_exceeded' || code === 'internal_error')
    return new PlatformError('transient', message, status, code);
  const kind = status >= 200 && status < 300 ? 'refused' : failureForStatus(status);
  return new PlatformError(kind, message, status, code);
}

export function createTikTokOAuth(keys: OAuthAppKeys, urls: OAuthConfig['urls'], redirectUri: string) {
  async function token(fields: Record<string, string>, previousRefresh?: string): Promise<TokenSet> {
    const res = await platformFetch(`${urls.tiktokApi}/v2/oauth/token/`, formBody(fields));
    const body = await readJson(res);
    // TikTok answers some failures with 200 and an `error` field.
    if (!res.ok || body.error) throw tokenFailure(res.status, body);
    return parseTokenAnswer(body, previousRefresh);
  }

  async function api(accessToken: string, path: string, init: RequestInit = {}) {
    const res = await platformFetch(`${urls.tiktokApi}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json; charset=UTF-8',
        ...init.headers,
      },
    });
    const body = await readJson(res);
    const failure = tiktokApiFailure(res.status, body);
    if (failure) throw failure;
    return (body.data ?? {}) as Record<string, unknown>;
  }

  return {
    api,
    authorizeUrl(state: string): string {
      const params = new URLSearchParams({
        client_key: keys.clientId,
        scope: TIKTOK_SCOPES.join(','),
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      });
      return `${urls.tiktokAuth}/v2/auth/authorize/?${params}`;
    },

    exchangeCode: (code: string) =>
      token({
        client_key: keys.clientId,
        client_secret: keys.clientSecret,
        code,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
      }),

    refresh: (refreshToken: string) =>
      token(
        {
          client_key: keys.clientId,
          client_secret: keys.clientSecret,
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        },
        refreshToken,
      ),

    /**
     * Ends the grant. TikTok wants a live access token here (refresh an expired one first);
     * any answer but an empty success is a failure the caller reports, never "done".
     */
    async revoke(accessToken: string): Promise<void> {
      const res = await platformFetch(
        `${urls.tiktokApi}/v2/oauth/revoke/`,
        formBody({ client_key: keys.clientId, client_secret: keys.clientSecret, token: accessToken }),
      );
      const body = await readJson(res);
      if (res.ok && !body.error) return;
      const code = typeof body.error === 'string' ? body.error : undefined;
      throw new PlatformError(
        failureForStatus(res.status),
        `Revoke failed: ${typeof body.error_description === 'string' ? body.error_description : `HTTP ${res.status}`}`,
        res.status,
        code,
      );
    },

    /** `granted`: the scopes the user allowed (null: unknown, ask for every field). */
    async user(accessToken: string, granted: readonly string[] | null = null): Promise<TikTokUser> {
      const data = await api(accessToken, `/v2/user/info/?fields=${userFields(granted)}`, {
        method: 'GET',
      });
      const user = (data.user ?? {}) as Record<string, unknown>;
      return {
        openId: String(user.open_id ?? ''),
        username: typeof user.username === 'string' ? user.username : '',
        displayName: typeof user.display_name === 'string' ? user.display_name : '',
        followerCount: typeof user.follower_count === 'number' ? user.follower_count : null,
      };
    },

    async creatorInfo(accessToken: string): Promise<TikTokCreatorInfo> {
      const data = await api(accessToken, '/v2/post/publish/creator_info/query/', { method: 'POST' });
      const levels = Array.isArray(data.privacy_level_options) ? data.privacy_level_options : [];
      return {
        username: typeof data.creator_username === 'string' ? data.creator_username : '',
        nickname: typeof data.creator_nickname === 'string' ? data.creator_nickname : '',
        privacyLevelOptions: levels.filter((l): l is TikTokPrivacyLevel =>
          (TIKTOK_PRIVACY_LEVELS as readonly unknown[]).includes(l),
        ),
        commentDisabled: data.comment_disabled === true,
        duetDisabled: data.duet_disabled === true,
        stitchDisabled: data.stitch_disabled === true,
        maxVideoPostDurationSec:
          typeof data.max_video_post_duration_sec === 'number' ? data.max_video_post_duration_sec : null,
      };
    },
  };
}
export type TikTokOAuth = ReturnType<typeof createTikTokOAuth>;
