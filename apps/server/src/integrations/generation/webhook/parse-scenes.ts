import {
  SCENE_KEYWORD_MAX_LENGTH,
  SCENE_KEYWORDS_MAX,
  SCENE_TEXT_MAX_LENGTH,
  SCENE_TEXT_MIN_LENGTH,
  VIDEO_SCENES_MAX,
  type Scene,
} from '@forja/contracts';
import { GenerationError, invalidJsonError } from '../errors.js';
import { truncateAtWord } from '../content/html-text.js';
import {
  asNonEmptyString,
  decodeNested,
  isRecord,
  looksLikeJson,
  parseJsonLoose,
} from '../content/json-text.js';

/*
 * Video scenes (generate_video_scenes_text): under output.variables.scenes, in
 * an array item, or at the root. Scene texts must fit the editor's 10..500 rule, so long
 * texts are cut at a word and scenes missing a usable text are dropped.
 */

const PROMPT_KEYS = ['imagePrompt', 'image_prompt', 'prompt', 'image', 'visual'];
const VOICE_KEYS = [
  'voiceOverText',
  'voice_over_text',
  'voiceOver',
  'voice_over',
  'voiceover',
  'narration',
  'text',
  'script',
];
const WRAPPER_KEYS = ['output', 'variables', 'scenes', 'data', 'result', 'message', 'content'];
const MAX_DEPTH = 8;

export function parseScenes(text: string, max = VIDEO_SCENES_MAX): Scene[] {
  const parsed = parseJsonLoose(text);
  if (!parsed.ok) {
    if (looksLikeJson(text)) throw invalidJsonError(text);
    if (text.trim().length <= 10) throw new GenerationError('CONTENT_TOO_SHORT', { details: { body: text } });
    throw new GenerationError('NO_SCENES', { details: { body: text.slice(0, 500) } });
  }
  const scenes = (findList(parsed.value, 0) ?? []).map(toScene).filter((s): s is Scene => s !== undefined);
  if (!scenes.length) throw new GenerationError('NO_SCENES', { details: { body: text.slice(0, 500) } });
  return scenes.slice(0, max);
}

/** The first array whose items look like scenes, searched through the known wrappers. */
function findList(value: unknown, depth: number): unknown[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') {
    const decoded = decodeNested(value);
    return decoded === value ? undefined : findList(decoded, depth + 1);
  }
  if (Array.isArray(value)) {
    if (value.some((item) => toScene(item))) return value;
    for (const item of value) {
      const found = findList(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const key of WRAPPER_KEYS) {
    if (key in value) {
      const found = findList(value[key], depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

function toScene(item: unknown): Scene | undefined {
  if (!isRecord(item)) return undefined;
  const imagePrompt = fit(firstString(item, PROMPT_KEYS));
  const voiceOverText = fit(firstString(item, VOICE_KEYS));
  return imagePrompt && voiceOverText
    ? { imagePrompt, voiceOverText, keywords: keywordsOf(item) }
    : undefined;
}

/** Search words when the automation sends them: a list, or one comma-separated string. */
function keywordsOf(item: Record<string, unknown>): string[] {
  const value = item.keywords ?? item.tags;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const words = list
    .filter((word): word is string => typeof word === 'string')
    .map((word) => word.trim().slice(0, SCENE_KEYWORD_MAX_LENGTH))
    .filter(Boolean);
  return [...new Set(words)].slice(0, SCENE_KEYWORDS_MAX);
}

function firstString(item: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) {
    const value = asNonEmptyString(item[key]);
    if (value) return value;
  }
  return undefined;
}

function fit(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const t = truncateAtWord(text.replace(/\s+/g, ' '), SCENE_TEXT_MAX_LENGTH);
  return t.length >= SCENE_TEXT_MIN_LENGTH ? t : undefined;
}
