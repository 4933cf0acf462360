import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { generations } from './generation.js';
import { storedFiles } from './generation-settings.js';
import { trigramIndex } from './trigram-index.js';

/**
 * The images archive (docs/product/image-studio.md): one row per image a user kept. Its file
 * is marked saved while the row exists, so the one-hour cleanup never takes it; deleting the
 * row marks the file deleted in the same transaction.
 */
export const savedImages = pgTable(
  'saved_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    prompt: text('prompt').notNull(),
    style: text('style').notNull(),
    resolution: text('resolution').notNull(),
    mood: text('mood').notNull(),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, keyset on (created_at, id); NULLS FIRST as articles_user_created_idx explains.
    index('saved_images_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Saving the same image twice answers the first save.
    unique('saved_images_user_file_unique').on(t.userId, t.fileId),
    index('saved_images_file_idx').on(t.fileId),
    trigramIndex('saved_images_prompt_trgm_idx', t.prompt),
  ],
);
