import { describe, expect, it } from 'vitest';
import { articleDocument, articleFileName, htmlToPlainText } from './article-html';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the structure and drops scripts, handlers, styles and unsafe links', () => {
    const html =
      '<h2 style="color:red" onclick="x()">Title</h2><p>Hi <strong>there</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com" target="x">good</a>' +
      '<img src="javascript:x"><img src="/files/a.png" alt="A" onerror="x()"><iframe src="https://e.com"></iframe>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Title</h2><p>Hi <strong>there</strong></p><a rel="noopener noreferrer nofollow">bad</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">good</a>' +
        '<img src="/files/a.png" alt="A">',
    );
  });

  it('turns editor divs into paragraphs and unwraps spans', () => {
    expect(sanitizeHtml('<div>One</div><div><span style="x">Two</span></div>')).toBe('<p>One</p><p>Two</p>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('htmlToPlainText', () => {
  it('separates blocks with a blank line and lists items one per line', () => {
    const html = '<h2>Intro</h2><p>First  paragraph.</p><ul><li>One</li><li>Two</li></ul><p>End<br>line</p>';
    expect(htmlToPlainText(html)).toBe('Intro\n\nFirst paragraph.\n\n- One\n- Two\n\nEnd\nline');
  });
});

describe('the downloaded file', () => {
  it('is a page with the title, serif type and at most 800 px wide', () => {
    const page = articleDocument({ title: 'A <b> & "c"', html: '<p>Body</p>', language: 'ro' });
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain('<html lang="ro">');
    expect(page).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(page).toContain('<h1>A &lt;b&gt; &amp; &quot;c&quot;</h1>\n<p>Body</p>');
    expect(page).toContain('serif');
    expect(page).toContain('max-width: 800px');
  });

  it('is named from the title', () => {
    expect(articleFileName('Cum să crești o afacere în 2025?')).toBe('cum-sa-cresti-o-afacere-in-2025.html');
    expect(articleFileName('¿Qué es el marketing?')).toBe('que-es-el-marketing.html');
    expect(articleFileName('!!!')).toBe('article.html');
    expect(articleFileName('x'.repeat(200))).toBe(`${'x'.repeat(80)}.html`);
  });
});
