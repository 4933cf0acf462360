import { GenerationError, invalidJsonError } from '../errors.js';
import { decodeNested, isRecord, looksLikeJson, parseJsonLoose } from '../content/json-text.js';

/*
 * Rendered video (generate_video): `message.content.video_url` (docs/product/generation-settings.md), also `video_url`,
 * `videoUrl` or `url` at the root or under `message`/`content`, in the first item of a list,
 * or a link ending in .mp4 anywhere in the text.
 */

const KEYS = ['video_url', 'videoUrl', 'url', 's3Url', 'message', 'content', 'output', 'result', 'data'];
const MP4_IN_TEXT = /https?:\/\/[^\s"'<>()[\]{}\\]+\.mp4(?:\?[^\s"'<>]*)?/i;
const isLink = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/\S+$/i.test(v.trim());

function find(value: unknown, depth: number): string | null {
  if (depth > 6) return null;
  const v = decodeNested(value);
  if (Array.isArray(v)) return v.length > 0 ? find(v[0], depth + 1) : null;
  if (!isRecord(v)) return null;
  for (const key of KEYS) {
    const item = v[key];
    if (isLink(item) && key !== 'message' && key !== 'content') return item.trim();
    const nested = item === undefined ? null : find(item, depth + 1);
    if (nested) return nested;
  }
  return null;
}

export function parseVideoReply(text: string): string {
  const parsed = parseJsonLoose(text);
  if (!parsed.ok && looksLikeJson(text)) throw invalidJsonError(text);
  const url = (parsed.ok ? find(parsed.value, 0) : null) ?? MP4_IN_TEXT.exec(text)?.[0] ?? null;
  if (!url) throw new GenerationError('NO_VIDEO_URL', { details: { body: text.slice(0, 500) } });
  return url;
}
