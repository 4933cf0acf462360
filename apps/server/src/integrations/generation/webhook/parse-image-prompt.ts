import { SUGGESTED_PROMPT_MAX_LENGTH } from '@forja/contracts';
import { htmlToText, truncateAtWord } from '../content/html-text.js';
import { decodeNested, isRecord, looksLikeJson, parseJsonLoose } from '../content/json-text.js';
import { stripWholeFence } from '../content/markdown.js';

/*
 * Image prompt suggested from an article (generate_image_prompt): image_prompt,
 * prompt, text or plain text, cut to 1000 characters. When the reply holds no usable
 * prompt a fallback is used (title plus 300 characters of the content) rather
 * than failing: the user edits the prompt before generating anyway.
 */

const KEYS = [
  'image_prompt',
  'imagePrompt',
  'prompt',
  'text',
  'message',
  'content',
  'output',
  'result',
  'data',
];
const MAX_DEPTH = 8;

export function parseImagePrompt(text: string, fallback: { title: string; content: string }): string {
  const parsed = parseJsonLoose(text);
  let prompt: string | undefined;
  if (parsed.ok) prompt = find(parsed.value, 0);
  else if (!looksLikeJson(text)) prompt = stripWholeFence(text);
  const cleaned = prompt ? clean(prompt) : '';
  return cleaned.length > 10
    ? truncateAtWord(cleaned, SUGGESTED_PROMPT_MAX_LENGTH)
    : fallbackPrompt(fallback);
}

export function fallbackPrompt({ title, content }: { title: string; content: string }): string {
  const excerpt = htmlToText(content).slice(0, 300);
  return truncateAtWord(`${title.trim()} ${excerpt}`.trim(), SUGGESTED_PROMPT_MAX_LENGTH);
}

function find(value: unknown, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') {
    const decoded = decodeNested(value);
    return decoded === value ? value : find(decoded, depth + 1);
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = find(item, depth + 1);
      if (found?.trim()) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const key of KEYS) {
    if (!(key in value)) continue;
    if (key === 'message' && typeof value.message === 'string') continue;
    const found = find(value[key], depth + 1);
    if (found?.trim()) return found;
  }
  return undefined;
}

function clean(prompt: string): string {
  return htmlToText(prompt)
    .replace(/^(?:image prompt|prompt)\s*:\s*/i, '')
    .replace(/^["'“”„«»]+|["'“”„«»]+$/g, '')
    .trim();
}
