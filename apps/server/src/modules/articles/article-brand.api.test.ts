import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { expectNoAvoidedWords, foldedWords } from '../../test/avoided-words.js';
import { runGeneration } from '../../test/generate.js';

/*
 * An article written for a brand through POST /api/generations on the offline generator: the
 * avoided words (the idea's own, and phrases its templates write) are nowhere in the output,
 * the keywords lead the tags and the call to action closes the text.
 */

const ARTICLE = {
  idea: 'How small bakeries can use Instagram to find new customers',
  title: 'Instagram for small bakeries',
  language: 'en',
  wordCount: 500,
};
const AVOID = ['bakeries', 'INSTAGRAM', 'practical', 'step by step', 'readers'];
const BRAND = {
  name: 'Crumb & Co',
  keywords: ['sourdough', 'slow baking'],
  avoidWords: AVOID,
  callToAction: 'Order your loaf for tomorrow morning',
};

interface Article {
  html: string;
  metaDescription: string;
  tags: string[];
}

describe.each(databaseKinds)('article generation with a brand on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('writes none of the avoided words, and the keywords and call to action', async () => {
    const { cookie } = await signUp(t.app);
    const plain = await runGeneration(t.app, 'article', { cookie, body: ARTICLE });
    expect(plain.statusCode).toBe(200);
    // Without the brand the builtin writes them: the idea's words and its template phrases.
    expect([...foldedWords(plain.json<Article>())]).toEqual(
      expect.arrayContaining(['bakeries', 'instagram', 'practical', 'readers']),
    );

    const res = await runGeneration(t.app, 'article', { cookie, body: { ...ARTICLE, brand: BRAND } });
    expect(res.statusCode).toBe(200);
    const { html, metaDescription, tags } = res.json<Article>();
    expectNoAvoidedWords({ html, metaDescription, tags }, AVOID);
    expect(tags.slice(0, 2)).toEqual(['sourdough', 'slow baking']);
    expect(html.trimEnd().endsWith('<p>Order your loaf for tomorrow morning.</p>')).toBe(true);
    expect(html).toContain('sourdough and slow baking');
  });

  it('refuses a brand that breaks the contract, before anything is charged', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'article', input: { ...ARTICLE, brand: { avoidWords: 'cheap' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().details.fields)).toContain('input.brand.avoidWords');
    const list = await call(t.app, 'GET', '/api/generations', { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([]);
  });
});
