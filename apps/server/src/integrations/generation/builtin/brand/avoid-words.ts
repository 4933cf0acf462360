/*
 * The brand's avoided words, kept out of every builtin text result (builtin-provider.ts runs
 * scrubAvoided on each). A word or phrase is avoided whole: case, accents and the Romanian
 * cedilla/comma letters aside ("Pâine", "paine" and "PÂINE" are one word; "ş" is "ș"), never as a
 * part of a longer word ("art" leaves "article" alone), but with the hyphenated or possessive
 * word it is part of ("art-deco", "art's"). What is left reads as text: no double spaces,
 * no article or connector left hanging before the gap, no stray comma, a sentence start still
 * capitalised; in HTML only the text between tags is edited and emptied elements go; a tag,
 * hashtag or keyword that holds an avoided word is dropped rather than cut.
 */

export interface AvoidFilter {
  /** True when an avoided word is in the text. */
  has(text: string): boolean;
  /** Plain text without the avoided words; `start`: the text opens a sentence (false inside HTML). */
  text(text: string, start?: boolean): string;
  /** Article HTML without the avoided words in its text. */
  html(html: string): string;
  /** Whether a tag, hashtag ("#SmallBakeries") or keyword may stay. */
  keeps(token: string): boolean;
}

/** Removed spans, then gaps, then capitals to restore: characters no generated text holds. */
const REMOVED = '\u0000';
const GAP = '\u0001';
const CAPITAL = '\u0002';
const WORD_CHAR = '[\\p{L}\\p{N}]';

/** Lower case without accents, one UTF-16 unit for one, so a match's position in the folded text is its position in the original. */
export function foldForMatch(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    const base = lower.normalize('NFD').replace(/\p{M}/gu, '');
    out += base.length === ch.length ? base : lower.length === ch.length ? lower : ch;
  }
  return out;
}

