import { z } from 'zod';
import { brandBriefSchema } from '../../brand-brief.js';
import { defineKind, defineStudio } from '../define-studio.js';
import { ideaSchema } from '../fields.js';
import {
  SOCIAL_HASHTAG_MAX_LENGTH,
  SOCIAL_HASHTAGS,
  SOCIAL_LANGUAGES,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_LIMITS,
  SOCIAL_POSTS_DEFAULTS,
  SOCIAL_SOURCE_STUDIOS,
  SOCIAL_TITLE_MAX_LENGTH,
  SOCIAL_TONES,
  socialPostLength,
  socialPostsCost,
} from './options.js';

/*
 * The social posts studio's schemas (docs/product/social-posts-studio.md): the `socialPosts`
 * kind's input and output, and the archive's. Plain values are in options.ts. Messages are
 * the existing keys of locales/<lang>/validation.json; the studio's steps check the same
 * rules first with their own words.
 */

export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);
export const socialSourceSchema = z.object({ studio: z.enum(SOCIAL_SOURCE_STUDIOS), id: z.uuid() });
export type SocialSource = z.infer<typeof socialSourceSchema>;

/** Each platform at most once, in the order of SOCIAL_PLATFORMS whatever order they came in. */
const platforms = z
  .array(socialPlatformSchema)
  .min(1, 'invalid')
  .max(SOCIAL_PLATFORMS.length)
  .transform((list) => SOCIAL_PLATFORMS.filter((p) => list.includes(p)));

/**
 * The `socialPosts` kind's input: an idea, or one of the user's saved articles, video scripts
 * or videos (the server reads its text, never the browser), never both.
 */
export const socialPostsInputSchema = z
  .object({
    idea: ideaSchema.optional(),
    source: socialSourceSchema.optional(),
    platforms,
    tone: z.enum(SOCIAL_TONES).default(SOCIAL_POSTS_DEFAULTS.tone),
    language: z.enum(SOCIAL_LANGUAGES).default('en'),
    /** The brand kit's brief (brand-kits.ts), when the user chose one. */
    brand: brandBriefSchema.optional(),
  })
  .refine((input) => (input.idea === undefined) !== (input.source === undefined), {
    message: 'idea_required',
    path: ['idea'],
  });
export type SocialPostsInput = z.output<typeof socialPostsInputSchema>;
/** What the studio sends (tone and language may be left to their defaults). */
export type SocialPostsRequest = z.input<typeof socialPostsInputSchema>;

const hashtag = z
  .string()
  .trim()
  .min(1)
  .max(SOCIAL_HASHTAG_MAX_LENGTH, 'field_too_long')
  .regex(/^[\p{L}\p{N}_]+$/u, 'invalid');

/** One post: its text and its hashtags (without '#'), within the platform's limit and count. */
export const socialPostSchema = z
  .object({
    platform: socialPlatformSchema,
    text: z.string().trim().min(1, 'text_required'),
    hashtags: z.array(hashtag),
  })
  .superRefine((post, ctx) => {
    if (socialPostLength(post) > SOCIAL_POST_LIMITS[post.platform])
      ctx.addIssue({ code: 'custom', message: 'field_too_long', path: ['text'] });
    if (post.hashtags.length > SOCIAL_HASHTAGS[post.platform].max)
      ctx.addIssue({ code: 'custom', message: 'too_many_items', path: ['hashtags'] });
  });
export type SocialPost = z.infer<typeof socialPostSchema>;

/** A set of posts: each platform at most once. */
const posts = z
  .array(socialPostSchema)
  .min(1, 'invalid')
  .max(SOCIAL_PLATFORMS.length)
  .refine((list) => new Set(list.map((p) => p.platform)).size === list.length, 'invalid');

export const socialPostsOutputSchema = z.object({ posts });
export type SocialPostsOutput = z.infer<typeof socialPostsOutputSchema>;

/** The social posts studio: one queued kind, one credit per platform. */
export const socialPostsStudio = defineStudio({
  id: 'socialPosts',
  kinds: {
    socialPosts: defineKind({
      family: 'article',
      runs: 'queued',
      input: socialPostsInputSchema,
      output: socialPostsOutputSchema,
      cost: (input) => socialPostsCost(input.platforms),
      timeoutMs: 90_000,
      example: {
        idea: 'Why small bakeries should post their morning bake on social media',
        platforms: ['linkedin', 'x'],
        tone: 'friendly',
        language: 'en',
      },
    }),
  },
});

// ---------------------------------------------------------------- archive

/**
 * POST /api/social-posts: the posts of the user's own finished `socialPosts` generation, as
 * edited in the studio, under a title. What they were written from (source, language, tone)
 * is the generation's; saving the same generation again updates the saved posts.
 */
export const saveSocialPostsBodySchema = z.object({
  title: z.string().trim().min(1, 'title_required').max(SOCIAL_TITLE_MAX_LENGTH, 'field_too_long'),
  posts,
  generationId: z.uuid(),
});
export type SaveSocialPostsBody = z.input<typeof saveSocialPostsBodySchema>;
export type SaveSocialPostsInput = z.output<typeof saveSocialPostsBodySchema>;

export const savedSocialPostsSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  source: socialSourceSchema.nullable(),
  language: z.enum(SOCIAL_LANGUAGES),
  tone: z.enum(SOCIAL_TONES),
  posts: z.array(
    z.object({ platform: socialPlatformSchema, text: z.string(), hashtags: z.array(z.string()) }),
  ),
  generationId: z.uuid().nullable(),
  /** Made by the offline demo generator, not a model (GenerationRecord.demo); false when unknown. */
  demo: z.boolean(),
  createdAt: z.string(),
});
export type SavedSocialPosts = z.infer<typeof savedSocialPostsSchema>;

export const savedSocialPostsListSchema = z.object({
  items: z.array(savedSocialPostsSchema),
  nextCursor: z.string().nullable(),
});
export type SavedSocialPostsList = z.infer<typeof savedSocialPostsListSchema>;
