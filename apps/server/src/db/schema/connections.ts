import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const PLATFORMS = ['wordpress', 'youtube', 'tiktok'] as const;

/**
 * A user's link to a publishing platform. `config_encrypted` holds the credentials
 * (AES-256-GCM, lib/crypto.ts, bound to the user and platform); `display_info` only what
 * the settings page shows (site address, the account it signed in as), never a secret.
 */
export const platformConnections = pgTable(
  'platform_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    configEncrypted: text('config_encrypted').notNull(),
    displayInfo: jsonb('display_info').notNull().default({}),
    /** YouTube/TikTok refused the stored refresh token: the block asks to connect again. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('platform_connections_user_platform_unique').on(t.userId, t.platform),
    check('platform_connections_platform_known', sql`${t.platform} IN ('wordpress', 'youtube', 'tiktok')`),
  ],
);

/**
 * An OAuth `state` handed to YouTube or TikTok: only its SHA-256 is kept, bound to the user
 * who started, with a short life; the callback consumes it once.
 */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform: text('platform', { enum: PLATFORMS }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
