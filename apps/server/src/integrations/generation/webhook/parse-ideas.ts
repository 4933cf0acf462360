import { TITLES_KEPT } from '@forja/contracts';
import { GenerationError, invalidJsonError } from '../errors.js';
import { decodeNested, isRecord, looksLikeJson, parseJsonLoose } from '../content/json-text.js';

/*
 * Title ideas (generate_ideas and generate_video_title_idea). Shapes:
 * message.content with a list of {title}, the same as a JSON string, a titles list, a
 * single title, or numbered/bulleted text. The first TITLES_KEPT distinct titles are kept.
 */

const LIST_KEYS = ['ideas', 'titles', 'suggestions', 'suggestedTitles', 'suggested_titles'];
const WRAPPER_KEYS = ['content', 'output', 'text', 'result', 'data', 'response'];
const LIST_MARKER = /^\s*(?:\d+\s*[.):-]|[-*•–·])\s+/;
const MAX_DEPTH = 8;

export function parseIdeas(text: string): string[] {
  const parsed = parseJsonLoose(text);
  let titles: string[];
  if (parsed.ok) titles = collect(parsed.value, 0);
  else if (looksLikeJson(text)) throw invalidJsonError(text);
  else titles = text.trim().length > 10 ? fromText(text) : [];

  const kept = dedupe(titles.map(cleanTitle).filter((t) => t.length > 1 && t.length <= 300)).slice(
    0,
    TITLES_KEPT,
  );
  if (kept.length) return kept;
  if (text.trim().length <= 10) throw new GenerationError('CONTENT_TOO_SHORT', { details: { body: text } });
  throw new GenerationError('NO_TITLES', { details: { body: text.slice(0, 500) } });
}

function collect(value: unknown, depth: number): string[] {
  if (depth > MAX_DEPTH) return [];
  if (typeof value === 'string') {
    const decoded = decodeNested(value);
    return decoded === value ? fromText(value) : collect(decoded, depth + 1);
  }
  if (Array.isArray(value)) return value.flatMap((item) => collect(item, depth + 1));
  if (!isRecord(value)) return [];
  for (const key of LIST_KEYS) {
    if (key in value) {
      const found = collect(value[key], depth + 1);
      if (found.length) return found;
    }
  }
  if (typeof value.title === 'string') return [value.title];
  // `message` counts only with `content`: {message: "Workflow was started"} is not a title.
  if (isRecord(value.message) && 'content' in value.message) {
    const found = collect(value.message.content, depth + 1);
    if (found.length) return found;
  }
  for (const key of WRAPPER_KEYS) {
    if (key in value) {
      const found = collect(value[key], depth + 1);
      if (found.length) return found;
    }
  }
  return [];
}

/** Numbered or bulleted lines win over intro lines such as "Here are some titles:". */
function fromText(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length <= 1) return lines;
  const listed = lines.filter((l) => LIST_MARKER.test(l));
  return listed.length ? listed : lines;
}

function cleanTitle(raw: string): string {
  return raw
    .replace(LIST_MARKER, '')
    .replace(/\*\*|__/g, '')
    .replace(/^#+\s*/, '')
    .replace(/^(?:title|titlu|título|titulo)\s*\d*\s*:\s*/i, '')
    .replace(/^["'“”„«»]+|["'“”„«»]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function dedupe(titles: string[]): string[] {
  const seen = new Set<string>();
  return titles.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
