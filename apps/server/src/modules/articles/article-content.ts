import { ARTICLE_CONTENT_MAX_LENGTH, ARTICLE_PREVIEW_LENGTH } from '@forja/contracts';
import { htmlToText, sanitizeArticleHtml } from '../../integrations/generation/index.js';
import { TRUNCATION_NOTICE } from './article-output.js';

/** How much of the stored HTML the archive list reads to make a 150-character preview. */
export const PREVIEW_SOURCE_LENGTH = 4000;

/**
 * Article HTML as it is stored and published: sanitised again whatever its source (the
 * browser sends it back after editing), at most ARTICLE_CONTENT_MAX_LENGTH characters,
 * with the truncation notice when it was cut.
 */
export function prepareArticleHtml(html: string): string {
  const clean = sanitizeArticleHtml(html);
  if (clean.length <= ARTICLE_CONTENT_MAX_LENGTH) return clean;
  // Cutting may split a tag; sanitising the cut closes what was left open, and may grow it a little.
  let room = ARTICLE_CONTENT_MAX_LENGTH - TRUNCATION_NOTICE.length - 1000;
  for (;;) {
    const cut = sanitizeArticleHtml(clean.slice(0, room));
    if (cut.length + TRUNCATION_NOTICE.length <= ARTICLE_CONTENT_MAX_LENGTH)
      return `${cut}${TRUNCATION_NOTICE}`;
    room -= 10_000;
  }
}

/** The first 150 characters of the content as plain text (tags stripped), from the start of the HTML. */
export function previewOf(htmlStart: string): string {
  // The start may end inside a tag: drop that half tag rather than show it.
  const text = htmlToText(htmlStart.replace(/<[^>]*$/, ''));
  return Array.from(text).slice(0, ARTICLE_PREVIEW_LENGTH).join('');
}
