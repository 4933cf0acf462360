import { z } from 'zod';
import { tiktokConnectionSchema, youtubeConnectionSchema } from './platform-connections.js';

/*
 * Settings -> Connections (docs/product/accounts.md, Connections): a user's publishing platforms.
 * WordPress connects with the site address, a username and an application password;
 * YouTube and TikTok connect through their own consent pages (platform-connections.ts).
 * The password is stored encrypted and never sent back.
 */

export const PLATFORMS = ['wordpress', 'youtube', 'tiktok'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const CONNECTIONS_PATH = '/api/connections';
export const WORDPRESS_CONNECTION_PATH = '/api/connections/wordpress';
export const WORDPRESS_URL_MAX_LENGTH = 2000;
export const WORDPRESS_USERNAME_MAX_LENGTH = 200;
export const WORDPRESS_PASSWORD_MAX_LENGTH = 200;

/**
 * PUT /api/connections/wordpress. Every field is required, but a missing or blank one is
 * answered with WORDPRESS_INCOMPLETE (the 'Incomplete data' message), not a field error.
 */
export const wordpressConnectBodySchema = z.object({
  url: z.string().trim().max(WORDPRESS_URL_MAX_LENGTH, 'field_too_long').default(''),
  username: z.string().trim().max(WORDPRESS_USERNAME_MAX_LENGTH, 'field_too_long').default(''),
  applicationPassword: z.string().trim().max(WORDPRESS_PASSWORD_MAX_LENGTH, 'field_too_long').default(''),
});
export type WordPressConnectBody = z.input<typeof wordpressConnectBodySchema>;
export type WordPressConnectInput = z.output<typeof wordpressConnectBodySchema>;

/** What the settings page shows of a WordPress connection: never the password. */
export const wordpressDisplaySchema = z.object({
  /** The site address requests go to (after an http -> https redirect, the https one). */
  siteUrl: z.string(),
  /** The login the site knows the account by, and its display name: the user it signed in as. */
  username: z.string(),
  displayName: z.string(),
  userId: z.number().int().nullable(),
});
export type WordPressDisplay = z.infer<typeof wordpressDisplaySchema>;

export const connectionSchema = z.discriminatedUnion('platform', [
  z.object({
    platform: z.literal('wordpress'),
    connected: z.boolean(),
    display: wordpressDisplaySchema.nullable(),
    connectedAt: z.string().nullable(),
  }),
  youtubeConnectionSchema,
  tiktokConnectionSchema,
]);
export type Connection = z.infer<typeof connectionSchema>;

/** GET /api/connections: one entry per platform, in PLATFORMS order. */
export const connectionListSchema = z.object({ connections: z.array(connectionSchema) });
export type ConnectionList = z.infer<typeof connectionListSchema>;

/** PUT /api/connections/wordpress and POST /api/connections/wordpress/test answer. */
export const wordpressConnectionSchema = z.object({
  platform: z.literal('wordpress'),
  connected: z.literal(true),
  display: wordpressDisplaySchema,
  connectedAt: z.string(),
});
export type WordPressConnection = z.infer<typeof wordpressConnectionSchema>;
