import {
  type BrandBrief,
  SOCIAL_HASHTAGS,
  SOCIAL_SOURCE_TEXT_MAX_LENGTH,
  type SocialLanguage,
  type SocialPostsInput,
  type SocialSourceStudio,
  type SocialTone,
  type VideoScript,
  SOCIAL_PLATFORM_NAMES,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_AIM,
  SOCIAL_POST_LIMITS,
  type SocialPlatform,
} from '@forja/contracts';
import { htmlToText } from '../../integrations/generation/content/html-text.js';
import type { ChatMessage } from '../../integrations/generation/openai/prompts.js';
import { cutAtWord } from './post-fit.js';

/*
 * What the social posts kind gives its writers (docs/product/social-posts-studio.md): the
 * brief, made on the server (a saved item becomes its title and plain text, from the user's
 * own row: the browser only names it), and how it is put to each kind of provider: the chat
 * messages and JSON schema for an OpenAI-compatible model, and the body of the
 * `generate_social_posts` webhook action (docs/product/generation-settings.md). Both restate the
 * platforms' rules, because only the writer can honour them up front; parse-posts.ts still
 * enforces them on the reply.
 */

export interface SocialPostsBrief {
  platforms: readonly SocialPlatform[];
  tone: SocialTone;
  language: SocialLanguage;
  /** The user's idea, or… */
  idea?: string;
  /** …a saved item's title and plain text (no markup), at most SOCIAL_SOURCE_TEXT_MAX_LENGTH. */
  source?: SourceText;
  /** The brand kit's brief: the task hands it to every provider (WritingTask.brand). */
  brand?: BrandBrief;
}

export interface SourceText {
  studio: SocialSourceStudio;
  title: string;
  text: string;
}

/** The rows' parts the source text is made of, per kind of saved item. */
export type SourceRow =
  | { studio: 'article'; title: string; content: string }
  | { studio: 'videoScript'; title: string; script: VideoScript }
  | { studio: 'video'; title: string; prompt: string };

/** A saved item as the writers read it: its title, and its text as paragraphs, cut at a word. */
export function sourceText(row: SourceRow): SourceText {
  const paragraphs =
    row.studio === 'article'
      ? // Block ends become line breaks, so headings stay apart from the sentences below them.
        row.content.split(/<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>/i).map(htmlToText)
      : row.studio === 'videoScript'
        ? [row.script.hook, row.script.introduction, ...row.script.main_content, row.script.call_to_action]
        : [row.prompt];
  const text = paragraphs
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n');
  return {
    studio: row.studio,
    title: row.title.trim(),
    text: cutAtWord(text, SOCIAL_SOURCE_TEXT_MAX_LENGTH),
  };
}

export function socialPostsBrief(input: SocialPostsInput, source?: SourceText): SocialPostsBrief {
  const { platforms, tone, language } = input;
  const brand = input.brand ? { brand: input.brand } : {};
  return source
    ? { platforms, tone, language, source, ...brand }
    : { platforms, tone, language, idea: input.idea ?? '', ...brand };
}

const LANGUAGE_NAMES = { en: 'English', ro: 'Romanian (with correct diacritics ă â î ș ț)', es: 'Spanish' };
const SOURCE_NAMES = { article: 'blog article', videoScript: 'video script', video: 'video' };
const PLATFORM_STYLE: Record<SocialPlatform, string> = {
  linkedin: 'a strong first line, short paragraphs, a few points as a list, a question at the end',
  x: 'one or two punchy sentences',
  instagram: 'a hook, short lines with a few emoji, an invitation to save or share',
  facebook: 'a short friendly paragraph and a question',
};

const SYSTEM =
  'You are a social media editor for a content studio. Answer only with JSON that matches the given schema.';

/** The OpenAI structured-output schema (strict: every property required, no others). */
export const SOCIAL_POSTS_SCHEMA = {
  name: 'social_posts',
  schema: {
    type: 'object',
    properties: {
      posts: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            platform: { type: 'string', enum: [...SOCIAL_PLATFORMS] },
            text: { type: 'string' },
            hashtags: { type: 'array', items: { type: 'string' } },
          },
          required: ['platform', 'text', 'hashtags'],
          additionalProperties: false,
        },
      },
    },
    required: ['posts'],
    additionalProperties: false,
  },
} as const;

export function socialPostsMessages(brief: SocialPostsBrief): ChatMessage[] {
  const rules = brief.platforms.map(
    (p) =>
      `- ${p} (${SOCIAL_PLATFORM_NAMES[p]}): ${PLATFORM_STYLE[p]}; about ${SOCIAL_POST_AIM[p]} characters, ` +
      `never more than ${SOCIAL_POST_LIMITS[p]} including the hashtags; ${SOCIAL_HASHTAGS[p].aim} hashtags.`,
  );
  const subject = brief.source
    ? `Write them to share this ${SOURCE_NAMES[brief.source.studio]}, titled "${brief.source.title}":\n` +
      `"""\n${brief.source.text}\n"""`
    : `Idea: ${brief.idea ?? ''}`;
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        `Write one social media post per platform below, in ${LANGUAGE_NAMES[brief.language]}, in a ${brief.tone} tone.\n` +
        `${rules.join('\n')}\n` +
        'Put the hashtags in `hashtags` (words without "#", no spaces), not in `text`. ' +
        'Plain text only: no markdown, no links you were not given.\n' +
        subject,
    },
  ];
}

/** The `generate_social_posts` action's body: the brief, and each platform's limit and hashtag count. */
export function socialPostsWebhookBody(brief: SocialPostsBrief, now: Date) {
  return {
    action: 'generate_social_posts',
    ...(brief.idea ? { idea: brief.idea } : {}),
    ...(brief.source ? { source: brief.source } : {}),
    platforms: brief.platforms,
    tone: brief.tone,
    language: brief.language,
    limits: Object.fromEntries(brief.platforms.map((p) => [p, SOCIAL_POST_LIMITS[p]])),
    hashtags: Object.fromEntries(brief.platforms.map((p) => [p, SOCIAL_HASHTAGS[p].aim])),
    timestamp: now.toISOString(),
  };
}
