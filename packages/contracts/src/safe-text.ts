/*
 * Text Forja stores must be valid Unicode without NUL: PostgreSQL's text type refuses the NUL
 * character, and an unpaired UTF-16 surrogate cannot be encoded as UTF-8 at all. Either one
 * reaching a query used to end as a 500. Requests carrying them are refused (400); text that
 * comes from a provider is cleaned with `withoutUnsafeText` instead.
 */

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this finds
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_ALL = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The message key a refused value gets (validation namespace). */
export const UNSAFE_TEXT_MESSAGE = 'text_invalid';

export function isSafeText(text: string): boolean {
  return !UNSAFE.test(text);
}

/** Removes NUL and unpaired surrogates. */
export function withoutUnsafeText(text: string): string {
  return text.replace(UNSAFE_ALL, '');
}

/**
 * The path of the first string (key or value) in `value` that is not safe text, or null.
 * Walks plain JSON data; deeper than 32 levels counts as unsafe (no request needs that).
 */
export function findUnsafeText(value: unknown, path: string[] = []): string[] | null {
  if (path.length > 32) return path;
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, 'key'];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Cleans every string in provider output (a JSON-like value) of NUL and unpaired surrogates. */
export function cleanUnsafeText<T>(value: T): T {
  if (typeof value === 'string') return withoutUnsafeText(value) as T;
  if (Array.isArray(value)) return value.map((v) => cleanUnsafeText(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [withoutUnsafeText(k), cleanUnsafeText(v)]),
    ) as T;
  }
  return value;
}
