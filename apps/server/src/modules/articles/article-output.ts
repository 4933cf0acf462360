import { ARTICLE_CONTENT_MAX_LENGTH } from '@forja/contracts';
import { sanitizeArticleHtml } from '../../integrations/generation/index.js';
import type { ArticleOutput } from '../../integrations/generation/index.js';

export const TRUNCATION_NOTICE = '<p><em>[Content truncated]</em></p>';
const META_DESCRIPTION_MAX = 160;
const TAGS_MAX = 20;

/**
 * The article as it is stored and answered, whatever the provider: sanitised HTML (again —
 * cheap, and the one guarantee that holds for every provider) of at most 1,000,000
 * characters with a notice when cut, a meta description of at most 160 characters
 * and distinct, non-empty tags.
 */
export function finishArticle(raw: ArticleOutput): ArticleOutput {
  let html = sanitizeArticleHtml(raw.html);
  if (html.length > ARTICLE_CONTENT_MAX_LENGTH) {
    // Cutting may split a tag; sanitising again closes what was left open.
    const room = ARTICLE_CONTENT_MAX_LENGTH - TRUNCATION_NOTICE.length - 1000;
    html = `${sanitizeArticleHtml(html.slice(0, room))}${TRUNCATION_NOTICE}`;
  }
  const meta = raw.metaDescription.replace(/\s+/g, ' ').trim();
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of raw.tags) {
    const t = tag.replace(/\s+/g, ' ').trim().slice(0, 100);
    if (t && !seen.has(t.toLowerCase()) && tags.length < TAGS_MAX) {
      seen.add(t.toLowerCase());
      tags.push(t);
    }
  }
  return {
    html,
    metaDescription:
      meta.length > META_DESCRIPTION_MAX ? `${meta.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…` : meta,
    tags,
  };
}
