import type { SocialPostsOutput, SocialSourceStudio } from '@forja/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, videos, videoScripts } from '../../db/schema/index.js';
import { GenerationError } from '../../integrations/generation/errors.js';
import type { WritingTask } from '../../integrations/generation/provider.js';
import { notFound } from '../../lib/app-error.js';
import { callProvider, type KindWorks } from '../generation/kind-work.js';
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

/** The user's own saved item the request names (undefined for another user's or a deleted one). */
export async function findSourceRow(
  db: Db,
  userId: string,
  source: { studio: SocialSourceStudio; id: string },
): Promise<SourceRow | undefined> {
  if (source.studio === 'article') {
    const [row] = await db
      .select({ title: articles.title, content: articles.content })
      .from(articles)
      .where(and(eq(articles.id, source.id), eq(articles.userId, userId)));
    return row && { studio: 'article', ...row };
  }
  if (source.studio === 'videoScript') {
    const [row] = await db
      .select({ title: videoScripts.title, script: videoScripts.script })
      .from(videoScripts)
      .where(and(eq(videoScripts.id, source.id), eq(videoScripts.userId, userId)));
    return row && { studio: 'videoScript', ...row };
  }
  // A video is written about from its title and prompt, whether or not its render finished.
  const [row] = await db
    .select({ title: videos.title, prompt: videos.prompt })
    .from(videos)
    .where(and(eq(videos.id, source.id), eq(videos.userId, userId), ne(videos.status, 'failed')));
  return row && { studio: 'video', ...row };
}

const SOURCE_NOUNS = { article: 'Article', videoScript: 'Video script', video: 'Video' };

/** The social posts studio's kind: the posts written by the article family's provider. */
export function socialPostsKinds(db: Db): KindWorks {
  return {
    socialPosts: {
      // Another user's item (or a deleted one) is a 404 before the job is sent: the hold is released.
      accepted: async (input, { userId }) => {
        if (input.source && !(await findSourceRow(db, userId, input.source)))
          throw notFound(SOURCE_NOUNS[input.source.studio]);
      },
      run: async (input, { userId, provider, signal }) => {
        let source: SourceText | undefined;
        if (input.source) {
          const row = await findSourceRow(db, userId, input.source);
          // Deleted since it was accepted: failed like any generation, and refunded.
          if (!row) throw new GenerationError('NO_CONTENT', { message: 'The saved item is gone.' });
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
