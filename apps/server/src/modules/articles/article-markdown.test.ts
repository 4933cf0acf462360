import { describe, expect, it } from 'vitest';
import { articleHtmlToMarkdown } from './article-markdown.js';

describe("an article's HTML as Markdown", () => {
  it('keeps headings, paragraphs, emphasis, links and lists', () => {
    const html =
      '<h2>Bread &amp; reviews</h2><p>Local <strong>bakeries</strong> win with <em>maps</em> and ' +
      '<a href="https://example.com/a?b=1&amp;c=2">reviews</a>.</p>' +
      '<ul><li>Photos</li><li>Hours<ol><li>Weekdays</li><li>Weekends</li></ol></li></ul><p>The end_</p>';
    expect(articleHtmlToMarkdown(html)).toBe(
      [
        '## Bread & reviews',
        '',
        'Local **bakeries** win with _maps_ and [reviews](https://example.com/a?b=1&c=2).',
        '',
        '- Photos',
        '- Hours',
        '  1. Weekdays',
        '  2. Weekends',
        '',
        'The end\\_',
        '',
      ].join('\n'),
    );
  });

  it('quotes a blockquote and breaks lines at <br>', () => {
    expect(articleHtmlToMarkdown('<blockquote><p>One<br>Two</p></blockquote>')).toBe('> One  \n> Two\n');
  });
});
