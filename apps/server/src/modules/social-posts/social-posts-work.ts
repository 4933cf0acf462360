import {
  SOCIAL_SOURCE_TEXT_MAX_LENGTH,
  type SocialLanguage,
  type SocialPlatform,
  type SocialPostsInput,
  type SocialSourceStudio,
  type SocialTone,
  type VideoScript,
} from '@forja/contracts';
import { htmlToText } from '../../integrations/generation/content/html-text.js';
import { cutAtWord } from './post-fit.js';

/*
 * The `socialPosts` kind's brief: what every writer (offline, webhook, OpenAI-compatible) is
 * given. A saved item becomes its title and plain text here, on the server, from the user's
 * own row: the browser only names it. The kind's work (reading the row, choosing the writer)
 * joins this file when modules contribute their kinds.
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
