import {
  SOCIAL_PLATFORM_NAMES,
  SOCIAL_TITLE_MAX_LENGTH,
  composeSocialPost,
  socialPostsInputSchema,
  socialPostsOutputSchema,
  type GenerationRecord,
  type SocialPost,
  type socialPostsBatch,
} from '@forja/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import type { StudioBatchWork } from '../batches/studio-batch-work.js';
import type { Services } from '../server-module.js';

/*
 * The social posts studio as a batch row (docs/product/batches.md): the row's idea written as
 * one post per platform by the paid socialPosts generation, saved under the idea, and zipped
 * as one `posts.txt`: each platform's name, then its post as published (text and hashtags).
 */

type SocialPostsBatchRequest = z.output<typeof socialPostsBatch.request>;

export function prepareSocialPosts(row: SocialPostsBatchRequest) {
  return {
    kind: 'socialPosts' as const,
    // Parsed (defaults filled) as the generations route passes an input on.
    input: socialPostsInputSchema.parse({
      idea: row.idea,
      platforms: row.platforms,
      tone: row.tone,
      language: row.language,
      brand: row.brand,
    }),
  };
}

/** The archive's title: the idea on one line, within the archive's length. */
export function socialPostsTitle(idea: string): string {
  const flat = idea.replace(/\s+/g, ' ').trim();
  return flat.length <= SOCIAL_TITLE_MAX_LENGTH
    ? flat
    : `${flat.slice(0, SOCIAL_TITLE_MAX_LENGTH - 1).trimEnd()}…`;
}

/** Every post under its platform's name, separated by a rule a reader sees at once. */
export function socialPostsText(posts: readonly SocialPost[]): string {
  return `${posts.map((post) => `${SOCIAL_PLATFORM_NAMES[post.platform]}\n\n${composeSocialPost(post)}\n`).join('\n---\n\n')}`;
}

function postsOf(generation: GenerationRecord): SocialPost[] {
  const output = socialPostsOutputSchema.safeParse(generation.output);
  if (!output.success) throw notFound('Social posts');
  return output.data.posts;
}

export function createSocialPostsBatch(s: Services): StudioBatchWork {
  return {
    studio: 'socialPosts',
    prepare: async (request) => prepareSocialPosts(request as SocialPostsBatchRequest),

    // Once per generation (saveOnce): a second save answers the same item, posts as written.
    async save(userId, generation, request) {
      const { idea } = request as SocialPostsBatchRequest;
      const saved = await s.socialPosts.save(userId, {
        title: socialPostsTitle(idea),
        posts: postsOf(generation),
        generationId: generation.id,
      });
      return saved.item.id;
    },

    files: async (_userId, generation) => [{ name: 'posts.txt', body: socialPostsText(postsOf(generation)) }],
  };
}
