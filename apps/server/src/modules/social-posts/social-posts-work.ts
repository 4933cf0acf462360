import type { SocialPostsOutput, SocialSourceStudio } from '@forja/contracts';
import { GenerationError } from '../../integrations/generation/errors.js';
import type { WritingTask } from '../../integrations/generation/provider.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { callProvider, type KindWorks } from '../generation/kind-work.js';
import type { Services } from '../server-module.js';
import { writeSocialPostsOffline } from './builtin-writer.js';
import { parseSocialPosts } from './parse-posts.js';
import {
  SOCIAL_POSTS_SCHEMA,
  socialPostsBrief,
  socialPostsMessages,
  socialPostsWebhookBody,
  sourceText,
  type SocialPostsBrief,
  type SourceRow,
  type SourceText,
} from './social-posts-brief.js';

/*
 * The `socialPosts` kind's work: the user's own saved item read (social-posts-brief.ts makes
 * it the writers' brief), then the posts written by the article family's provider, whichever
 * it is (GenerationProvider.write).
 */

/** The user's own saved item the request names, read through its studio's service: another user's or a deleted one is that service's 404. */
async function findSourceRow(
  s: Services,
  userId: string,
  source: { studio: SocialSourceStudio; id: string },
): Promise<SourceRow> {
  if (source.studio === 'article') {
    const { title, content } = await s.articles.get(userId, source.id);
    return { studio: 'article', title, content };
  }
  if (source.studio === 'videoScript') {
    const { title, script } = await s.videoScripts.get(userId, source.id);
    return { studio: 'videoScript', title, script };
  }
  // A video is written about from its title and prompt, whether or not its render finished.
  const { title, prompt, status } = await s.videos.get(userId, source.id);
  if (status === 'failed') throw notFound('Video');
  return { studio: 'video', title, prompt };
}

/** The social posts studio's kind: the posts written by the article family's provider. */
export function socialPostsKinds(s: Services): KindWorks {
  return {
    socialPosts: {
      // Another user's item (or a deleted one) is a 404 before the job is sent: the hold is released.
      accepted: async (input, { userId }) => {
        if (input.source) await findSourceRow(s, userId, input.source);
      },
      run: async (input, { userId, provider, signal }) => {
        let source: SourceText | undefined;
        if (input.source) {
          // Deleted since it was accepted: failed like any generation, and refunded.
          const row = await findSourceRow(s, userId, input.source).catch((error: unknown) => {
            if (error instanceof AppError && error.status === 404)
              throw new GenerationError('NO_CONTENT', { message: 'The saved item is gone.' });
            throw error;
          });
          source = sourceText(row);
        }
        return callProvider(() => provider.write(socialPostsTask(socialPostsBrief(input, source)), signal));
      },
    },
  };
}

/** The posts as every kind of provider writes them (GenerationProvider.write). */
export function socialPostsTask(brief: SocialPostsBrief, now = new Date()): WritingTask<SocialPostsOutput> {
  const [system, user] = socialPostsMessages(brief);
  const { action, ...body } = socialPostsWebhookBody(brief, now);
  return {
    operation: 'socialPosts',
    // The providers state it their way: a webhook's `brand`, the prompt's brand block.
    ...(brief.brand ? { brand: brief.brand } : {}),
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
