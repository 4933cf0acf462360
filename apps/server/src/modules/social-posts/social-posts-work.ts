import {
  SOCIAL_SOURCE_TEXT_MAX_LENGTH,
  type SocialLanguage,
  type SocialPlatform,
  type SocialPostsInput,
  type SocialSourceStudio,
  type SocialTone,
  type VideoScript,
} from '@forja/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, videos, videoScripts } from '../../db/schema/index.js';
import { htmlToText } from '../../integrations/generation/content/html-text.js';
import { GenerationError } from '../../integrations/generation/errors.js';
import { notFound } from '../../lib/app-error.js';
import { callProvider, type KindWorks } from '../generation/kind-work.js';
import { cutAtWord } from './post-fit.js';
import { socialPostsTask } from './provider-requests.js';

/*
 * The `socialPosts` kind's work and its brief: what every writer (offline, webhook,
 * OpenAI-compatible) is given. A saved item becomes its title and plain text here, on the
 * server, from the user's own row: the browser only names it.
 */

export interface SocialPostsBrief {
  platforms: readonly SocialPlatform[];
  tone: SocialTone;
  language: SocialLanguage;
  /** The user's idea, or… */
  idea?: string;
  /** …a saved item's title and plain text (no markup), at most SOCIAL_SOURCE_TEXT_MAX_LENGTH. */
  source?: SourceText;
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
  return source
    ? { platforms, tone, language, source }
    : { platforms, tone, language, idea: input.idea ?? '' };
}

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
