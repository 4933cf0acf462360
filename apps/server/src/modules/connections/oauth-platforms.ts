import type { OAuthPlatform, OAuthSetup, TikTokDisplay, YouTubeDisplay } from '@forja/contracts';
import { oauthCallbackPath } from '@forja/contracts';
import type { Config } from '../../config/env.js';
import type { TokenSet } from '../../integrations/oauth/platform-http.js';
import { createTikTokOAuth, type TikTokOAuth } from '../../integrations/tiktok/tiktok-oauth.js';
import { createYouTubeOAuth, type YouTubeOAuth } from '../../integrations/youtube/youtube-oauth.js';

/*
 * YouTube and TikTok behind one shape, so the connect, test, refresh and disconnect logic is
 * written once (oauth-connections.service.ts). `client` is null when the operator has not set
 * the platform's keys; `setup` says which ones and the redirect address to register.
 */

export interface OAuthProfile {
  display: YouTubeDisplay | TikTokDisplay;
  /** What the return to Settings names: the channel or the username. */
  returnParam: { channel: string } | { username: string };
}

export interface OAuthPlatformClient {
  authorizeUrl(state: string): string;
  exchangeCode(code: string): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  revoke(tokens: TokenSet): Promise<void>;
  profile(accessToken: string): Promise<OAuthProfile>;
}

export interface OAuthPlatformAdapter {
  platform: OAuthPlatform;
  setup: OAuthSetup;
  client: OAuthPlatformClient | null;
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
  const setup = (platform: OAuthPlatform, names: [string, string], configured: boolean): OAuthSetup => ({
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
      client: tt && {
        authorizeUrl: tt.authorizeUrl,
        exchangeCode: tt.exchangeCode,
        refresh: tt.refresh,
        revoke: (tokens) => tt.revoke(tokens.accessToken),
        async profile(accessToken) {
          const user = await tt.user(accessToken);
          const display: TikTokDisplay = {
            username: user.username,
            displayName: user.displayName,
            followerCount: user.followerCount,
          };
          return { display, returnParam: { username: user.username || user.displayName } };
        },
      },
    },
  };
}
