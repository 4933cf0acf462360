import {
  SOCIAL_HASHTAGS,
  SOCIAL_POST_AIM,
  socialPostLength,
  type SocialPlatform,
  type SocialPostsOutput,
  type SocialTone,
} from '@forja/contracts';
import { brandClosing, keywordHashtags } from '../../integrations/generation/builtin/brand/brand-texts.js';
import { createRng, hashSeed, type Rng } from '../../integrations/generation/builtin/prng.js';
import {
  contractArticles,
  detectLanguage,
  keywords,
  upperFirst,
} from '../../integrations/generation/builtin/text/language.js';
import { subjectPhrase } from '../../integrations/generation/builtin/text/subject-phrase.js';
import { POST_PHRASES, type PostPhrases } from './builtin-phrases.js';
import { cleanHashtag, fitPost } from './post-fit.js';
import type { SocialPostsBrief } from './social-posts-brief.js';

/*
 * The offline social posts writer: deterministic (same brief, same posts) and varied between
 * briefs, tones and platforms. Each platform gets its own shape: LinkedIn a hook, the points
 * as a list and a question; X one line and a point; Instagram short lines with emoji and an
 * invitation to save; Facebook a short paragraph and a question. From a saved item it quotes
 * the item's own key sentences when they are in the language asked for; otherwise it writes
 * about the subject. Hashtags come from the text's keywords, as many as the platform's
 * conventions call for; every post ends within its limit (post-fit.ts). A brand's keywords are
 * the first hashtags and its call to action the post's last line (X's, instead of the
 * question); the builtin provider then takes the brand's avoided words out.
 */

const BULLETS: Record<SocialTone, string[]> = {
  professional: ['•', '•', '•'],
  friendly: ['👉', '✅', '💡'],
  inspiring: ['✨', '🌱', '🚀'],
  casual: ['👉', '🔥', '👀'],
  persuasive: ['✅', '📈', '🎯'],
};
const LINKEDIN_BULLET = '→';
/** What X's text leaves for its two hashtags and the blank line before them. */
const X_HASHTAG_ROOM = 40;

export function writeSocialPostsOffline(brief: SocialPostsBrief): SocialPostsOutput {
  // The same posts with or without a brand, which only adds its own parts.
  const { brand: _brand, ...unbranded } = brief;
  const rng = createRng(hashSeed('social-posts', unbranded));
  const ctx = postContext(brief, rng);
  return {
    posts: brief.platforms.map((platform) => {
      const lines = withCallToAction(platform, WRITERS[platform](ctx, rng), brandClosing(brief.brand));
      const hashtags = ctx.tags.slice(0, SOCIAL_HASHTAGS[platform].aim);
      return fitPost(platform, lines.filter((line) => line !== null).join('\n'), hashtags);
    }),
  };
}

interface PostContext {
  brief: SocialPostsBrief;
  phrases: PostPhrases;
  fill: (template: string) => string;
  /** What the posts say: the source's sentences or the lexicon's points about the topic. */
  points: string[];
  tags: string[];
}

function postContext(brief: SocialPostsBrief, rng: Rng): PostContext {
  const { language, source } = brief;
  const phrases = POST_PHRASES[language];
  // subject-phrase.ts reads "Beginner's Guide to" with a straight apostrophe.
  const subject = (source?.title ?? brief.idea ?? '').replace(/[‘’]/g, "'");
  const topic = subjectPhrase(subject, detectLanguage(subject));
  const fill = (template: string) =>
    contractArticles(
      template
        .replace('{Topic}', upperFirst(topic))
        .replace(/\{topic\}/g, topic)
        .replace('{title}', phrases.quote(source?.title ?? '')),
      language,
    );
  const quoted = source && detectLanguage(source.text) === language ? keySentences(source.text, 4) : [];
  const points = quoted.length >= 2 ? quoted : rng.shuffle(phrases.points).map(fill);
  const tags = [
    ...keywordHashtags(brief.brand),
    topicTag(topic),
    ...keywordTags(brief),
    ...rng.shuffle(phrases.fillerTags),
  ].filter((tag) => tag.length > 1);
  const seen = new Set<string>();
  const distinct = tags.filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  return { brief, phrases, fill, points, tags: distinct };
}

type Lines = (string | null)[];

/** The call to action as the last line; X has room for one closing line, so it replaces the question. */
function withCallToAction(platform: SocialPlatform, lines: Lines, cta: string): Lines {
  if (!cta) return lines;
  return platform === 'x' ? [...lines.slice(0, -1), cta] : [...lines, cta];
}

