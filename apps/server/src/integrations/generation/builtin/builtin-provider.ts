import {
  IMAGE_DEFAULTS,
  imageDimensions,
  SUGGESTED_PROMPT_MAX_LENGTH,
  type BrandBrief,
} from '@forja/contracts';
import { htmlToText, truncateAtWord } from '../content/html-text.js';
import { GenerationError } from '../errors.js';
import type { GenerationProvider } from '../provider.js';
import { avoidFilter, scrubAvoided } from './brand/avoid-words.js';
import { brandArticle, brandScenes, brandScript } from './brand/brand-texts.js';
import { composeArticle, LEXICONS } from './article/compose-article.js';
import { articleImagePrompt } from './article/image-prompt.js';
import { titlesFromTemplates } from './article/title-ideas.js';
import { paintImage } from './image/paint.js';
import { detectLanguage, keywords } from './text/language.js';
import { composeScenes } from './video/scenes.js';
import { composeScript } from './video/script.js';
import { textLanguage, VIDEO_LEXICONS } from './video/video-texts.js';

/*
 * The default provider: offline and deterministic, so a fresh install works with zero
 * setup and tests have stable output. Its results are real (articles in the requested
 * language and length, PNG files at the requested size), built from templates rather
 * than a model, which admins see labelled as the offline provider. A brand brief's keywords
 * and call to action are written in (brand/brand-texts.ts); its avoided words are then taken
 * out of every text result, whatever the operation (brand/avoid-words.ts).
 */
export function createBuiltinProvider(): GenerationProvider {
  return {
    kind: 'builtin',

    async write(task, signal) {
      checkSignal(signal);
      return scrubAvoided(await task.builtin(), avoidFilter(task.brand?.avoidWords));
    },

    async titleIdeas({ idea, language, brand }, signal) {
      checkSignal(signal);
      const titles = titlesFromTemplates('article-titles', idea, language, LEXICONS[language].titleTemplates);
      return brandedTitles(titles, brand);
    },

    async article(input, signal) {
      checkSignal(signal);
      const { brand, ...unbranded } = input;
      // The same article as without a brand, then the brand's parts: its seed ignores the brand.
      const article = composeArticle(unbranded);
      if (!brand) return article;
      return scrubAvoided(brandArticle(article, brand, input.language), avoidFilter(brand.avoidWords));
    },

    async imagePrompt({ title, content }, signal) {
      checkSignal(signal);
      const text = htmlToText(content);
      const language = detectLanguage(`${title} ${text}`);
      const subjects = keywords(`${title}. ${text.slice(0, 2000)}`, language, 6);
      return truncateAtWord(articleImagePrompt(title, subjects, language), SUGGESTED_PROMPT_MAX_LENGTH);
    },

    // The offline drawings have no subjects a negative prompt could remove; the shape is honoured.
    async image({ prompt, resolution, aspect, style, mood, variant }, signal) {
      checkSignal(signal);
      const { width, height } = imageDimensions(resolution, aspect);
      const data = paintImage({
        prompt,
        width,
        height,
        style: style ?? IMAGE_DEFAULTS.style,
        mood: mood ?? IMAGE_DEFAULTS.mood,
        variant,
      });
      return { kind: 'bytes', data, contentType: 'image/png' };
    },

    async videoTitleIdeas({ idea, brand }, signal) {
      checkSignal(signal);
      const language = detectLanguage(idea);
      const titles = titlesFromTemplates(
        'video-titles',
        idea,
        language,
        VIDEO_LEXICONS[language].titleTemplates,
      );
      return brandedTitles(titles, brand);
    },

    async videoScenes(input, signal) {
      checkSignal(signal);
      const { brand, ...unbranded } = input;
      const scenes = composeScenes(unbranded);
      if (!brand) return scenes;
      const language = textLanguage(input.language, `${input.videoTitle} ${input.comment}`);
      return scrubAvoided(brandScenes(scenes, brand, language), avoidFilter(brand.avoidWords));
    },

    async videoScript(input, signal) {
      checkSignal(signal);
      const { brand, ...unbranded } = input;
      const script = composeScript(unbranded);
      if (!brand) return script;
      const branded = brandScript(script, brand, detectLanguage(input.idea));
      return scrubAvoided(branded, avoidFilter(brand.avoidWords));
    },
  };
}

/** Titles without the avoided words, each once; none left is NO_TITLES, as from any provider. */
function brandedTitles(titles: string[], brand: BrandBrief | undefined): string[] {
  const kept = [...new Set(scrubAvoided(titles, avoidFilter(brand?.avoidWords)))];
  if (!kept.length) throw new GenerationError('NO_TITLES');
  return kept;
}

function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new GenerationError('ABORTED');
}
