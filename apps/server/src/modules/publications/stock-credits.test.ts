import { describe, expect, it } from 'vitest';
import type { MediaCredit } from '@forja/contracts';
import { withStockCredits } from './stock-credits.js';

const credit = (author: string, provider: MediaCredit['provider'] = 'pexels'): MediaCredit => ({
  provider,
  author,
  authorUrl: null,
  sourceUrl: `https://example.com/${author}`,
});

describe('stock credits in a description', () => {
  it('appends each maker once after the text, or stands alone', () => {
    const credits = [credit('Ana'), credit('Ana'), credit('Ion', 'pixabay')];
    expect(withStockCredits('My video', credits, 100)).toBe(
      'My video\n\nFootage: Ana (Pexels), Ion (Pixabay)',
    );
    expect(withStockCredits('', credits, 100)).toBe('Footage: Ana (Pexels), Ion (Pixabay)');
    expect(withStockCredits('My video', [], 100)).toBe('My video');
  });

  it('keeps within the limit with whole names, and the text as it is when none fits', () => {
    const credits = [credit('Ana'), credit('Ion')];
    expect(withStockCredits('Text', credits, 'Text\n\nFootage: Ana (Pexels)'.length)).toBe(
      'Text\n\nFootage: Ana (Pexels)',
    );
    expect(withStockCredits('Text', credits, 10)).toBe('Text');
  });
});
