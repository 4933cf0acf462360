import { IMAGE_DEFAULTS, imageDimensions, SUGGESTED_PROMPT_MAX_LENGTH } from '@forja/contracts';
import { htmlToText, truncateAtWord } from '../content/html-text.js';
import { GenerationError } from '../errors.js';
import type { GenerationProvider } from '../provider.js';
import { composeArticle, LEXICONS } from './article/compose-article.js';
import { articleImagePrompt } from './article/image-prompt.js';
import { titlesFromTemplates } from './article/title-ideas.js';
import { paintImage } from './image/paint.js';
import { detectLanguage, keywords } from './text/language.js';
import { composeScenes } from './video/scenes.js';
import { composeScript } from './video/script.js';
import { VIDEO_LEXICONS } from './video/video-texts.js';

/*
 * The default provider: offline and deterministic, so a fresh install works with zero
 * setup and tests have stable output. Its results are real (articles in the requested
 * language and length, PNG files at the requested size), built from templates rather
 * than a model, which admins see labelled as the offline provider.
 */
export function createBuiltinProvider(): GenerationProvider {
  return {
    kind: 'builtin',

    async write(task, signal) {
      checkSignal(signal);
      return task.builtin();
    },

    async titleIdeas({ idea, language }, signal) {
      checkSignal(signal);
      return titlesFromTemplates('article-titles', idea, language, LEXICONS[language].titleTemplates);
    },

    async article(input, signal) {
      checkSignal(signal);
      return composeArticle(input);
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

    async videoTitleIdeas({ idea }, signal) {
      checkSignal(signal);
      const language = detectLanguage(idea);
      return titlesFromTemplates('video-titles', idea, language, VIDEO_LEXICONS[language].titleTemplates);
    },

    async videoScenes(input, signal) {
      checkSignal(signal);
      return composeScenes(input);
    },

    async videoScript(input, signal) {
      checkSignal(signal);
      return composeScript(input);
    },
  };
}

function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new GenerationError('ABORTED');
}
