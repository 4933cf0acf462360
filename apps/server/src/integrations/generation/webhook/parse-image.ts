import { GenerationError, invalidJsonError } from '../errors.js';
import type { ImageOutput } from '../provider.js';
import { decodeBase64Image, decodeDataUrl } from '../content/image-bytes.js';
import {
  asNonEmptyString,
  decodeNested,
  isRecord,
  looksLikeJson,
  parseJsonLoose,
} from '../content/json-text.js';

/*
 * Generated image (generate_image): url, image_url, imageUrl, image, an images
 * list, or a URL anywhere in the text; plus revised_prompt. Base64 data (b64_json or a
 * data: URL) is accepted too, since OpenAI-style automations pass it through.
 */

const URL_KEYS = [
  'url',
  'image_url',
  'imageUrl',
  'image',
  'images',
  'b64_json',
  'data',
  'output',
  'result',
  'message',
  'content',
];
const PROMPT_KEYS = ['revised_prompt', 'revisedPrompt'];
const MAX_DEPTH = 8;
const URL_IN_TEXT = /https?:\/\/[^\s"'<>()[\]{}\\]+/g;
const IMAGE_EXTENSION = /\.(?:jpe?g|png|webp|gif|bmp|svg)(?:[?#]|$)/i;

type Image = { kind: 'bytes'; data: Buffer; contentType: string } | { kind: 'url'; url: string };

export function parseImageReply(text: string): ImageOutput {
  const parsed = parseJsonLoose(text);
  if (!parsed.ok && looksLikeJson(text)) throw invalidJsonError(text);
  const image = (parsed.ok ? find(parsed.value, 0) : undefined) ?? urlInText(text);
  if (!image) {
    if (text.trim().length <= 10) throw new GenerationError('CONTENT_TOO_SHORT', { details: { body: text } });
    throw new GenerationError('NO_IMAGE_URL', { details: { body: text.slice(0, 500) } });
  }
  const revisedPrompt = parsed.ok ? findRevisedPrompt(parsed.value, 0) : undefined;
  return revisedPrompt ? { ...image, revisedPrompt } : image;
}

function find(value: unknown, depth: number, key?: string): Image | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') return fromString(value, key, depth);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = find(item, depth + 1, key);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const k of URL_KEYS) {
    if (k in value) {
      const found = find(value[k], depth + 1, k);
      if (found) return found;
    }
  }
  return undefined;
}

function fromString(value: string, key: string | undefined, depth: number): Image | undefined {
  const v = value.trim();
  if (/^https?:\/\//i.test(v) && !/\s/.test(v)) return { kind: 'url', url: v };
  const dataUrl = decodeDataUrl(v);
  if (dataUrl) return { kind: 'bytes', ...dataUrl };
  if (key === 'b64_json') {
    const bytes = decodeBase64Image(v);
    return bytes ? { kind: 'bytes', ...bytes } : undefined;
  }
  const decoded = decodeNested(v);
  return decoded === v ? undefined : find(decoded, depth + 1);
}

/** Prefers an address that ends like an image file over any other link in the text. */
function urlInText(text: string): Image | undefined {
  const urls = (text.match(URL_IN_TEXT) ?? []).map((u) => u.replace(/[.,;:!?]+$/, ''));
  const url = urls.find((u) => IMAGE_EXTENSION.test(u)) ?? urls[0];
  return url ? { kind: 'url', url } : undefined;
}

function findRevisedPrompt(value: unknown, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRevisedPrompt(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const k of PROMPT_KEYS) {
    const found = asNonEmptyString(value[k]);
    if (found) return found.slice(0, 4000);
  }
  for (const v of Object.values(value)) {
    const found = findRevisedPrompt(v, depth + 1);
    if (found) return found;
  }
  return undefined;
}
