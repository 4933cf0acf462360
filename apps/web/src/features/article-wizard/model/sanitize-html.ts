/*
 * The article HTML is sanitised by the server before it is stored or sent;
 * this is the browser's second pass, applied before it is shown and to what the editor
 * produces before it is saved, published, copied or downloaded. The allow-list is the
 * server's (ARTICLE_HTML_TAGS in the contracts); editor output such as <div> and
 * <span> is turned into the structure the server keeps.
 */

import { ARTICLE_HTML_TAGS } from '@forja/contracts';

const ALLOWED = new Set<string>(ARTICLE_HTML_TAGS);
/** Dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'textarea',
  'select',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'button',
  'input',
  'form',
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
/** Editors wrap lines in <div>; the server would flatten them, so they become paragraphs. */
const RENAMED: Record<string, string> = { div: 'p' };

function safeUrl(tag: string, value: string): boolean {
  const url = value.trim();
  // Relative addresses (our own /files/...) are fine; schemes must be on the list.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return !url.startsWith('//');
  return tag === 'img' ? /^https?:/i.test(url) : /^(https?|mailto):/i.test(url);
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const name = element.tagName.toLowerCase();
    if (DROPPED.has(name)) continue;
    const tag = RENAMED[name] ?? name;
    if (!ALLOWED.has(tag)) {
      cleanChildren(element, target, doc);
      continue;
    }
    const clean = doc.createElement(tag);
    for (const attribute of ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(attribute);
      if (value === null || (URL_ATTRIBUTES.has(attribute) && !safeUrl(tag, value))) continue;
      clean.setAttribute(attribute, value);
    }
    if (tag === 'img' && !clean.getAttribute('src')) continue;
    if (tag === 'a') {
      clean.setAttribute('rel', 'noopener noreferrer nofollow');
      if (clean.hasAttribute('target')) clean.setAttribute('target', '_blank');
    }
    cleanChildren(element, clean, doc);
    target.appendChild(clean);
  }
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  cleanChildren(source.body, container, out);
  return container.innerHTML.trim();
}
