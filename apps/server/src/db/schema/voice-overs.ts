import { doublePrecision, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { generations } from './generation.js';
import { storedFiles } from './generation-settings.js';
import { trigramIndex } from './trigram-index.js';

/**
 * The audio archive (docs/product/voice-over-studio.md): one row per voice-over a user kept,
 * with its MP3 and WAV files (marked saved while the row exists; deleting the row marks them
 * deleted in the same transaction) and the word timings its subtitles are written from.
 */
export const voiceOvers = pgTable(
  'voice_overs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    voice: text('voice').notNull(),
    speed: doublePrecision('speed').notNull(),
    pitch: integer('pitch').notNull(),
    engine: text('engine').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** [{ text, startMs, endMs }] from the engine. */
    words: text('words').notNull(),
    mp3FileId: uuid('mp3_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    wavFileId: uuid('wav_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, keyset on (created_at, id); NULLS FIRST as articles_user_created_idx explains.
    index('voice_overs_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Saving the same generation twice answers the first save.
    unique('voice_overs_user_generation_unique').on(t.userId, t.generationId),
    index('voice_overs_mp3_file_idx').on(t.mp3FileId),
    index('voice_overs_wav_file_idx').on(t.wavFileId),
    trigramIndex('voice_overs_title_trgm_idx', t.title),
    trigramIndex('voice_overs_text_trgm_idx', t.text),
  ],
);
