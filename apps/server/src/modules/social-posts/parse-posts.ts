import { withoutUnsafeText, type SocialPlatform, type SocialPostsOutput } from '@forja/contracts';
import { GenerationError, invalidJsonError } from '../../integrations/generation/errors.js';
import { htmlToText, looksLikeHtml } from '../../integrations/generation/content/html-text.js';
import {
  asNonEmptyString,
  decodeNested,
  isRecord,
  looksLikeJson,
  parseJsonLoose,
} from '../../integrations/generation/content/json-text.js';
import { stripWholeFence } from '../../integrations/generation/content/markdown.js';
import { fitPost } from './post-fit.js';

/*
 * Social posts (generate_social_posts, and the OpenAI-compatible reply): the reply read as
 * `{ posts: [{ platform, text, hashtags }] }`, or an object keyed by platform
 * (`{ "linkedin": "…", "x": { "text": "…" } }`), possibly inside a list or a wrapper
 * (output, data, result, message.content, post_content holding JSON text); plain text when
 * one platform was asked. Platform names are read loosely ("Twitter", "LinkedIn"), hashtags as
 * a list, a string, or a last line of #tags; posts for platforms not asked are dropped. Every
 * platform asked must have its post (each was paid for): a missing one is NO_CONTENT naming it.
 */

type Found = Partial<Record<SocialPlatform, { text: string; hashtags: string[] }>>;

const ALIASES: Record<string, SocialPlatform> = {
  linkedin: 'linkedin',
  x: 'x',
  twitter: 'x',
  xtwitter: 'x',
  instagram: 'instagram',
  ig: 'instagram',
  facebook: 'facebook',
  fb: 'facebook',
};
const WRAPPER_KEYS = ['posts', 'post_content', 'output', 'result', 'data', 'message', 'content', 'choices'];
const TEXT_KEYS = ['text', 'content', 'post', 'body', 'caption', 'message'];
const MAX_DEPTH = 8;

export function parseSocialPosts(reply: string, platforms: readonly SocialPlatform[]): SocialPostsOutput {
  const text = reply.trim();
  if (!text) throw new GenerationError('EMPTY_RESPONSE');
  const parsed = parseJsonLoose(text);
  if (!parsed.ok && looksLikeJson(text)) throw invalidJsonError(text);
  const found: Found = parsed.ok ? find(parsed.value, 0) : {};
  // Plain text is the post itself, but only when one post was asked: it says for which platform.
  if (!parsed.ok && platforms.length === 1) found[platforms[0]!] = postFromText(plainText(text), []);
  const missing = platforms.filter((platform) => !found[platform]?.text);
  if (missing.length)
    throw new GenerationError('NO_CONTENT', {
      message: `The reply has no post for ${missing.join(', ')}.`,
      details: { missing, body: text.slice(0, 500) },
    });
  return {
    posts: platforms.map((platform) => fitPost(platform, found[platform]!.text, found[platform]!.hashtags)),
  };
}

function find(value: unknown, depth: number): Found {
  if (depth > MAX_DEPTH) return {};
  const decoded = decodeNested(value);
  if (Array.isArray(decoded)) {
    const fromList = fromPostList(decoded);
    if (Object.keys(fromList).length) return fromList;
    for (const item of decoded) {
      const inner = find(item, depth + 1);
      if (Object.keys(inner).length) return inner;
    }
    return {};
  }
  if (!isRecord(decoded)) return {};
  if ('platform' in decoded) return fromPostList([decoded]);
  const byPlatform = fromPlatformKeys(decoded);
  if (Object.keys(byPlatform).length) return byPlatform;
  for (const key of WRAPPER_KEYS) {
    if (!(key in decoded)) continue;
    const inner = find(decoded[key], depth + 1);
    if (Object.keys(inner).length) return inner;
  }
  return {};
}

/** [{ platform: 'LinkedIn', text: '…', hashtags: […] }, …] */
function fromPostList(items: unknown[]): Found {
  const found: Found = {};
  for (const item of items) {
    if (!isRecord(item)) continue;
    const platform = platformOf(item.platform ?? item.network ?? item.channel);
    const post = platform ? readPost(item) : undefined;
    if (platform && post && !found[platform]) found[platform] = post;
  }
  return found;
}

/** { linkedin: '…' | { text, hashtags }, … } */
function fromPlatformKeys(record: Record<string, unknown>): Found {
  const found: Found = {};
  for (const [key, value] of Object.entries(record)) {
    const platform = platformOf(key);
    const post = platform ? readPost(value) : undefined;
    if (platform && post) found[platform] = post;
  }
  return found;
}

function platformOf(value: unknown): SocialPlatform | undefined {
  return typeof value === 'string' ? ALIASES[value.toLowerCase().replace(/[^a-z]/g, '')] : undefined;
}

function readPost(value: unknown): { text: string; hashtags: string[] } | undefined {
  if (typeof value === 'string') return value.trim() ? postFromText(plainText(value), []) : undefined;
  if (!isRecord(value)) return undefined;
  const key = TEXT_KEYS.find((k) => asNonEmptyString(value[k]));
  if (!key) return undefined;
  return postFromText(plainText(value[key] as string), hashtagList(value.hashtags ?? value.tags));
}

/** A last line made only of #tags becomes the hashtags when the reply gave none apart. */
function postFromText(text: string, hashtags: string[]): { text: string; hashtags: string[] } {
  const lines = text.trimEnd().split('\n');
  const last = lines.at(-1)?.trim() ?? '';
  if (hashtags.length === 0 && lines.length > 1 && /^(?:#[\p{L}\p{N}_]+[\s,]*)+$/u.test(last))
    return { text: lines.slice(0, -1).join('\n'), hashtags: last.split(/[\s,]+/).filter(Boolean) };
  return { text, hashtags };
}

function hashtagList(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/[\s,;]+/).filter(Boolean);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Posts are plain text: a fence or HTML from an automation is unwrapped, line breaks kept. */
function plainText(raw: string): string {
  const text = stripWholeFence(withoutUnsafeText(raw)).replace(/\r\n?/g, '\n');
  if (!looksLikeHtml(text)) return text.trim();
  return text
    .split(/<\/p>|<br\s*\/?>/i)
    .map(htmlToText)
    .filter(Boolean)
    .join('\n\n');
}
