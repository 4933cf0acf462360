import { describe, expect, it } from 'vitest';
import { fromItemPath, readFromItem } from './studio-items';

describe('the item a wizard starts from', () => {
  it('is named in the link and read back from it', () => {
    const path = fromItemPath('/social-posts', 'videoScript', 'a1/b');
    expect(path).toBe('/social-posts?from=videoScript:a1%2Fb');
    expect(readFromItem(new URL(path, 'http://localhost').searchParams)).toEqual({
      studio: 'videoScript',
      id: 'a1/b',
    });
  });

  it('is none without a studio and an id', () => {
    for (const search of ['', 'from=', 'from=article', 'from=:1', 'from=article:']) {
      expect(readFromItem(new URLSearchParams(search))).toBeNull();
    }
  });
});
