import { z } from 'zod';

/*
 * YouTube and TikTok connections (docs/product/publishing.md). The browser goes to
 * `/api/connections/<platform>/start`, which sends it to the platform's consent page with a
 * `state` bound to the session; the platform sends it back to `/callback`, which stores the
 * tokens encrypted and returns to Settings with the query parameters in docs/product/publishing.md. Tokens never
 * reach the browser: it sees only what the block shows.
 */

export const OAUTH_PLATFORMS = ['youtube', 'tiktok'] as const;
export type OAuthPlatform = (typeof OAUTH_PLATFORMS)[number];

export const oauthConnectionPath = (platform: OAuthPlatform) => `/api/connections/${platform}` as const;
export const oauthStartPath = (platform: OAuthPlatform) => `/api/connections/${platform}/start` as const;
export const oauthCallbackPath = (platform: OAuthPlatform) =>
  `/api/connections/${platform}/callback` as const;
export const TIKTOK_CREATOR_INFO_PATH = '/api/connections/tiktok/creator-info';

/** The return to Settings: `?success=youtube_connected&channel=…` or `?error=youtube_auth_denied`. */
export const OAUTH_RETURN_SUCCESS = ['youtube_connected', 'tiktok_connected'] as const;
export const OAUTH_RETURN_ERRORS = [
  'youtube_auth_denied',
  'youtube_auth_invalid',
  'youtube_auth_failed',
  'tiktok_auth_denied',
  'tiktok_auth_invalid',
  'tiktok_auth_failed',
  // The user unticked a permission Forja needs on the consent page; `missing` names them.
  'youtube_permission_missing',
  'tiktok_permission_missing',
] as const;
export type OAuthReturnError = (typeof OAUTH_RETURN_ERRORS)[number];

/**
 * The permissions a `*_permission_missing` return names in `missing` (comma-separated), as
 * the platforms call them: the web says what each one is for.
 */
export const OAUTH_PERMISSIONS = [
  'youtube.upload',
  'youtube.readonly',
  'user.info.basic',
  'video.publish',
] as const;
export type OAuthPermission = (typeof OAUTH_PERMISSIONS)[number];

export const youtubeDisplaySchema = z.object({
  channelId: z.string(),
  channelName: z.string(),
  /** Null when the channel hides it. */
  subscriberCount: z.number().int().nullable(),
});
export type YouTubeDisplay = z.infer<typeof youtubeDisplaySchema>;

export const tiktokDisplaySchema = z.object({
  username: z.string(),
  displayName: z.string(),
  followerCount: z.number().int().nullable(),
});
export type TikTokDisplay = z.infer<typeof tiktokDisplaySchema>;

/**
 * The operator's side: whether the app's keys are set (every signed-in user learns this, so
 * the web offers publishing only where it works), and for administrators only the variables
 * still to set and the address to register with the platform.
 */
export const oauthSetupSchema = z.object({
  configured: z.boolean(),
  /** Administrators: the variables the operator must set (empty when configured). */
  missing: z.array(z.string()).optional(),
  /** Administrators: the callback address to register with the platform. */
  redirectUrl: z.string().optional(),
});
export type OAuthSetup = z.infer<typeof oauthSetupSchema>;

const oauthConnectionFields = {
  connected: z.boolean(),
  /** The platform refused the stored access (revoked, expired): the user has to connect again. */
  needsReconnect: z.boolean(),
  connectedAt: z.string().nullable(),
  setup: oauthSetupSchema,
};
export const youtubeConnectionSchema = z.object({
  platform: z.literal('youtube'),
  display: youtubeDisplaySchema.nullable(),
  ...oauthConnectionFields,
});
export const tiktokConnectionSchema = z.object({
  platform: z.literal('tiktok'),
  display: tiktokDisplaySchema.nullable(),
  ...oauthConnectionFields,
});
export type YouTubeConnection = z.infer<typeof youtubeConnectionSchema>;
export type TikTokConnection = z.infer<typeof tiktokConnectionSchema>;
export type OAuthConnection = YouTubeConnection | TikTokConnection;

/** TikTok's creator info: what the post form may offer this account right now. */
export const TIKTOK_PRIVACY_LEVELS = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;
export type TikTokPrivacyLevel = (typeof TIKTOK_PRIVACY_LEVELS)[number];

export const tiktokCreatorInfoSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  privacyLevelOptions: z.array(z.enum(TIKTOK_PRIVACY_LEVELS)),
  commentDisabled: z.boolean(),
  duetDisabled: z.boolean(),
  stitchDisabled: z.boolean(),
  maxVideoPostDurationSec: z.number().int().nullable(),
});
export type TikTokCreatorInfo = z.infer<typeof tiktokCreatorInfoSchema>;

/**
 * DELETE /api/connections/:platform. The connection is forgotten either way; `revocation`
 * says whether the platform confirmed it let go of Forja's access ('failed': the user should
 * remove Forja in the platform's own settings; 'none': there was nothing to revoke).
 */
export const oauthDisconnectResultSchema = z.object({
  revocation: z.enum(['revoked', 'failed', 'none']),
});
export type OAuthDisconnectResult = z.infer<typeof oauthDisconnectResultSchema>;
