import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * The one global record of where generation runs (one row).
 * The OpenAI-compatible key is stored encrypted (AES-256-GCM), never in plain text.
 */
export const generationSettings = pgTable(
  'generation_settings',
  {
    id: integer('id').primaryKey().default(1),
    articleProvider: text('article_provider').notNull().default('builtin'),
    imageProvider: text('image_provider').notNull().default('builtin'),
    videoProvider: text('video_provider').notNull().default('builtin'),
    videoScriptProvider: text('video_script_provider').notNull().default('builtin'),
    articleWebhook: text('article_webhook').notNull().default(''),
    imageWebhook: text('image_webhook').notNull().default(''),
    videoWebhook: text('video_webhook').notNull().default(''),
    videoScriptWebhook: text('video_script_webhook').notNull().default(''),
    openaiBaseUrl: text('openai_base_url').notNull().default(''),
    openaiApiKeyEncrypted: text('openai_api_key_encrypted').notNull().default(''),
    openaiTextModel: text('openai_text_model').notNull().default(''),
    openaiImageModel: text('openai_image_model').notNull().default(''),
    // The images API's own server and key; '' = the text server above (and its key).
    openaiImageBaseUrl: text('openai_image_base_url').notNull().default(''),
    openaiImageApiKeyEncrypted: text('openai_image_api_key_encrypted').notNull().default(''),
    /** Who renders videos: VIDEO_RENDERER_CHOICES ('auto' picks, docs/product/video-studio.md). */
    videoRenderer: text('video_renderer').notNull().default('auto'),
    // Speech (voice-overs, narration): the offline espeak-ng engine, or an OpenAI-compatible
    // speech server with its own address, key (encrypted) and models.
    speechProvider: text('speech_provider').notNull().default('builtin'),
    speechBaseUrl: text('speech_base_url').notNull().default(''),
    speechApiKeyEncrypted: text('speech_api_key_encrypted').notNull().default(''),
    speechModel: text('speech_model').notNull().default(''),
    speechVoice: text('speech_voice').notNull().default(''),
    speechTranscriptionModel: text('speech_transcription_model').notNull().default('whisper-1'),
    // Stock footage search keys (encrypted); '' = not set, the option then says what to set.
    pexelsApiKeyEncrypted: text('pexels_api_key_encrypted').notNull().default(''),
    pixabayApiKeyEncrypted: text('pixabay_api_key_encrypted').notNull().default(''),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('generation_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Files the studio keeps (generated images, rendered videos). `saved` ones belong to an
 * archive; unsaved generated images are deleted by a job after an hour.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unguessable storage key, also the public path under /files/. */
    key: text('key').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    purpose: text('purpose').notNull(),
    saved: boolean('saved').notNull().default(false),
    /** Set when the item that used the file was deleted: the bytes go next, then the row (files.service purgeDeleted). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_user_idx').on(t.userId, t.createdAt),
    index('stored_files_unsaved_idx')
      .on(t.createdAt)
      .where(sql`${t.saved} = false`),
  ],
);
