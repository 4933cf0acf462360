import type { ArticleLanguage, VideoNiche } from '@forja/contracts';
import type { VisualPhrases } from './visual-phrases.js';
import { VISUAL_EN } from './visual-en.js';
import { VISUAL_ES } from './visual-es.js';
import { VISUAL_RO } from './visual-ro.js';

/*
 * The words of a scene's image prompt, in the video's language (the reader sees and edits the
 * prompt in the studio): the style as a medium, the niche as an atmosphere, the video format as
 * a framing, and the shot.
 */

export const VISUALS: Record<ArticleLanguage, VisualPhrases> = {
  en: VISUAL_EN,
  ro: VISUAL_RO,
  es: VISUAL_ES,
};

/** Niches told as a story; the others are told as facts. */
export const STORY_NICHES: ReadonlySet<VideoNiche> = new Set([
  'scary-story',
  'motivational-story',
  'bedtime-story',
  'bible-story',
  'african-folktale',
  'love-story',
  'adventure-story',
  'fantasy',
  'mythology',
  'crime-story',
]);
