import type { OAuthPlatform, OAuthSetup, TikTokDisplay, YouTubeDisplay } from '@forja/contracts';
import { oauthCallbackPath } from '@forja/contracts';
import type { Config } from '../../config/env.js';
import type { TokenSet } from '../../integrations/oauth/platform-http.js';
import {
  createTikTokOAuth,
  TIKTOK_REQUIRED_SCOPES,
  type TikTokOAuth,
} from '../../integrations/tiktok/tiktok-oauth.js';
import {
  createYouTubeOAuth,
  YOUTUBE_REQUIRED_SCOPES,
  type YouTubeOAuth,
} from '../../integrations/youtube/youtube-oauth.js';

/*
 * YouTube and TikTok behind one shape, so the connect, test, refresh and disconnect logic is
 * written once (oauth-connections.service.ts). `client` is null when the operator has not set
 * the platform's keys; `setup` says which ones and the redirect address to register (shown to
 * administrators only); `requiredScopes` are the permissions Forja cannot work without.
 */

/** An access token this close to its expiry is refreshed before use. */
export const REFRESH_MARGIN_MS = 60 * 1000;

/** The scopes a token answer says were granted (Google separates them with spaces, TikTok with commas); null when it does not say. */
export function grantedScopes(tokens: Pick<TokenSet, 'scope'>): string[] | null {
  const scopes = tokens.scope.split(/[\s,]+/).filter(Boolean);
  return scopes.length > 0 ? scopes : null;
}

/** The name a user and the web see for a scope: `youtube.upload` rather than Google's URL. */
export const shortScopeName = (scope: string) => scope.replace(/^https:\/\/www\.googleapis\.com\/auth\//, '');

export interface OAuthProfile {
  display: YouTubeDisplay | TikTokDisplay;
  /** What the return to Settings names: the channel or the username. */
  returnParam: { channel: string } | { username: string };
}

export interface OAuthPlatformClient {
  authorizeUrl(state: string): string;
  exchangeCode(code: string): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Ends the grant at the platform; throws when the platform did not confirm it. */
  revoke(tokens: TokenSet): Promise<void>;
  /** `granted`: the scopes the user allowed (null: unknown); only what they cover is asked for. */
  profile(accessToken: string, granted: readonly string[] | null): Promise<OAuthProfile>;
}

export interface OAuthPlatformAdapter {
  platform: OAuthPlatform;
  setup: Required<OAuthSetup>;
  client: OAuthPlatformClient | null;
  requiredScopes: readonly string[];
}

export interface OAuthClients {
  youtube: YouTubeOAuth | null;
  tiktok: TikTokOAuth | null;
}

export function createOAuthClients(config: Config): OAuthClients {
  const { google, tiktok, urls } = config.oauth;
  return {
    youtube: google ? createYouTubeOAuth(google, urls, redirectUrl(config, 'youtube')) : null,
    tiktok: tiktok ? createTikTokOAuth(tiktok, urls, redirectUrl(config, 'tiktok')) : null,
  };
}

export const redirectUrl = (config: Config, platform: OAuthPlatform) =>
  `${config.appUrl}${oauthCallbackPath(platform)}`;

export function createOAuthPlatforms(
  config: Config,
  clients: OAuthClients,
): Record<OAuthPlatform, OAuthPlatformAdapter> {
  const setup = (
    platform: OAuthPlatform,
    names: [string, string],
    configured: boolean,
  ): Required<OAuthSetup> => ({
    configured,
    missing: configured ? [] : names,
    redirectUrl: redirectUrl(config, platform),
  });
  const yt = clients.youtube;
  const tt = clients.tiktok;
  return {
    youtube: {
      platform: 'youtube',
      setup: setup('youtube', ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], !!yt),
      requiredScopes: YOUTUBE_REQUIRED_SCOPES,
      client: yt && {
        authorizeUrl: yt.authorizeUrl,
        exchangeCode: yt.exchangeCode,
        refresh: yt.refresh,
        // The refresh token: revoking it ends the access tokens made from it too.
        revoke: (tokens) => yt.revoke(tokens.refreshToken),
        async profile(accessToken) {
          const channel = await yt.channel(accessToken);
          return { display: channel, returnParam: { channel: channel.channelName } };
        },
      },
    },
    tiktok: {
      platform: 'tiktok',
      setup: setup('tiktok', ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'], !!tt),
      requiredScopes: TIKTOK_REQUIRED_SCOPES,
      client: tt && {
        authorizeUrl: tt.authorizeUrl,
        exchangeCode: tt.exchangeCode,
        refresh: tt.refresh,
        // TikTok revokes with the access token, which lives a day: an expired one is
        // refreshed first, or the revoke is refused and the grant stays at TikTok.
        async revoke(tokens) {
          const live =
            tokens.accessExpiresAt - REFRESH_MARGIN_MS <= Date.now()
              ? await tt.refresh(tokens.refreshToken)
              : tokens;
          await tt.revoke(live.accessToken);
        },
        async profile(accessToken, granted) {
          const user = await tt.user(accessToken, granted);
          // Without user.info.profile, the username comes from the creator info (video.publish).
          const username = user.username || (granted ? (await tt.creatorInfo(accessToken)).username : '');
          const display: TikTokDisplay = {
            username,
            displayName: user.displayName,
            followerCount: user.followerCount,
          };
          return { display, returnParam: { username: username || user.displayName } };
        },
      },
    },
  };
}
