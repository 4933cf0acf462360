import { z } from 'zod';
import {
  composeSocialPost,
  isIdeaLongEnough,
  SOCIAL_LANGUAGES,
  SOCIAL_PLATFORM_NAMES,
  SOCIAL_PLATFORMS,
  SOCIAL_POSTS_DEFAULTS,
  SOCIAL_SOURCE_STUDIOS,
  SOCIAL_TITLE_MAX_LENGTH,
  SOCIAL_TONES,
  kitChoice,
  type BrandKit,
  type SaveSocialPostsBody,
  type SocialPost,
  type SocialPostsInput,
} from '@forja/contracts';
import {
  brandBriefField,
  brandChoiceOf,
  brandInput,
  brandKitIdField,
  definedOnly,
} from '@/lib/brand-kit-draft';
import { fileNameFrom } from '@/lib/file-name';
import { createDraftStore, draftIdField, newDraftId, stepField } from '@/lib/wizard/draft-store';

/*
 * The social posts studio's draft (docs/product/social-posts-studio.md), per user: an idea or
 * a saved item to write from, the platforms, tone and language, the generation, the posts as
 * edited, and the archive id once saved. Also the helpers its steps share: the request, the
 * save body, hashtags typed by hand, and the .txt download.
 */
export const POSTS_STEPS = ['source', 'platforms', 'generate', 'posts'] as const;
export type PostsStepNumber = 1 | 2 | 3 | 4;

const sourceSchema = z.object({
  studio: z.enum(SOCIAL_SOURCE_STUDIOS),
  id: z.string().min(1),
  /** Shown on the step and used as the saved posts' title. */
  title: z.string(),
});
export type ChosenSource = z.infer<typeof sourceSchema>;

const postSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  text: z.string(),
  hashtags: z.array(z.string()),
});

export const postsDraftSchema = z.object({
  draftId: draftIdField(),
  step: stepField<PostsStepNumber>(POSTS_STEPS.length),
  /** Write from an idea, or from one of the user's saved items. */
  mode: z.enum(['idea', 'source']).catch('idea'),
  idea: z.string().catch(''),
  /** Which archive the source list shows. */
  sourceStudio: z.enum(SOCIAL_SOURCE_STUDIOS).catch('article'),
  source: sourceSchema.nullable().catch(null),
  platforms: z.array(z.enum(SOCIAL_PLATFORMS)).catch(() => [...SOCIAL_POSTS_DEFAULTS.platforms]),
  tone: z.enum(SOCIAL_TONES).catch(SOCIAL_POSTS_DEFAULTS.tone),
  language: z.enum(SOCIAL_LANGUAGES).catch('en'),
  /** The brand kit chosen on step 2 (lib/brand-kit-draft.ts) and its brief, sent with the posts. */
  brandKitId: brandKitIdField(),
  brand: brandBriefField(),
  generationId: z.string().nullable().catch(null),
  /** The generated posts as the user edits them; null until they arrive. */
  posts: z.array(postSchema).nullable().catch(null),
  /** The archive id once saved; an edit after saving clears it until it is saved (updated) again. */
  savedId: z.string().nullable().catch(null),
});
export type PostsDraft = z.infer<typeof postsDraftSchema>;

/** A new draft in the interface language when the studio writes in it, English otherwise. */
export const emptyPostsDraft = (language?: string): PostsDraft =>
  postsDraftSchema.parse({
    draftId: newDraftId(),
    language: (SOCIAL_LANGUAGES as readonly string[]).includes(language ?? '') ? language : 'en',
  });

export const postsDraftStore = createDraftStore<PostsDraft, string>({
  name: 'social-posts-studio',
  version: 1,
  schema: postsDraftSchema as z.ZodType<PostsDraft>,
  empty: emptyPostsDraft,
});

/** Step 1 is done: an idea long enough, or a saved item chosen. */
export function hasSubject(d: Pick<PostsDraft, 'mode' | 'idea' | 'source'>): boolean {
  return d.mode === 'idea' ? isIdeaLongEnough(d.idea) : d.source !== null;
}

/** The `socialPosts` input: the idea or the source (never both), platforms in their usual order. */
export function postsInput(d: PostsDraft): SocialPostsInput {
  const subject =
    d.mode === 'idea' || !d.source
      ? { idea: d.idea.trim() }
      : { source: { studio: d.source.studio, id: d.source.id } };
  return {
    ...subject,
    platforms: SOCIAL_PLATFORMS.filter((p) => d.platforms.includes(p)),
    tone: d.tone,
    language: d.language,
    ...brandInput(d.brand),
  };
}

/** What a brand kit changes: the tone and language the studio has, and the kit's brief. */
export function brandKitPatch(kit: BrandKit | null): Partial<PostsDraft> {
  return {
    ...brandChoiceOf(kit),
    ...(kit &&
      definedOnly({
        tone: kitChoice(SOCIAL_TONES, kit.tone),
        language: kitChoice(SOCIAL_LANGUAGES, kit.language),
      })),
  };
}

/** The title the posts are saved under: the source's title, or the idea's first line. */
export function postsTitle(d: Pick<PostsDraft, 'mode' | 'idea' | 'source'>): string {
  const raw = d.mode === 'source' && d.source ? d.source.title : (d.idea.trim().split('\n')[0] ?? '');
  const chars = [...raw.trim()];
  return chars.length <= SOCIAL_TITLE_MAX_LENGTH
    ? chars.join('')
    : `${chars.slice(0, SOCIAL_TITLE_MAX_LENGTH - 1).join('')}…`;
}

/** What is saved: the posts as edited under their title; the server reads the rest from the generation. */
export function saveBody(d: PostsDraft & { generationId: string }, posts: SocialPost[]): SaveSocialPostsBody {
  return { title: postsTitle(d), posts, generationId: d.generationId };
}

/** "#bread, bakery  #Fresh_Bake" -> ['bread', 'bakery', 'Fresh_Bake']: what platforms link. */
export function hashtagsFromInput(text: string): string[] {
  const tags = text
    .split(/[\s,;]+/)
    .map((tag) => tag.replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean);
  return [...new Set(tags)];
}

export function hashtagsToInput(hashtags: readonly string[]): string {
  return hashtags.map((tag) => `#${tag}`).join(' ');
}

/** Every post for the .txt download: each under its platform's name, as it would be published. */
export function postsToText(posts: readonly SocialPost[]): string {
  return `${posts.map((post) => `${SOCIAL_PLATFORM_NAMES[post.platform]}\n\n${composeSocialPost(post)}`).join('\n\n---\n\n')}\n`;
}

/** A file name from the title: letters and digits, dashes between. */
export function postsFileName(title: string): string {
  return fileNameFrom(title, 'social-posts', 'txt');
}
