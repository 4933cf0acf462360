import { describe, expect, it } from 'vitest';
import { isGeneratedFromMetadata } from './archive.js';
import { publishContentBodySchema, splitTermList } from './wordpress-publish.js';

describe("the 'generated from metadata' rule", () => {
  it.each([
    ['<h2>Despre cafea</h2><h3>Tematici abordate</h3>', true],
    ['<h2 class="x">About <em>coffee</em></h2><h2>Topics&nbsp;covered:</h2>', true],
    ['<h1>Acerca de café</h1><h4>temas tratados</h4>', true],
    ['<h2>Sobre el café</h2><h2>Temas tratados</h2>', true],
    ['<h2>About coffee</h2>', false],
    ['<h2>Topics covered</h2><h2>Other topics covered</h2>', false],
    ['<h2>Abouts</h2><h2>Topics covered</h2>', false],
    ['<p>Despre cafea</p><h3>Tematici abordate</h3>', false],
  ])('%s -> %s', (html, expected) => {
    expect(isGeneratedFromMetadata(html, ['coffee'])).toBe(expected);
  });

  it('needs at least one non-blank tag', () => {
    const html = '<h2>About coffee</h2><h2>Topics covered</h2>';
    expect(isGeneratedFromMetadata(html, [])).toBe(false);
    expect(isGeneratedFromMetadata(html, ['  '])).toBe(false);
  });
});

describe('term lists', () => {
  it('split on commas, trimmed, without empties or repeats', () => {
    expect(splitTermList(' News, food & drink,,  news , ')).toEqual(['News', 'food & drink']);
    expect(splitTermList(['a, b', ' ', 'B'])).toEqual(['a', 'b']);
  });

  it('accept text or a list in the publish form and refuse too many', () => {
    const parsed = publishContentBodySchema.parse({
      title: 't',
      content: 'c',
      categories: 'a,b',
      tags: ['x'],
    });
    expect(parsed).toMatchObject({ status: 'draft', categories: ['a', 'b'], tags: ['x'] });
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    expect(publishContentBodySchema.safeParse({ tags: many }).success).toBe(false);
  });
});
