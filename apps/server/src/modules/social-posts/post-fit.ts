import {
  composeSocialPost,
  SOCIAL_HASHTAG_MAX_LENGTH,
  SOCIAL_HASHTAGS,
  SOCIAL_POST_LIMITS,
  type SocialPlatform,
  type SocialPost,
} from '@forja/contracts';

/*
 * Every post leaves the studio within its platform's rules, whoever wrote it (the offline
 * writer, a model, an automation): hashtags cleaned, distinct and at most the platform's
 * count; the whole post (text, blank line, hashtags) within the limit. A model that ignores
 * the limit gets its text cut at a word with "…" rather than a refused, paid-for generation.
 */

/** "#Small Bakeries!" -> "SmallBakeries": letters, digits and underscores, as every platform links them. */
export function cleanHashtag(raw: string): string {
  return [...raw.replace(/[^\p{L}\p{N}_]/gu, '')].slice(0, SOCIAL_HASHTAG_MAX_LENGTH).join('');
}

export function cleanHashtags(platform: SocialPlatform, raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of raw.map(cleanHashtag)) {
    const key = tag.toLowerCase();
    // A tag of digits only is not linked by the platforms.
    if (!tag || /^\p{N}+$/u.test(tag) || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out.slice(0, SOCIAL_HASHTAGS[platform].max);
}

/** At most `max` characters (code points), ending at a word with "…" when something was cut. */
export function cutAtWord(text: string, max: number): string {
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join('');
  const room = chars.slice(0, Math.max(0, max - 1)).join('');
  // The room ends a word when the next character is a space; otherwise the cut word goes.
  const wholeWord = /\s/.test(chars[max - 1] ?? '');
  const space = room.search(/\s\S*$/);
  const base = wholeWord || space <= room.length * 0.6 ? room : room.slice(0, space);
  return `${base.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** What the hashtags take: the blank line before them and "#a #b". */
function hashtagsRoom(hashtags: readonly string[]): number {
  return hashtags.length ? [...composeSocialPost({ text: '', hashtags })].length : 0;
}

/**
 * The post within its platform's limit: hashtags go from the end while they would leave the
 * text less than half the room it needs, then the text is cut at a word.
 */
export function fitPost(platform: SocialPlatform, text: string, hashtags: readonly string[]): SocialPost {
  const limit = SOCIAL_POST_LIMITS[platform];
  const tags = cleanHashtags(platform, hashtags);
  const body = text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const length = [...body].length;
  while (
    tags.length &&
    length + hashtagsRoom(tags) > limit &&
    limit - hashtagsRoom(tags) < Math.min(length, limit / 2)
  )
    tags.pop();
  return { platform, text: cutAtWord(body, limit - hashtagsRoom(tags)), hashtags: tags };
}
