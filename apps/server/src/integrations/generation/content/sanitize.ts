import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_TAGS } from '@forja/contracts';

/*
 * Loaded on the first article to clean, not at start (its HTML parser costs a start ~130 ms):
 * a CommonJS package, so `require` keeps sanitizeArticleHtml synchronous.
 */
let library: typeof sanitizeHtml | undefined;
const load = () => (library ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml);

/*
 * Every article HTML a provider returns passes through here before it is stored or sent
 * to a browser: an automation or model can echo attacker-controlled text, so
 * only structural tags survive, links and images keep http(s) addresses only, and no
 * script, event handler or inline style gets through.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: {
    // `rel` is always overwritten by the transform below.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Generated links point to third-party sites: never pass the opener or referrer.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'noopener noreferrer nofollow',
        ...(attribs.target ? { target: '_blank' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return load()(html, OPTIONS).trim();
}
