import { expect } from 'vitest';

/*
 * The test's own reading of "an avoided word appears", apart from the filter it checks
 * (builtin/brand/avoid-words.ts): every string of a result, HTML as its visible text, folded
 * to lower case without accents, searched for each word whole; a hashtag also as one word
 * ("#SlowFood" holds "slow food").
 */

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&')];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The avoided words found in a result (none expected). */
export function avoidedWordsIn(result: unknown, words: readonly string[]): string[] {
  const texts = strings(result).map((s) => fold(s.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')));
  const compacts = strings(result).map((s) => fold(s).replace(/[^\p{L}\p{N}]/gu, ''));
  return words.filter((word) => {
    const folded = fold(word);
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${folded.split(/\s+/).join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`,
      'u',
    );
    const compact = folded.replace(/[^\p{L}\p{N}]/gu, '');
    return texts.some((t) => pattern.test(t)) || compacts.some((c) => c === compact);
  });
}

export function expectNoAvoidedWords(result: unknown, words: readonly string[]): void {
  expect(avoidedWordsIn(result, words), JSON.stringify(result).slice(0, 2000)).toEqual([]);
}

/** The words of a result's text, folded: what must still be there after a filter. */
export function foldedWords(result: unknown): Set<string> {
  return new Set(
    strings(result)
      .flatMap((s) => fold(s).split(/[^\p{L}\p{N}]+/u))
      .filter(Boolean),
  );
}
