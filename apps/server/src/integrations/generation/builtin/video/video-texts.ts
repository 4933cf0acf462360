import type { ArticleLanguage, VideoLanguage } from '@forja/contracts';
import { detectLanguage } from '../text/language.js';
import type { VideoLexicon } from './lexicon.js';
import { VIDEO_EN } from './lexicon-en.js';
import { VIDEO_ES } from './lexicon-es.js';
import { VIDEO_RO } from './lexicon-ro.js';

export const VIDEO_LEXICONS: Record<ArticleLanguage, VideoLexicon> = {
  en: VIDEO_EN,
  ro: VIDEO_RO,
  es: VIDEO_ES,
};

/**
 * The offline writer speaks en, ro and es. 'auto' follows the text itself; the other
 * narration languages (fr, de, it, pt) fall back to English rather than fail.
 */
export function textLanguage(language: VideoLanguage, sample: string): ArticleLanguage {
  if (language === 'en' || language === 'ro' || language === 'es') return language;
  return language === 'auto' ? detectLanguage(sample) : 'en';
}
