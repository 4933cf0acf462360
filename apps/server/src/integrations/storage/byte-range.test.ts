import { describe, expect, it } from 'vitest';
import { parseContentRange, parseRangeHeader, rangeHeaderValue, resolveRange } from './byte-range.js';

describe('byte ranges', () => {
  it('reads one range of bytes, and nothing else', () => {
    expect(parseRangeHeader('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=100-')).toEqual({ start: 100 });
    expect(parseRangeHeader('bytes=-500')).toEqual({ suffix: 500 });
    expect(parseRangeHeader(' bytes = 5 - 9 ')).toEqual({ start: 5, end: 9 });
    for (const ignored of [
      undefined,
      '',
      'bytes=-',
      'bytes=9-3',
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes=a-b',
    ]) {
      expect(parseRangeHeader(ignored), String(ignored)).toBeUndefined();
    }
    expect(parseRangeHeader(`bytes=0-${'9'.repeat(30)}`)).toBeUndefined();
  });

  it('resolves a range against the size, null when none of it exists', () => {
    expect(resolveRange({ start: 0, end: 99 }, 1000)).toEqual({ start: 0, end: 99, size: 1000 });
    expect(resolveRange({ start: 990, end: 5000 }, 1000)).toEqual({ start: 990, end: 999, size: 1000 });
    expect(resolveRange({ start: 100 }, 1000)).toEqual({ start: 100, end: 999, size: 1000 });
    expect(resolveRange({ suffix: 500 }, 1000)).toEqual({ start: 500, end: 999, size: 1000 });
    expect(resolveRange({ suffix: 5000 }, 1000)).toEqual({ start: 0, end: 999, size: 1000 });
    expect(resolveRange({ start: 1000 }, 1000)).toBeNull();
    expect(resolveRange({ suffix: 0 }, 1000)).toBeNull();
    expect(resolveRange({ suffix: 5 }, 0)).toBeNull();
  });

  it('asks a bucket for the range as it was asked, and reads its Content-Range', () => {
    expect(rangeHeaderValue({ start: 0, end: 99 })).toBe('bytes=0-99');
    expect(rangeHeaderValue({ start: 100 })).toBe('bytes=100-');
    expect(rangeHeaderValue({ suffix: 500 })).toBe('bytes=-500');
    expect(parseContentRange('bytes 0-99/1000')).toEqual({ start: 0, end: 99, size: 1000 });
    for (const bad of [undefined, 'bytes */1000', 'bytes 9-3/1000', 'bytes 0-1000/1000']) {
      expect(parseContentRange(bad), String(bad)).toBeNull();
    }
  });
});
