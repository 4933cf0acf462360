import {
  type SocialPostsOutput,
  SOCIAL_HASHTAGS,
  SOCIAL_PLATFORM_NAMES,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_AIM,
  SOCIAL_POST_LIMITS,
  type SocialPlatform,
} from '@forja/contracts';
import type { ChatMessage } from '../../integrations/generation/openai/prompts.js';
import type { WritingTask } from '../../integrations/generation/provider.js';
import { writeSocialPostsOffline } from './builtin-writer.js';
import { parseSocialPosts } from './parse-posts.js';
import type { SocialPostsBrief } from './social-posts-work.js';

/*
 * What the social posts kind sends to the text provider the admin chose for articles: the
 * chat messages and JSON schema for an OpenAI-compatible model, and the request body of the
 * `generate_social_posts` webhook action (docs/product/webhook-protocol.md). Both restate the
 * platforms' rules, because only the writer can honour them up front; parse-posts.ts still
 * enforces them on the reply.
 */

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

/** The posts as every kind of provider writes them (GenerationProvider.write). */
export function socialPostsTask(brief: SocialPostsBrief, now = new Date()): WritingTask<SocialPostsOutput> {
  const [system, user] = socialPostsMessages(brief);
  const { action, ...body } = socialPostsWebhookBody(brief, now);
  return {
    operation: 'socialPosts',
    builtin: () => writeSocialPostsOffline(brief),
    webhook: { action, body, parse: (text) => parseSocialPosts(text, brief.platforms) },
    openai: {
      system: system!.content,
      user: user!.content,
      jsonSchema: SOCIAL_POSTS_SCHEMA,
      // The reply is read like a webhook's: the same wrappers, aliases and limits apply.
      parse: (json) => parseSocialPosts(JSON.stringify(json), brief.platforms),
    },
  };
}
