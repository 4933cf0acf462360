import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize.js';

describe('sanitizeArticleHtml', () => {
  it.each([
    ['script tag and its text', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['event handler', '<p onclick="alert(1)">a</p>', '<p>a</p>'],
    [
      'img onerror',
      '<img src="https://x.test/a.png" onerror="alert(1)">',
      '<img src="https://x.test/a.png" />',
    ],
    [
      'javascript: link',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      'entity-obfuscated javascript: link',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow">x</a>',
    ],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['style attribute', '<p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['iframe', '<iframe src="https://evil.test"></iframe><p>a</p>', '<p>a</p>'],
    ['svg with script', '<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
    ['form and input', '<form action="https://evil.test"><input name="p"></form><p>a</p>', '<p>a</p>'],
    ['protocol-relative image', '<img src="//evil.test/x.png">', ''],
    ['unclosed tag breakout', '<p>a<img src=x onerror=alert(1)//', '<p>a</p>'],
  ])('strips %s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it('keeps the structure of an article', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>emphasis</em> and a <a href="https://example.com">link</a>.</p>' +
      '<ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote>quote</blockquote>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>' +
      '<img src="https://example.com/a.png" alt="a">';
    const out = sanitizeArticleHtml(html);
    for (const tag of [
      '<h2>',
      '<strong>',
      '<em>',
      '<ul>',
      '<ol start="2">',
      '<blockquote>',
      '<th scope="col">',
      '<td colspan="2">',
    ]) {
      expect(out).toContain(tag);
    }
    expect(out).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">link</a>');
    expect(out).toContain('<img src="https://example.com/a.png" alt="a" />');
  });

  it('forces a safe rel on links that open a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://x.test" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
