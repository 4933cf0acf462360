import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INBOX_KINDS, SCHEDULE_MODES, SCHEDULE_PLATFORMS, SCHEDULE_STATUSES } from '@forja/contracts';
import { users } from './auth.js';

/**
 * A publication planned for a time (modules/schedules): an article to WordPress or a video to
 * YouTube or TikTok. No foreign key to the item (two tables): a schedule whose item was
 * deleted fails at its time with NOT_FOUND. `due_at` is when the next try may start (the
 * scheduled time, then each retry's); a job is queued for it, and the row is claimed in one
 * statement, so a second delivery or a second worker does nothing.
 */
export const scheduledPosts = pgTable(
  'scheduled_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: SCHEDULE_PLATFORMS }).notNull(),
    itemKind: text('item_kind', { enum: ['article', 'video'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** The post's title (the form's, or the item's), for the calendar. */
    title: text('title').notNull(),
    /** The platform fields, as the schedule contract shapes them. */
    fields: jsonb('fields').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: SCHEDULE_STATUSES }).notNull().default('scheduled'),
    mode: text('mode', { enum: SCHEDULE_MODES }).notNull().default('forja'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    lateSeconds: integer('late_seconds'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    url: text('url'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** A video's publication row (modules/publications), made at its first try. */
    publicationId: uuid('publication_id'),
    /** WordPress mode: the post the site holds. */
    wordpressPostId: integer('wordpress_post_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_posts_user_time_idx').on(t.userId, t.scheduledAt),
    index('scheduled_posts_item_idx').on(t.userId, t.itemId),
    // The sweep: rows due (or stuck) across all users.
    index('scheduled_posts_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} IN ('scheduled', 'retrying', 'publishing')`),
    check(
      'scheduled_posts_status_known',
      sql`${t.status} IN ('scheduled', 'publishing', 'retrying', 'published', 'failed', 'cancelled')`,
    ),
    check('scheduled_posts_platform_known', sql`${t.platform} IN ('wordpress', 'youtube', 'tiktok')`),
    check('scheduled_posts_mode_known', sql`${t.mode} IN ('forja', 'wordpress')`),
    check('scheduled_posts_attempts_positive', sql`${t.attempts} >= 0`),
  ],
);

/** In-app notifications (the header's bell), newest first; old ones are removed. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INBOX_KINDS }).notNull(),
    platform: text('platform', { enum: SCHEDULE_PLATFORMS }).notNull(),
    title: text('title').notNull(),
    scheduleId: uuid('schedule_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    lateSeconds: integer('late_seconds'),
    url: text('url'),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('inbox_items_user_idx').on(t.userId, t.createdAt)],
);
