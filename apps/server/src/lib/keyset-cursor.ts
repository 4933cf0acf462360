import { validationError } from './app-error.js';

/*
 * The archives' page cursor: where the list stopped, the last row's created_at (to the
 * microsecond, as PostgreSQL prints it) and id, opaque to the browser (base64url JSON).
 */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Better Auth's user ids: short random strings, not UUIDs (the back office's users list). */
export const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The pattern alone lets a tampered cursor name a time that does not exist (February 30th,
 * hour 25, year 0): PostgreSQL's cast would then fail as a 500. It must read back as itself.
 */
function isRealInstant(at: string): boolean {
  if (!CURSOR_AT.test(at)) return false;
  const millis = `${at.slice(0, 23)}Z`;
  const date = new Date(millis);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.toISOString() === millis;
}

export function encodeCursor(c: KeysetCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id]), 'utf8').toString('base64url');
}

/** The cursor a page answered, or a 400 on `cursor` for anything else. */
export function decodeCursor(raw: string, idPattern: RegExp = UUID): KeysetCursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const [createdAt, id] = value as [string, string];
      if (isRealInstant(createdAt) && idPattern.test(id)) return { createdAt, id };
    }
  } catch {
    // falls through to the validation error
  }
  throw validationError([{ path: ['cursor'], message: 'invalid' }]);
}

/** One page of `rows` (fetched with limit + 1) and the cursor of the next, null on the last. */
export function pageOf<R extends { id: string; cursorAt: string }>(rows: R[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null;
  return { page, nextCursor };
}

/** A search text as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
