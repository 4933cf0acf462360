import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MediaCredit, VideoRequest } from '@forja/contracts';
import { VIDEO_SOURCES, VIDEO_STATUSES } from '@forja/contracts';
import { users } from './auth.js';
import { generations } from './generation.js';
import { storedFiles } from './generation-settings.js';
import { trigramIndex } from './trigram-index.js';

/**
 * The Video Library (docs/product/video-studio.md): one row per render, inserted as
 * `processing` when the render is accepted and updated by its job to `completed` (with the
 * stored MP4) or `failed`. Deleting the row marks its files deleted in the same transaction.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    prompt: text('prompt').notNull(),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('processing'),
    source: text('source', { enum: VIDEO_SOURCES }).notNull(),
    /** Our copy of the MP4 (null until stored). */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The first scene's image, kept with the video as its poster. */
    posterFileId: uuid('poster_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** JSON2Video: its project id and its (expiring) link, kept in case the copy failed. */
    projectId: text('project_id'),
    providerUrl: text('provider_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    resolution: text('resolution').notNull(),
    scenesCount: integer('scenes_count').notNull(),
    durationSeconds: real('duration_seconds'),
    fileSize: integer('file_size'),
    /** 1 for a first render; a revision is its parent's version + 1. */
    version: integer('version').notNull().default(1),
    /** The version this one revised; null for a first render or once that one is deleted. */
    parentVideoId: uuid('parent_video_id').references((): AnyPgColumn => videos.id, { onDelete: 'set null' }),
    /** The draft it was rendered from (VideoRequest), kept so its scenes can be revised. */
    draft: jsonb('draft').$type<VideoRequest>(),
    /** Stock footage credits (MediaCredit[]), listed under the video and in descriptions. */
    credits: jsonb('credits').$type<MediaCredit[]>().notNull().default([]),
    errorCode: text('error_code'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // Newest first, keyset on (created_at, id); NULLS FIRST as articles_user_created_idx explains.
    index('videos_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('videos_generation_idx').on(t.generationId),
    index('videos_file_idx').on(t.fileId),
    trigramIndex('videos_title_trgm_idx', t.title),
    trigramIndex('videos_prompt_trgm_idx', t.prompt),
  ],
);
