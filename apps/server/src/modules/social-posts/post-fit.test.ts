import { describe, expect, it } from 'vitest';
import { SOCIAL_POST_LIMITS, socialPostLength } from '@forja/contracts';
import { cleanHashtags, cutAtWord, fitPost } from './post-fit.js';

describe('cleanHashtags', () => {
  it('keeps letters, digits and underscores, once each, up to the platform count', () => {
    expect(cleanHashtags('x', ['#Small Bakeries!', 'smallbakeries', '2024', 'pâine', 'a_b', 'more'])).toEqual(
      ['SmallBakeries', 'pâine', 'a_b'],
    );
  });
});

describe('cutAtWord', () => {
  it('leaves a short text alone and cuts a long one at a word, with an ellipsis', () => {
    expect(cutAtWord('short text', 20)).toBe('short text');
    const cut = cutAtWord('The quick brown fox jumps over the lazy dog', 20);
    expect(cut).toBe('The quick brown fox…');
    expect([...cut].length).toBeLessThanOrEqual(20);
  });

  it('counts an emoji as one character', () => {
    expect(cutAtWord('🍞🍞🍞', 3)).toBe('🍞🍞🍞');
  });
});

describe('fitPost', () => {
  it('keeps every platform within its limit, hashtags included', () => {
    const long = 'Bread and butter, every morning. '.repeat(3000);
    for (const platform of ['linkedin', 'x', 'instagram', 'facebook'] as const) {
      const post = fitPost(platform, long, ['bread', 'butter', 'morning']);
      expect(socialPostLength(post)).toBeLessThanOrEqual(SOCIAL_POST_LIMITS[platform]);
      expect(post.text.endsWith('…')).toBe(true);
    }
  });

  it('drops hashtags before the text when they would leave it less than half the room', () => {
    const tags = Array.from({ length: 3 }, (_, i) => `${'t'.repeat(49)}${i}`);
    const post = fitPost('x', 'word '.repeat(60), tags);
    expect(post.hashtags.length).toBeLessThan(3);
    expect(socialPostLength(post)).toBeLessThanOrEqual(280);
  });

  it('tidies blank lines and trailing spaces', () => {
    expect(fitPost('facebook', 'One  \n\n\n\nTwo ', []).text).toBe('One\n\nTwo');
  });
});
