import type { VideoScript } from '@forja/contracts';
import { GenerationError, invalidJsonError } from '../errors.js';
import { htmlToText, looksLikeHtml } from '../content/html-text.js';
import {
  asNonEmptyString,
  decodeNested,
  isRecord,
  looksLikeJson,
  parseJsonLoose,
} from '../content/json-text.js';
import { stripWholeFence } from '../content/markdown.js';

/*
 * Video script (generate_video_script): the reply text parsed as JSON with the
 * script fields, possibly as an object or list whose first item holds post_content, which
 * may itself be JSON text or HTML; or plain text. Every shape becomes the same structured
 * script; free text is kept as the main content so nothing the automation wrote is lost.
 */

const SCRIPT_KEYS = [
  'hook',
  'introduction',
  'main_content',
  'mainContent',
  'call_to_action',
  'callToAction',
  'visual_notes',
  'hashtags',
];
const WRAPPER_KEYS = ['post_content', 'script', 'message', 'content', 'output', 'result', 'text', 'data'];
const MAX_DEPTH = 8;

export function parseScript(text: string, fallbackTitle: string): VideoScript {
  const parsed = parseJsonLoose(text);
  if (!parsed.ok && looksLikeJson(text)) throw invalidJsonError(text);
  if (text.trim().length <= 10) throw new GenerationError('CONTENT_TOO_SHORT', { details: { body: text } });
  const script = parsed.ok ? find(parsed.value, fallbackTitle, 0) : fromText(text, fallbackTitle);
  if (!script || isEmpty(script))
    throw new GenerationError('NO_CONTENT', { details: { body: text.slice(0, 500) } });
  return script;
}

function find(value: unknown, title: string, depth: number): VideoScript | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') {
    const decoded = decodeNested(value);
    if (decoded !== value) return find(decoded, title, depth + 1);
    return value.trim() ? fromText(value, title) : undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = find(item, title, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  if (SCRIPT_KEYS.some((k) => k in value)) return fromRecord(value, title);
  for (const key of WRAPPER_KEYS) {
    if (!(key in value)) continue;
    if (key === 'message' && typeof value.message === 'string') continue;
    const found = find(value[key], title, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function fromRecord(r: Record<string, unknown>, fallbackTitle: string): VideoScript {
  const duration = r.estimated_duration ?? r.estimatedDuration ?? r.duration;
  const hashtags = list(r.hashtags ?? r.tags)
    .flatMap((t) => t.split(/[\s,]+/))
    .filter(Boolean);
  return {
    title: str(r.title) || fallbackTitle,
    hook: str(r.hook),
    introduction: str(r.introduction ?? r.intro),
    main_content: list(r.main_content ?? r.mainContent ?? r.sections ?? r.scenes),
    call_to_action: str(r.call_to_action ?? r.callToAction ?? r.cta),
    estimated_duration: typeof duration === 'number' ? `${duration} seconds` : str(duration),
    hashtags: [...new Set(hashtags.map((t) => (t.startsWith('#') ? t : `#${t}`)))],
    visual_notes: list(r.visual_notes ?? r.visualNotes),
  };
}

/** HTML or plain text: the first heading (or the idea) is the title, blocks are the content. */
function fromText(raw: string, fallbackTitle: string): VideoScript {
  const text = stripWholeFence(raw);
  let title = fallbackTitle;
  let blocks: string[];
  if (looksLikeHtml(text)) {
    const heading = /<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(text);
    if (heading?.[1]) title = htmlToText(heading[1]) || title;
    blocks = text
      .replace(/<h[1-3][^>]*>[\s\S]*?<\/h[1-3]>/i, '')
      .split(/<\/(?:p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/i)
      .map(htmlToText);
  } else {
    blocks = text.split(/\r?\n\s*\r?\n|\r?\n/).map((b) => b.replace(/^#+\s*/, '').trim());
  }
  return { ...emptyScript(title), main_content: blocks.filter(Boolean) };
}

function emptyScript(title: string): VideoScript {
  return {
    title,
    hook: '',
    introduction: '',
    main_content: [],
    call_to_action: '',
    estimated_duration: '',
    hashtags: [],
    visual_notes: [],
  };
}

function isEmpty(s: VideoScript): boolean {
  return (
    !s.hook &&
    !s.introduction &&
    !s.call_to_action &&
    s.main_content.length === 0 &&
    s.visual_notes.length === 0
  );
}

function str(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return asNonEmptyString(value) ?? '';
}

/** Lists may hold strings or objects such as {scene, narration, visual}; objects become one line. */
function list(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(/\r?\n/)
      .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
      .filter(Boolean);
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (isRecord(item) ? Object.values(item).map(str).filter(Boolean).join(' — ') : str(item)))
    .filter(Boolean);
}
