import { z } from 'zod';
import { IDEA_MAX_LENGTH } from '../../generation-options.js';
import { brandBriefSchema } from '../../brand-brief.js';
import { defineKind, defineStudio } from '../define-studio.js';
import { ideaSchema } from '../fields.js';
import {
  VIDEO_SCRIPT_COST,
  VIDEO_SCRIPT_LENGTHS,
  VIDEO_SCRIPT_TONES,
  VIDEO_SCRIPT_TYPES,
} from './options.js';

/*
 * The video script studio and its archive (docs/product/video-script-studio.md): a structured
 * script from an idea and options, and the saved scripts.
 */

export const videoScriptOptionsSchema = z.object({
  type: z.enum(VIDEO_SCRIPT_TYPES).default('explainer'),
  audience: z.string().trim().max(200, 'field_too_long').default(''),
  keyMessages: z.string().trim().max(IDEA_MAX_LENGTH, 'field_too_long').default(''),
  length: z.enum(VIDEO_SCRIPT_LENGTHS).default('60s'),
  tone: z.enum(VIDEO_SCRIPT_TONES).default('professional'),
  referenceUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]).default(''),
  visualTheme: z.string().trim().max(500, 'field_too_long').default(''),
});
export type VideoScriptOptions = z.infer<typeof videoScriptOptionsSchema>;

export const videoScriptRequestSchema = z.object({
  idea: ideaSchema,
  options: videoScriptOptionsSchema,
  /** The brand kit's brief (brand-kits.ts), when the user chose one. */
  brand: brandBriefSchema.optional(),
});
export type VideoScriptRequest = z.infer<typeof videoScriptRequestSchema>;

/** The structured script (field names as the automation returns them). */
export const videoScriptSchema = z.object({
  title: z.string(),
  hook: z.string(),
  introduction: z.string(),
  main_content: z.array(z.string()),
  call_to_action: z.string(),
  estimated_duration: z.string(),
  hashtags: z.array(z.string()),
  visual_notes: z.array(z.string()),
});
export type VideoScript = z.infer<typeof videoScriptSchema>;

export const videoScriptOutputSchema = z.object({ script: videoScriptSchema });
export type VideoScriptOutput = z.infer<typeof videoScriptOutputSchema>;

export const videoScriptStudio = defineStudio({
  id: 'videoScript',
  kinds: {
    videoScript: defineKind({
      family: 'videoScript',
      runs: 'now',
      input: videoScriptRequestSchema,
      output: videoScriptOutputSchema,
      cost: () => VIDEO_SCRIPT_COST,
      timeoutMs: 90_000,
      example: {
        idea: 'How small bakeries can win local customers online',
        options: { type: 'tutorial', length: '30s', tone: 'casual' },
      },
    }),
  },
});

// ---------------------------------------------------------------- the archive

/** POST /api/video-scripts: the script as edited in the wizard, with what it was made from. */
export const saveVideoScriptBodySchema = z.object({
  idea: z.string().trim().min(1, 'idea_required').max(IDEA_MAX_LENGTH, 'field_too_long'),
  options: videoScriptOptionsSchema,
  script: videoScriptSchema.extend({
    title: z.string().trim().min(1, 'title_required').max(500, 'field_too_long'),
    main_content: z.array(z.string().trim().min(1).max(5000, 'field_too_long')).max(50, 'too_many_items'),
  }),
  generationId: z.uuid().optional(),
});
export type SaveVideoScriptBody = z.input<typeof saveVideoScriptBodySchema>;
export type SaveVideoScriptInput = z.output<typeof saveVideoScriptBodySchema>;

export const savedVideoScriptSchema = z.object({
  id: z.uuid(),
  idea: z.string(),
  title: z.string(),
  script: videoScriptSchema,
  options: videoScriptOptionsSchema,
  generationId: z.uuid().nullable(),
  /** Made by the offline demo generator, not a model (GenerationRecord.demo); false when unknown. */
  demo: z.boolean(),
  createdAt: z.string(),
});
export type SavedVideoScript = z.infer<typeof savedVideoScriptSchema>;

/** GET /api/video-scripts?q=&cursor=&limit= (archiveListQuerySchema): `q` searches idea and title. */
export const savedVideoScriptListSchema = z.object({
  items: z.array(savedVideoScriptSchema),
  nextCursor: z.string().nullable(),
});
export type SavedVideoScriptList = z.infer<typeof savedVideoScriptListSchema>;
