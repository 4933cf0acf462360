import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { videos } from './videos.js';

/**
 * A video sent to YouTube or TikTok from the Video Library;
 * `upload_state_encrypted` keeps what lets an interrupted upload go on (YouTube's session
 * address, TikTok's publish id and upload address), encrypted because those addresses
 * accept bytes without a token.
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Deleting a video deletes where it was published (the card it showed on is gone).
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['youtube', 'tiktok'] }).notNull(),
    status: text('status', { enum: ['queued', 'uploading', 'processing', 'published', 'failed'] })
      .notNull()
      .default('queued'),
    /** What the user chose (title, privacy…), as the publish request's contract shapes it. */
    options: jsonb('options').notNull(),
    bytesUploaded: bigint('bytes_uploaded', { mode: 'number' }).notNull().default(0),
    bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull().default(0),
    uploadStateEncrypted: text('upload_state_encrypted'),
    remoteId: text('remote_id'),
    url: text('url'),
    /** The privacy the platform applied (it may differ from the one asked for). */
    privacy: text('privacy'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('publications_user_video_idx').on(t.userId, t.videoId, t.createdAt),
    check(
      'publications_status_known',
      sql`${t.status} IN ('queued', 'uploading', 'processing', 'published', 'failed')`,
    ),
    check('publications_platform_known', sql`${t.platform} IN ('youtube', 'tiktok')`),
  ],
);

/**
 * Publications each user started per platform and UTC day: the daily cap
 * (PUBLISH_LIMIT_PER_USER_PER_DAY) protects the studio's shared platform quota. A row, not a
 * count of `publications`, so deleting videos does not give uploads back; raised in the same
 * transaction that inserts the publication, and its row lock makes one user's publishes to a
 * platform decide one after another.
 */
export const publishCounts = pgTable(
  'publish_counts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['youtube', 'tiktok'] }).notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platform, t.day] }),
    check('publish_counts_count_positive', sql`${t.count} >= 0`),
  ],
);
