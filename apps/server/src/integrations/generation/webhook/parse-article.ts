import { GenerationError, invalidJsonError } from '../errors.js';
import type { ArticleOutput } from '../provider.js';
import { htmlToText, looksLikeHtml, looksLikeMarkdown, truncateAtWord } from '../content/html-text.js';
import { decodeNested, isRecord, looksLikeJson, parseJsonLoose } from '../content/json-text.js';
import { markdownToHtml, stripWholeFence } from '../content/markdown.js';
import { sanitizeArticleHtml } from '../content/sanitize.js';
import { normalizeTags } from './tags.js';

/*
 * Article content (generate_post_content). Shapes: post_content, message.content
 * (string, or object with meta_description and tags), content, text, arrays of such
 * items, fenced JSON, or a raw HTML/markdown reply. The result is always sanitised.
 */

interface Found {
  content: string;
  meta?: unknown;
  tags?: unknown;
}

const CONTENT_KEYS = [
  'post_content',
  'postContent',
  'message',
  'content',
  'html',
  'article',
  'text',
  'output',
  'result',
  'data',
  'body',
];
const MAX_DEPTH = 8;

export function parseArticle(text: string): ArticleOutput {
  const parsed = parseJsonLoose(text);
  if (parsed.ok) {
    const found = find(parsed.value, 0);
    if (found) return finish(found);
    if (text.trim().length <= 10) throw tooShort(text);
    throw new GenerationError('NO_CONTENT', { details: { body: text.slice(0, 500) } });
  }
  // Broken JSON stays an error even when the fragment holds HTML tags.
  if (looksLikeJson(text)) throw invalidJsonError(text);
  if (looksLikeHtml(text)) return finish({ content: text });
  if (text.trim().length <= 10) throw tooShort(text);
  if (looksLikeMarkdown(text)) return finish({ content: text });
  throw invalidJsonError(text);
}

function find(value: unknown, depth: number): Found | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') {
    const decoded = decodeNested(value);
    if (decoded !== value) return find(decoded, depth + 1);
    return value.trim() ? { content: value } : undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = find(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const meta = value.meta_description ?? value.metaDescription ?? value.meta;
  const tags = value.tags ?? value.keywords;
  for (const key of CONTENT_KEYS) {
    if (!(key in value)) continue;
    // A bare message string is a status ("Workflow was started"), not an article.
    if (key === 'message' && typeof value.message === 'string') continue;
    const found = find(value[key], depth + 1);
    if (found) return { content: found.content, meta: found.meta ?? meta, tags: found.tags ?? tags };
  }
  return undefined;
}

function finish(found: Found): ArticleOutput {
  const raw = stripWholeFence(found.content).trim();
  const html = sanitizeArticleHtml(looksLikeHtml(raw) ? raw : markdownToHtml(raw));
  const text = htmlToText(html);
  if (text.length <= 10) throw tooShort(found.content);
  const meta = typeof found.meta === 'string' && found.meta.trim() ? htmlToText(found.meta) : text;
  return {
    html,
    metaDescription: truncateAtWord(meta, 160, meta === text ? '…' : ''),
    tags: normalizeTags(found.tags),
  };
}

function tooShort(text: string): GenerationError {
  return new GenerationError('CONTENT_TOO_SHORT', { details: { body: text.slice(0, 100) } });
}
