import { describe, expect, it } from 'vitest';
import { avoidFilter, foldForMatch, scrubAvoided } from './avoid-words.js';

const filter = (...words: string[]) => avoidFilter(words)!;

describe('avoided words: what counts as the word', () => {
  it.each([
    // [avoided, text, expected]
    ['cheap', 'Cheap bread, CHEAP rolls and cheap cakes.', 'Bread, rolls and cakes.'],
    ['art', 'The article is about art.', 'The article is about.'],
    ['art', 'Start with a smart party.', 'Start with a smart party.'],
    ['art', "Our art's value and art-deco shelves.", 'Value and shelves.'],
    ['pâine', 'Pâinea caldă și pâine proaspătă.', 'Pâinea caldă și proaspătă.'],
    ['paine', 'Cumpără pâine azi.', 'Cumpără azi.'],
    ['ştiri', 'Cele mai noi știri locale.', 'Cele mai noi locale.'],
    ['panadería', 'La PANADERIA del barrio.', 'Del barrio.'],
    ['más', 'Vende más y mejor.', 'Vende y mejor.'],
    ['local bakery', 'Visit a local   bakery today. Local bakeries too.', 'Visit today. Local bakeries too.'],
    ['#growth', 'Growth matters.', 'Matters.'],
  ])('avoiding %j in %j', (word, text, expected) => {
    const f = filter(word);
    expect(f.text(text)).toBe(expected);
    expect(f.has(f.text(text))).toBe(false);
  });

  it('folds one unit for one, so positions map back to the original', () => {
    for (const text of ['Ştefan ȘTIE ţară', 'Árbol ÑANDÚ', 'emoji 👉 ok', 'İstanbul']) {
      expect(foldForMatch(text)).toHaveLength(text.length);
    }
  });

  it('is null without words to avoid', () => {
    expect(avoidFilter([])).toBeNull();
    expect(avoidFilter(['  ', '#'])).toBeNull();
    expect(avoidFilter(undefined)).toBeNull();
  });
});

describe('avoided words: the text left reads well', () => {
  it.each([
    ['cheap', 'Fresh, cheap and warm bread.', 'Fresh and warm bread.'],
    ['cheap', 'Our bread is cheap.', 'Our bread is.'],
    ['cheap', 'Bread, cheap, warm.', 'Bread, warm.'],
    ['bakery', 'Open the bakery early. Bakery owners know why.', 'Open early. Owners know why.'],
    ['bakery', 'Tips for your bakery', 'Tips'],
    ['bakery', 'Ideas for bread and bakery.', 'Ideas for bread.'],
    ['bakery', 'Why it works ("bakery") today', 'Why it works today'],
    ['bakery', 'First line\nBakery, second line', 'First line\nSecond line'],
    ['bakery', '¡Bakery now!', '¡Now!'],
    ['bakery', 'Final thoughts: bakery', 'Final thoughts'],
    ['bakery', 'Why now: bakery\nNext line', 'Why now\nNext line'],
  ])('avoiding %j in %j', (word, text, expected) => {
    const out = filter(word).text(text);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/ {2}| [,.;:!?]|^[,;: ]/);
  });
});

describe('avoided words in HTML, tags and hashtags', () => {
  it('edits only the text between tags and drops what it empties', () => {
    const f = filter('bakery', 'rolls');
    const html =
      '<h2>Bakery</h2><p>The bakery sells bread &amp; rolls.</p><ul><li>Rolls</li></ul>' +
      '<p class="bakery">A <strong>bakery</strong> tip.</p><p>Visit a local <em>bakery</em>, now.</p>';
    const out = f.html(html);
    expect(out).toBe('<p>Sells bread.</p><p class="bakery">A tip.</p><p>Visit a local, now.</p>');
  });

  it('catches a phrase split by inline tags', () => {
    const out = filter('local bakery').html('<p>Visit the <em>local</em> bakery now.</p>');
    expect(out).toBe('<p>Visit now.</p>');
  });

  it('drops tags, hashtags and keywords holding a word, keeps those merely containing its letters', () => {
    const f = filter('bakery', 'art', 'slow food');
    const kept = [
      'SmallBakery',
      '#bakery_tips',
      'bakery',
      'small bakeries',
      'article',
      '#ArtDeco',
      'Slowfood',
      'slow-food',
      'fast food',
    ].filter((t) => f.keeps(t));
    expect(kept).toEqual(['small bakeries', 'article', 'fast food']);
  });

  it('walks any result: html as HTML, token lists item by item, other strings as text', () => {
    const result = {
      html: '<p>Cheap bread.</p>',
      metaDescription: 'Cheap bread for all.',
      tags: ['cheap', 'bread'],
      titles: ['Cheap', 'Cheap bread'],
      posts: [{ text: 'So cheap!', hashtags: ['CheapEats', 'bread'] }],
      count: 3,
    };
    expect(scrubAvoided(result, filter('cheap'))).toEqual({
      html: '<p>Bread.</p>',
      metaDescription: 'Bread for all.',
      tags: ['bread'],
      titles: ['Bread'],
      posts: [{ text: 'So!', hashtags: ['bread'] }],
      count: 3,
    });
    expect(scrubAvoided(result, null)).toBe(result);
  });
});