const compact = (text: string) => foldForMatch(text).replace(/[^\p{L}\p{N}]/gu, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The filter for a brand's avoided words, or null when there are none. */
export function avoidFilter(words: readonly string[] | undefined): AvoidFilter | null {
  const phrases = [
    ...new Set(
      (words ?? [])
        .map((w) => foldForMatch(w.trim().replace(/^#+/, '')))
        .filter((w) => /[\p{L}\p{N}]/u.test(w)),
    ),
  ].sort((a, b) => b.length - a.length);
  if (!phrases.length) return null;
  const alternatives = phrases.map((p) => p.split(/\s+/).map(escapeRegExp).join('[\\s\\u00a0]+'));
  // The whole hyphen- or apostrophe-joined word the phrase is part of goes with it.
  const source =
    `(?<!${WORD_CHAR})(?:${WORD_CHAR}+[-'’])*(?:${alternatives.join('|')})` +
    `(?:[-'’]${WORD_CHAR}+)*(?!${WORD_CHAR})`;
  const matcher = () => new RegExp(source, 'gu');
  const compacts = new Set(phrases.map(compact));

  const has = (text: string) => matcher().test(foldForMatch(text));

  const text = (input: string, start = true) => {
    const folded = foldForMatch(input);
    let marked = '';
    let last = 0;
    for (const m of folded.matchAll(matcher())) {
      marked += input.slice(last, m.index) + REMOVED;
      last = m.index + m[0].length;
    }
    return last === 0 ? input : tidy(marked + input.slice(last), start);
  };

  return {
    has,
    text,
    html: (html) => filterHtml(html, text, has),
    keeps: (token) => {
      // "#SmallBakeries" and "small_bakeries" are read as "small bakeries".
      const spaced = token
        .replace(/^#+/, '')
        .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
        .replace(/[_-]+/g, ' ');
      return !has(spaced) && !compacts.has(compact(token));
    },
  };
}

const DETERMINERS =
  'a|an|the|your|our|their|my|its|el|la|los|las|un|una|unos|unas|tu|tus|su|sus|mi|mis|nuestro|nuestra|nuestros|nuestras|o|niște|nişte|niste';
const CONNECTORS = 'and|or|of|with|for|to|y|e|o|u|de|con|para|și|şi|si|sau|cu|pentru|la|&';
const JOINERS = 'and|or|y|e|o|u|și|şi|sau|&';

/** The marked text made readable: what hung on each removed span goes with it. */
function tidy(marked: string, start: boolean): string {
  const R = REMOVED;
  const G = GAP;
  const C = CAPITAL;
  let t = marked
    // "the bakery" goes whole; "bread and bakery." loses its "and".
    .replace(new RegExp(`(?<!${WORD_CHAR})(?:${DETERMINERS})[ \\t\\u00a0]+${R}`, 'giu'), R)
    .replace(
      new RegExp(
        `(?<!${WORD_CHAR})(?:${CONNECTORS})[ \\t\\u00a0]+${R}(?=[ \\t]*(?:[.,;:!?…)]|\\n|$))`,
        'giu',
      ),
      R,
    );
  // Quotes or brackets around nothing, nested too: ("bakery").
  for (let before = ''; before !== t;) {
    before = t;
    t = t.replace(new RegExp(`[(\\[«“"]${R}[)\\]»”"]`, 'g'), R);
  }
  t = t
    // The spaces around a removed span become one gap.
    .replace(new RegExp(`[ \\t\\u00a0]*${R}+(?:[ \\t\\u00a0]*${R})*[ \\t\\u00a0]*`, 'g'), G)
    // "fresh, cheap and warm": no comma left before the "and".
    .replace(new RegExp(`,${G}(?=(?:${JOINERS})(?!${WORD_CHAR}))`, 'giu'), G);
  if (start) t = t.replace(new RegExp(`^${G}[,;:.!?…]*[ \\t]*`), C);
  t = t
    .replace(new RegExp(`\\n${G}[,;:.!?…]*[ \\t]*`, 'g'), `\n${C}`)
    // A sentence that opened with the removed span: its next word is its first.
    .replace(new RegExp(`([.!?…])${G}[,;:]*[ \\t]*`, 'g'), `$1 ${C}`)
    .replace(new RegExp(`([¿¡])${G}`, 'g'), `$1${C}`)
    .replace(new RegExp(`([(\\[«“])${G}`, 'g'), '$1')
    // At a line's end nothing, nor the comma or colon before it ("Final thoughts: bakery");
    // before punctuation nothing, nor a comma before it.
    .replace(new RegExp(`[,;:–—]?${G}(?=\\n|$)`, 'g'), '')
    .replace(new RegExp(`,?${G}(?=[.,;:!?…)\\]»”"])`, 'g'), '')
    .replace(new RegExp(G, 'g'), ' ')
    .replace(
      new RegExp(`${C}([^\\p{L}]*)(\\p{Ll})`, 'gu'),
      (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
    )
    .replace(new RegExp(C, 'g'), '');
  return start ? t.replace(/^[\s,;:]+/, '').replace(/[ \t]+$/, '') : t;
}

const BLOCK_OPEN = /^<(?:p|li|h[1-6]|blockquote|td|th|figcaption)\b/i;
const INLINE_TAGS = /<\/?(?:strong|em|b|i|u|a|span|code|mark)\b[^>]*>/gi;

/** The text between the tags filtered; elements left empty removed; a phrase split by inline tags caught by filtering the block's text once the inline tags are gone. */
function filterHtml(
  html: string,
  text: (input: string, start?: boolean) => string,
  has: (input: string) => boolean,
): string {
  const pass = (source: string) => {
    const parts = source.split(/(<[^>]*>)/);
    return parts
      .map((part, i) => {
        if (i % 2 === 1 || !part) return part;
        const start = i === 0 || BLOCK_OPEN.test(parts[i - 1] ?? '');
        return encode(text(decode(part), start));
      })
      .join('');
  };
  let out = pass(html);
  if (has(decode(out.replace(/<[^>]*>/g, ' ')))) out = pass(out.replace(INLINE_TAGS, ''));
  let previous;
  do {
    previous = out;
    out = out
      // An emptied inline element leaves no space before the punctuation after it.
      .replace(/\s*<(strong|em|b|i|u|a|span|code|mark)\b[^>]*>\s*<\/\1>(?=[,.;:!?])/gi, '')
      .replace(/<(strong|em|b|i|u|a|span|code|mark)\b[^>]*>\s*<\/\1>/gi, '')
      .replace(/<(p|li|h[1-6]|blockquote)\b[^>]*>\s*<\/\1>/gi, '')
      .replace(/<(ul|ol)\b[^>]*>\s*<\/\1>/gi, '');
  } while (out !== previous);
  return out.replace(/ {2,}/g, ' ');
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

function encode(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Keys whose string lists hold tags, hashtags or keywords: their items are kept or dropped whole. */
const TOKEN_LISTS = new Set(['tags', 'hashtags', 'keywords']);

/**
 * A builtin result without the avoided words, whatever its shape: `html` read as HTML, the
 * token lists item by item, every other string as text (a list item emptied by it is dropped).
 */
export function scrubAvoided<T>(value: T, filter: AvoidFilter | null): T {
  return filter ? (walk(value, undefined, filter) as T) : value;
}

function walk(value: unknown, key: string | undefined, filter: AvoidFilter): unknown {
  if (typeof value === 'string') return key === 'html' ? filter.html(value) : filter.text(value);
  if (Array.isArray(value)) {
    if (key && TOKEN_LISTS.has(key))
      return value.filter((item) => typeof item !== 'string' || filter.keeps(item));
    return value.map((item) => walk(item, key, filter)).filter((item) => item !== '');
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k, filter)]));
  return value;
}
