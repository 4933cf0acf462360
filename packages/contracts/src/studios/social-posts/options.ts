/*
 * The social posts studio's plain values (docs/product/social-posts-studio.md): platforms and
 * their limits, tones, hashtag counts, languages, what a post can be written from, and the
 * cost. No zod here, directly or indirectly, so a page can take a constant without loading it.
 */
import { SOCIAL_POST_COST } from './cost.js';

/** The saved posts' API (studio.ts declares its endpoints). */
export const SOCIAL_POSTS_PATH = '/api/social-posts';

export const SOCIAL_PLATFORMS = ['linkedin', 'x', 'instagram', 'facebook'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The platforms' own names, the same in every language. */
export const SOCIAL_PLATFORM_NAMES: Record<SocialPlatform, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/** Each platform's hard limit, in characters, for the whole post (text, blank line, hashtags). */
export const SOCIAL_POST_LIMITS: Record<SocialPlatform, number> = {
  linkedin: 3000,
  x: 280,
  instagram: 2200,
  facebook: 63_206,
};

/**
 * The length writers aim for: what is read in full before "see more" (LinkedIn ~1,300,
 * Instagram's caption is read on a phone, Facebook's posts do best short). X's aim is its limit.
 */
export const SOCIAL_POST_AIM: Record<SocialPlatform, number> = {
  linkedin: 1300,
  x: 280,
  instagram: 900,
  facebook: 600,
};

/** How many hashtags each platform's conventions call for, and the most a post keeps. */
export const SOCIAL_HASHTAGS: Record<SocialPlatform, { aim: number; max: number }> = {
  linkedin: { aim: 3, max: 5 },
  x: { aim: 2, max: 3 },
  instagram: { aim: 8, max: 30 },
  facebook: { aim: 2, max: 5 },
};
/** A hashtag's length without its '#'. */
export const SOCIAL_HASHTAG_MAX_LENGTH = 50;

export const SOCIAL_TONES = ['professional', 'friendly', 'inspiring', 'casual', 'persuasive'] as const;
export type SocialTone = (typeof SOCIAL_TONES)[number];

export const SOCIAL_LANGUAGES = ['en', 'ro', 'es'] as const;
export type SocialLanguage = (typeof SOCIAL_LANGUAGES)[number];

/** The saved items a post can be written from: the user's articles, video scripts and videos. */
export const SOCIAL_SOURCE_STUDIOS = ['article', 'videoScript', 'video'] as const;
export type SocialSourceStudio = (typeof SOCIAL_SOURCE_STUDIOS)[number];
/** How much of a source's text the writer reads (its beginning: titles and introductions lead). */
export const SOCIAL_SOURCE_TEXT_MAX_LENGTH = 8000;

export const SOCIAL_TITLE_MAX_LENGTH = 200;

export const SOCIAL_POSTS_DEFAULTS = {
  platforms: ['linkedin', 'x'] as SocialPlatform[],
  tone: 'professional' as SocialTone,
};

export { SOCIAL_POST_COST };
export const socialPostsCost = (platforms: readonly SocialPlatform[]) => platforms.length * SOCIAL_POST_COST;

/** A post as it is published: the text, a blank line, then its hashtags (stored without '#'). */
export function composeSocialPost(post: { text: string; hashtags: readonly string[] }): string {
  const tags = post.hashtags.map((tag) => `#${tag}`).join(' ');
  return tags ? `${post.text.trim()}\n\n${tags}` : post.text.trim();
}

/**
 * The post's length as the platforms count it, near enough: one per character (code point), so
 * an emoji is one, not the two UTF-16 units `.length` would give. X counts some characters
 * (emoji, CJK) double; writers aim a little under for that.
 */
export function socialPostLength(post: { text: string; hashtags: readonly string[] }): number {
  return [...composeSocialPost(post)].length;
}

export function fitsSocialLimit(
  platform: SocialPlatform,
  post: { text: string; hashtags: readonly string[] },
) {
  return socialPostLength(post) <= SOCIAL_POST_LIMITS[platform];
}
