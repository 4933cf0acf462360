import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEDIA_ORIGINS, MEDIA_TYPES, STOCK_PROVIDERS } from '@forja/contracts';
import { users } from './auth.js';
import { storedFiles } from './generation-settings.js';
import { videos } from './videos.js';

/**
 * The media library (docs/product/media-library.md): pictures and clips a user uploaded or
 * picked from stock footage, normalised on the way in (EXIF orientation applied, probed). Its
 * files count towards the plan's storage quota while the row exists. A video that used an item
 * owns the file too (video_files), so deleting the item never breaks a finished video.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** A still of it: the picture itself, or a clip's first frame (a JPEG). */
    posterFileId: uuid('poster_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    origin: text('origin', { enum: MEDIA_ORIGINS }).notNull(),
    type: text('type', { enum: MEDIA_TYPES }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: real('duration_seconds'),
    /** The stored bytes (with the poster's), counted towards the quota. */
    sizeBytes: integer('size_bytes').notNull(),
    /** Stock picks: the provider's item, and who made it (the video's credits). */
    stockProvider: text('stock_provider', { enum: STOCK_PROVIDERS }),
    stockId: text('stock_id'),
    author: text('author'),
    authorUrl: text('author_url'),
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_items_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('media_items_file_idx').on(t.fileId),
    index('media_items_poster_idx').on(t.posterFileId),
    // A stock item is downloaded once per user: a second pick answers the stored one.
    uniqueIndex('media_items_user_stock_unique')
      .on(t.userId, t.stockProvider, t.stockId)
      .where(sql`${t.stockProvider} IS NOT NULL`),
  ],
);

/**
 * The music library: tracks the administrator uploaded for everyone (`user_id` null; they count
 * towards nobody's quota) and tracks a user uploaded for themselves (counted towards theirs).
 */
export const musicTracks = pgTable(
  'music_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    artist: text('artist').notNull().default(''),
    licence: text('licence').notNull().default(''),
    durationSeconds: real('duration_seconds').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('music_tracks_user_idx').on(t.userId, t.createdAt),
    index('music_tracks_file_idx').on(t.fileId),
  ],
);

/** What a file is to the video that owns it. */
export const VIDEO_FILE_ROLES = ['scene-media', 'music', 'segment', 'narration'] as const;
export type VideoFileRole = (typeof VIDEO_FILE_ROLES)[number];

/**
 * The files a video keeps besides its MP4 and poster, deleted with it (or with its last owner:
 * a revision shares its unchanged scenes' files with the version it revised):
 * `scene-media` a scene's uploaded, stock or archive picture or clip; `music` its track;
 * `segment` a rendered scene (the local renderer's, re-used by a revision), `narration` a
 * scene's spoken narration (WAV, words in `meta`). `scene_key` says what a segment or
 * narration was made from, so a revision finds the ones it can re-use.
 */
export const videoFiles = pgTable(
  'video_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: VIDEO_FILE_ROLES }).notNull(),
    sceneKey: text('scene_key'),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_files_video_idx').on(t.videoId, t.role), index('video_files_file_idx').on(t.fileId)],
);
