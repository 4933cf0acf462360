/*
 * HTTP byte ranges (RFC 9110 §14) for files served at /files/: a video player asks for the
 * part it plays. Parsed once here; the local folder resolves a range against the file's size,
 * an S3 bucket is handed it and answers for itself.
 */

/** One range as asked: `first-last`, `first-` (to the end) or the last `suffix` bytes (`-500`). */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** Inclusive offsets of the bytes sent, and the whole file's size. */
export interface SentRange {
  start: number;
  end: number;
  size: number;
}

/** A range none of whose bytes exist (416); `size` when the storage said it. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number | undefined) {
    super('The requested range is not satisfiable.');
  }
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The Range header's one range, or undefined when there is none or it is not one we serve
 * (several ranges, another unit, malformed): the whole file is sent then, as RFC 9110 allows.
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = header ? SINGLE_RANGE.exec(header.replace(/\s+/g, '')) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  const start = Number(first);
  const end = Number(last);
  if (first === '') return Number.isSafeInteger(end) ? { suffix: end } : undefined;
  if (!Number.isSafeInteger(start)) return undefined;
  if (last === '') return { start };
  return Number.isSafeInteger(end) && end >= start ? { start, end } : undefined;
}

/** The bytes `range` covers in a file of `size` bytes, or null when it covers none (416). */
export function resolveRange(range: ByteRange, size: number): SentRange | null {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1, size };
  }
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1), size };
}

/** The Range header value that asks a storage service for `range`. */
export function rangeHeaderValue(range: ByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

/** `bytes 0-99/1234` (a Content-Range a storage service answered) as offsets, or null. */
export function parseContentRange(value: string | undefined): SentRange | null {
  const match = value ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value.trim()) : null;
  if (!match) return null;
  const [start, end, size] = match.slice(1).map(Number) as [number, number, number];
  return end >= start && end < size ? { start, end, size } : null;
}
