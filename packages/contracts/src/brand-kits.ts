import { z } from 'zod';
import {
  BRAND_AUDIENCE_MAX_LENGTH,
  BRAND_AVOID_WORDS_MAX,
  BRAND_CTA_MAX_LENGTH,
  BRAND_KEYWORDS_MAX,
  BRAND_KIT_NAME_MAX_LENGTH,
  BRAND_TEXT_MAX_LENGTH,
  brandWords,
  type BrandBrief,
} from './brand-brief.js';
import { VOICES } from './generation-options.js';
import { IMAGE_STYLES } from './studios/image/options.js';
import {
  SUBTITLE_POSITIONS,
  SUBTITLE_STYLES,
  VIDEO_DEFAULTS,
  VIDEO_IMAGE_STYLES,
  VIDEO_RESOLUTIONS,
} from './studios/video/options.js';
import { VOICE_OVER_SPEED } from './studios/voice-over/options.js';

/*
 * Brand kits (docs/product/brand-kits.md): what a user (or, for the whole team, an
 * administrator) keeps about a brand so every studio's options start from it. A studio takes
 * what it has a field for (its `fromKit`, studios/<studio>/batch.ts); the brand's texts reach
 * the provider as a `brand` brief on the text kinds' inputs.
 */

/** A user's own kits; team kits are not counted. */
export const BRAND_KITS_PER_USER_MAX = 50;

export const BRAND_LANGUAGES = ['en', 'ro', 'es'] as const;
/** Every studio's tones together: a studio without the kit's tone keeps its own default. */
export const BRAND_TONES = [
  'professional',
  'friendly',
  'casual',
  'persuasive',
  'formal',
  'informative',
  'inspiring',
  'funny',
] as const;
export type BrandTone = (typeof BRAND_TONES)[number];
/** The image studio's and the video studio's styles: each studio takes the kit's when it has it. */
export const BRAND_IMAGE_STYLES = [...new Set([...IMAGE_STYLES, ...VIDEO_IMAGE_STYLES])] as [
  string,
  ...string[],
];

/** What the user edits (POST and PUT /api/brand-kits). `team` kits are an administrator's. */
export const brandKitBodySchema = z.object({
  name: z.string().trim().min(1, 'name_required').max(BRAND_KIT_NAME_MAX_LENGTH, 'field_too_long'),
  language: z.enum(BRAND_LANGUAGES).default('en'),
  tone: z.enum(BRAND_TONES).default('professional'),
  audience: z.string().trim().max(BRAND_AUDIENCE_MAX_LENGTH, 'field_too_long').default(''),
  keywords: brandWords(BRAND_KEYWORDS_MAX).default([]),
  avoidWords: brandWords(BRAND_AVOID_WORDS_MAX).default([]),
  description: z.string().trim().max(BRAND_TEXT_MAX_LENGTH, 'field_too_long').default(''),
  callToAction: z.string().trim().max(BRAND_CTA_MAX_LENGTH, 'field_too_long').default(''),
  imageStyle: z.enum(BRAND_IMAGE_STYLES).nullable().default(null),
  voice: z.enum(VOICES).default(VIDEO_DEFAULTS.voice),
  speed: z.number().min(VOICE_OVER_SPEED.min).max(VOICE_OVER_SPEED.max).default(VOICE_OVER_SPEED.default),
  subtitleStyle: z.enum(SUBTITLE_STYLES).default(VIDEO_DEFAULTS.subtitleStyle),
  subtitlePosition: z.enum(SUBTITLE_POSITIONS).default(VIDEO_DEFAULTS.subtitlePosition),
  videoFormat: z.enum(VIDEO_RESOLUTIONS).default(VIDEO_DEFAULTS.resolution),
  /** The kit every studio starts from (one per user; a team kit is the default of nobody). */
  isDefault: z.boolean().default(false),
  /** Administrators only: every user sees it, read-only. */
  team: z.boolean().default(false),
});
export type BrandKitBody = z.input<typeof brandKitBodySchema>;
export type BrandKitInput = z.output<typeof brandKitBodySchema>;

export const brandKitSchema = brandKitBodySchema.extend({
  // Plain lists: an answer is encoded, and the body's de-duplicating transform cannot be.
  keywords: z.array(z.string()),
  avoidWords: z.array(z.string()),
  id: z.uuid(),
  /** False for another's team kit: the user may use and duplicate it, not change it. */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;
export const brandKitListSchema = z.object({ items: z.array(brandKitSchema) });
export type BrandKitList = z.infer<typeof brandKitListSchema>;

/** The brief a kit gives the providers. */
export function brandBriefOf(kit: BrandKitInput): BrandBrief {
  return {
    name: kit.name,
    description: kit.description,
    audience: kit.audience,
    keywords: kit.keywords,
    avoidWords: kit.avoidWords,
    callToAction: kit.callToAction,
  };
}

/** The kit's value when the studio's list has it, else undefined (the studio keeps its own). */
export function kitChoice<const T extends readonly string[]>(
  list: T,
  value: string | null | undefined,
): T[number] | undefined {
  return value != null && (list as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}
