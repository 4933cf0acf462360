/*
 * Light text helpers for generated content. They are not sanitisers (see sanitize.ts):
 * they only decide what kind of text a reply is and extract its readable words.
 */

const HTML_TAG =
  /<\/?(?:p|h[1-6]|div|ul|ol|li|article|section|br|strong|em|b|i|table|tr|td|blockquote|span|a|img|figure|header|main)\b[^>]*>/i;

export function looksLikeHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

/** Headings, lists, emphasis, links, quotes, fences, or several paragraphs. */
export function looksLikeMarkdown(text: string): boolean {
  const t = text.trim();
  return (
    /^#{1,6}\s+\S/m.test(t) ||
    /^\s*(?:[-*+]|\d+[.)])\s+\S/m.test(t) ||
    /\*\*[^*\n]+\*\*|__[^_\n]+__/.test(t) ||
    /\[[^\]\n]+\]\([^)\s]+\)/.test(t) ||
    /^>\s+\S/m.test(t) ||
    /^```/m.test(t) ||
    /\S\n\s*\n\s*\S/.test(t)
  );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Readable text of an HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|h[1-6]|li|div|blockquote|tr)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? decodeNumeric(name) ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}

/** Cuts at a word boundary so a truncated prompt or description does not end mid-word. */
export function truncateAtWord(text: string, max: number, ellipsis = ''): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const room = max - ellipsis.length;
  const cut = t.slice(0, room + 1);
  const space = cut.lastIndexOf(' ');
  const base = (space > room * 0.6 ? cut.slice(0, space) : t.slice(0, room)).replace(/[\s,;:.–-]+$/, '');
  return base + ellipsis;
}

function decodeNumeric(name: string): string | undefined {
  if (!name.startsWith('#')) return undefined;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : undefined;
}
