import { describe, expect, it } from 'vitest';
import { cleanUnsafeText, findUnsafeText, isSafeText, withoutUnsafeText } from './safe-text.js';

describe('safe text', () => {
  it('accepts ordinary text in every language, emoji (surrogate pairs) included', () => {
    expect(isSafeText('Compostul în grădină — ăîșțâ ñ ¿qué? 🌱')).toBe(true);
  });

  it('refuses NUL and unpaired surrogates', () => {
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('a\uD800b')).toBe(false);
    expect(isSafeText('a\uDC00')).toBe(false);
    expect(isSafeText('\uDBFF')).toBe(false);
  });

  it('finds the path of the first unsafe string, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual(['b', '1']);
    expect(findUnsafeText({ ['k\uD800']: 1 })).toEqual(['key']);
    expect(findUnsafeText({ a: 1, b: null, c: [true] })).toBeNull();
  });

  it('cleans provider output without touching valid characters', () => {
    expect(withoutUnsafeText('a\u0000b\uD800c🌱')).toBe('abc🌱');
    expect(cleanUnsafeText({ html: '<p>x\u0000</p>', tags: ['t\uDC00'] })).toEqual({
      html: '<p>x</p>',
      tags: ['t'],
    });
  });
});
