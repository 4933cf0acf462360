import { describe, expect, it } from 'vitest';
import { ARTICLE_CONTENT_MAX_LENGTH } from '@forja/contracts';
import { finishArticle, TRUNCATION_NOTICE } from './article-output.js';

describe('finishing an article', () => {
  it('sanitises whatever the provider sent', () => {
    const out = finishArticle({
      html: '<h2 onclick="x()">Hi</h2><script>alert(1)</script><p>ok</p>',
      metaDescription: 'm',
      tags: [],
    });
    expect(out.html).toBe('<h2>Hi</h2><p>ok</p>');
  });

  it('caps the content at 1,000,000 characters with a notice, tags still closed', () => {
    const paragraph = '<p>' + 'word '.repeat(199) + 'end</p>';
    const html = paragraph.repeat(Math.ceil((ARTICLE_CONTENT_MAX_LENGTH * 1.2) / paragraph.length));
    const out = finishArticle({ html, metaDescription: 'm', tags: [] });
    expect(out.html.length).toBeLessThanOrEqual(ARTICLE_CONTENT_MAX_LENGTH);
    expect(out.html.length).toBeGreaterThan(ARTICLE_CONTENT_MAX_LENGTH - 3000);
    expect(out.html.endsWith(`</p>${TRUNCATION_NOTICE}`)).toBe(true);
  });

  it('keeps a meta description within 160 characters and distinct, non-empty tags', () => {
    const out = finishArticle({
      html: '<p>x</p>',
      metaDescription: `  ${'long  text '.repeat(30)}`,
      tags: ['Bread', ' bread ', '', 'Local   SEO', ...Array.from({ length: 30 }, (_, i) => `t${i}`)],
    });
    expect(out.metaDescription.length).toBeLessThanOrEqual(160);
    expect(out.metaDescription.endsWith('…')).toBe(true);
    expect(out.tags.slice(0, 3)).toEqual(['Bread', 'Local SEO', 't0']);
    expect(out.tags).toHaveLength(20);
  });
});
