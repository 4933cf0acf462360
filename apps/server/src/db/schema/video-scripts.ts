import type { VideoScript, VideoScriptOptions } from '@forja/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { generations } from './generation.js';
import { trigramIndex } from './trigram-index.js';

/** The video scripts archive (docs/product/video-script-studio.md): scripts as the user saved them. */
export const videoScripts = pgTable(
  'video_scripts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idea: text('idea').notNull(),
    /** The script's title, kept apart from `script` so the search reads a column. */
    title: text('title').notNull(),
    script: jsonb('script').$type<VideoScript>().notNull(),
    options: jsonb('options').$type<VideoScriptOptions>().notNull(),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, keyset on (created_at, id); NULLS FIRST as articles_user_created_idx explains.
    index('video_scripts_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    trigramIndex('video_scripts_idea_trgm_idx', t.idea),
    trigramIndex('video_scripts_title_trgm_idx', t.title),
  ],
);
