import { z } from 'zod';
import { VOICES } from '../../generation-options.js';
import { defineBatch } from '../define-batch.js';
import { VOICE_OVER_SPEED, VOICE_OVER_TEXT_MAX_LENGTH, voiceOverCost } from './options.js';

/** A voice-over per row: the text is what is spoken, the title what the archive calls it. */
export const voiceOverBatch = defineBatch({
  columns: ['text', 'title', 'voice', 'speed'],
  request: z.object({
    text: z
      .string()
      .trim()
      .min(1, 'text_required')
      .max(VOICE_OVER_TEXT_MAX_LENGTH, 'field_too_long')
      .refine((t) => /[\p{L}\p{N}]/u.test(t), 'text_required'),
    title: z.string().trim().max(200, 'field_too_long').optional(),
    voice: z.enum(VOICES).default('en-US-JennyNeural'),
    speed: z.coerce
      .number()
      .min(VOICE_OVER_SPEED.min, 'speed_range')
      .max(VOICE_OVER_SPEED.max, 'speed_range')
      .default(VOICE_OVER_SPEED.default),
  }),
  fromKit: (kit) => ({ voice: kit.voice, speed: kit.speed }),
  cost: (row) => voiceOverCost(row.text),
  label: (row) => row.title ?? row.text,
});