const WRITERS: Record<SocialPlatform, (ctx: PostContext, rng: Rng) => Lines> = {
  linkedin: ({ brief, phrases, fill, points }, rng) => {
    const source = brief.source;
    const head = [fill(rng.pick(phrases.hooks[brief.tone])), ''];
    if (source) head.push(fill(rng.pick(phrases.fromSource[source.studio])), '');
    const tail = [
      '',
      source ? phrases.readMore[source.studio] : null,
      fill(rng.pick(phrases.questions[brief.tone])),
    ];
    const list = upTo(
      'linkedin',
      head,
      tail,
      [phrases.takeaways],
      points.slice(0, 4).map((p) => `${LINKEDIN_BULLET} ${p}`),
    );
    return [...head, ...list, ...tail];
  },

  x: ({ brief, phrases, fill, points }, rng) => {
    const source = brief.source;
    const opener = fill(rng.pick(source ? phrases.fromSource[source.studio] : phrases.hooks[brief.tone]));
    const question = fill(rng.pick(phrases.questions[brief.tone]));
    // The shortest point leaves the most room for the question; X has little.
    const point = [...points].sort((a, b) => a.length - b.length)[0] ?? null;
    const room = SOCIAL_POST_AIM.x - X_HASHTAG_ROOM;
    const fits = (lines: string[]) => lines.join('\n').length <= room;
    if (point && fits([opener, point, question])) return [opener, point, question];
    if (point && fits([opener, point])) return [opener, point];
    return [opener, question];
  },

  instagram: ({ brief, phrases, fill, points }, rng) => {
    const source = brief.source;
    const bullets = BULLETS[brief.tone];
    const head = [`${bullets[2]} ${fill(rng.pick(phrases.hooks[brief.tone]))}`, ''];
    if (source) head.push(fill(rng.pick(phrases.fromSource[source.studio])), '');
    const tail = ['', source ? phrases.readMore[source.studio] : null, rng.pick(phrases.saveThis)];
    const list = upTo(
      'instagram',
      head,
      tail,
      [],
      points.slice(0, 3).map((p, i) => `${bullets[i % bullets.length]} ${p}`),
    );
    return [...head, ...list.flatMap((line) => [line, '']).slice(0, -1), ...tail];
  },

  facebook: ({ brief, phrases, fill, points }, rng) => {
    const source = brief.source;
    const head = [fill(rng.pick(phrases.hooks[brief.tone]))];
    if (source) head.push(fill(rng.pick(phrases.fromSource[source.studio])));
    const tail = [
      '',
      source ? phrases.readMore[source.studio] : null,
      fill(rng.pick(phrases.questions[brief.tone])),
    ];
    const body = upTo('facebook', [...head, ''], tail, [], points.slice(0, 2));
    return [...head, '', body.join(' '), ...tail];
  },
};

/**
 * The heading (if any) and as many items as keep the post near the platform's aim; at least
 * one item, so a post always says something.
 */
function upTo(
  platform: SocialPlatform,
  head: Lines,
  tail: Lines,
  heading: string[],
  items: string[],
): string[] {
  const aim = SOCIAL_POST_AIM[platform];
  const out = [...heading];
  for (const item of items) {
    const text = [...head, ...out, item, ...tail].filter((l) => l !== null).join('\n');
    if (out.length > heading.length && socialPostLength({ text, hashtags: [] }) > aim) break;
    out.push(item);
  }
  return out;
}

/** Sentences of a source worth quoting: whole, neither too short to say anything nor too long for a post. */
export function keySentences(text: string, max: number): string[] {
  // Lines first: a heading has no full stop, and must not run into the sentence below it.
  const sentences = text
    .split(/\n+/)
    .flatMap((line) => line.replace(/\s+/g, ' ').split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}¿¡„“"«])/u))
    .map((s) => s.trim())
    .filter((s) => s.length >= 40 && s.length <= 220 && /[.!?…]$/.test(s));
  return [...new Set(sentences)].slice(0, max);
}

/**
 * The text's keywords as tags, the most repeated first (a word of the title counts twice more):
 * what the text is about, rather than whichever words come first. Lower case, as most tags
 * are written, except acronyms.
 */
function keywordTags({ idea, source }: SocialPostsBrief): string[] {
  const text = source ? `${source.title}. ${source.text.slice(0, 3000)}` : (idea ?? '');
  const lower = text.toLowerCase();
  const title = (source?.title ?? idea ?? '').toLowerCase();
  const count = (word: string) => lower.split(word).length - 1 + (title.includes(word) ? 2 : 0);
  return keywords(text, detectLanguage(text), 20)
    .map((word) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase()))
    .map((word, order) => ({ word, order, score: count(word.toLowerCase()) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ word }) => cleanHashtag(word));
}

/** "small bakeries" -> "SmallBakeries": a tag for the subject when it is at most three words. */
function topicTag(topic: string): string {
  const words = topic.split(/\s+/).filter((w) => !/^(?:a|an|the|un|o|el|la|los|las|una)$/i.test(w));
  if (words.length === 0 || words.length > 3) return '';
  return cleanHashtag(words.map(upperFirst).join(''));
}
