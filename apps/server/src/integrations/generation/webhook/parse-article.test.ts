import { describe, expect, it } from 'vitest';
import { parseArticle } from './parse-article.js';

const j = (v: unknown) => JSON.stringify(v);
const HTML = '<h2>Growing tomatoes</h2><p>Tomatoes need sun, water and patience to thrive.</p>';

describe('parseArticle', () => {
  it.each<[string, string]>([
    ['post_content', j({ post_content: HTML })],
    ['message.content string', j({ message: { content: HTML } })],
    [
      'message.content object',
      j({ message: { content: { content: HTML, meta_description: 'M', tags: ['a'] } } }),
    ],
    ['content', j({ content: HTML })],
    ['text', j({ text: HTML })],
    ['array of items', j([{ post_content: HTML }])],
    ['array of message items', j([{ message: { content: HTML } }])],
    ['fenced JSON', '```json\n' + j({ post_content: HTML }) + '\n```'],
    ['JSON text inside message.content', j({ message: { content: j({ post_content: HTML }) } })],
    ['raw HTML', HTML],
    ['HTML in a fence', j({ content: '```html\n' + HTML + '\n```' })],
  ])('reads %s', (_name, text) => {
    const out = parseArticle(text);
    expect(out.html).toContain('<h2>Growing tomatoes</h2>');
    expect(out.html).toContain('<p>Tomatoes need sun');
  });

  it('reads meta_description and tags next to the content', () => {
    const out = parseArticle(
      j({
        message: {
          content: {
            post_content: HTML,
            meta_description: 'All about tomatoes.',
            tags: ['garden', '#tomatoes', 'garden'],
          },
        },
      }),
    );
    expect(out.metaDescription).toBe('All about tomatoes.');
    expect(out.tags).toEqual(['garden', 'tomatoes']);
  });

  it('accepts tags as comma-separated text and metaDescription in camel case', () => {
    const out = parseArticle(j({ post_content: HTML, metaDescription: 'Meta', tags: 'a, b ,, c' }));
    expect(out).toMatchObject({ metaDescription: 'Meta', tags: ['a', 'b', 'c'] });
  });

  it('derives a meta description of at most 160 characters from the text', () => {
    const long = `<p>${'Tomatoes grow best in warm and sunny gardens. '.repeat(10)}</p>`;
    const out = parseArticle(j({ post_content: long }));
    expect(out.metaDescription.length).toBeLessThanOrEqual(160);
    expect(out.metaDescription.endsWith('…')).toBe(true);
  });

  it('converts a markdown reply to HTML', () => {
    const out = parseArticle('## Watering\n\nWater **early** in the morning.\n\n- deep\n- rarely');
    expect(out.html).toContain('<h2>Watering</h2>');
    expect(out.html).toContain('<strong>early</strong>');
    expect(out.html).toContain('<li>deep</li>');
  });

  it('converts a markdown string under content', () => {
    expect(parseArticle(j({ content: '# Title here\n\nSome paragraph text.' })).html).toContain(
      '<h1>Title here</h1>',
    );
  });

  it('sanitises what the automation returns', () => {
    const out = parseArticle(
      j({
        post_content:
          '<p onclick="x()">Safe text here</p><script>alert(1)</script><a href="javascript:x()">l</a>',
      }),
    );
    expect(out.html).not.toMatch(/script|onclick|javascript/);
  });

  it.each([
    ['broken JSON', '{"post_content": "<p>', 'INVALID_JSON'],
    ['plain prose that is not JSON, HTML or markdown', 'Sorry, something happened here', 'INVALID_JSON'],
    ['a short reply', 'done', 'CONTENT_TOO_SHORT'],
    ['a short content field', j({ post_content: '<p>tiny</p>' }), 'CONTENT_TOO_SHORT'],
    ['JSON without a known shape', j({ status: 'ok', id: 12345 }), 'NO_CONTENT'],
    ['a status message', j({ message: 'Workflow was started' }), 'NO_CONTENT'],
  ])('rejects %s', (_name, text, code) => {
    expect(() => parseArticle(text)).toThrow(expect.objectContaining({ code }));
  });
});
