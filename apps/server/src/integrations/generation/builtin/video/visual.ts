import type { ArticleLanguage, VideoImageStyle, VideoNiche, VideoResolution } from '@forja/contracts';
import { VISUAL_EN } from './visual-en.js';
import { VISUAL_ES } from './visual-es.js';
import { VISUAL_RO } from './visual-ro.js';

/*
 * The words of a scene's image prompt, in the video's language (the reader sees and edits the
 * prompt in the studio): the style as a medium, the niche as an atmosphere, the video format as
 * a framing, and the shot.
 */
export interface VisualPhrases {
  styles: Record<VideoImageStyle, string>;
  atmospheres: Record<VideoNiche, string>;
  framings: Record<VideoResolution, string>;
  openingShot: string;
  closingShot: string;
  middleShots: readonly string[];
  /** "Watercolor painting of a scene from “Title”: shot, comment, atmosphere, framing". */
  scene: (parts: { style: string; title: string; shot: string; details: string }) => string;
}

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
