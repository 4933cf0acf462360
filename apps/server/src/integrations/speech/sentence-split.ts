/*
 * Splits a text into sentences so long texts are spoken part by part (progress counts them,
 * and no single engine call grows without bound). A sentence ends at . ! ? or … (with any
 * closing quotes or brackets) followed by white space and the start of a new sentence (a
 * capital, a digit, an opening quote, or Spanish ¿ ¡), or at a line break. Decimals (3.5, 2,5)
 * never split because no space follows the point; abbreviations and initials (Dr., etc., J.)
 * are kept with the next word.
 */

/** Lower-cased abbreviations (without their final point) that do not end a sentence, in en, ro and es. */
const ABBREVIATIONS = new Set([
  // English
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'inc',
  'ltd',
  'co',
  'no',
  'approx',
  'fig',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  // Romanian
  'dl',
  'dna',
  'dnei',
  'dlui',
  'nr',
  'str',
  'ex',
  'pag',
  'pg',
  'art',
  'alin',
  'cca',
  'aprox',
  'ș.a',
  'ş.a',
  'ș.a.m.d',
  'ian',
  'febr',
  'ing',
  'conf',
  'lect',
  'acad',
  'jud',
  'bd',
  'sec',
  // Spanish
  'sra',
  'srta',
  'dra',
  'ud',
  'uds',
  'pág',
  'núm',
  'avda',
  'av',
  'aprox',
  'ej',
  'cía',
  'ee.uu',
  'ud',
]);

/** Parts longer than this are cut at a comma, semicolon or space so one call stays short. */
export const MAX_SENTENCE_CHARS = 400;

const SENTENCE_END = /[.!?…]+["'”’»)\]]*$/u;
const NEXT_STARTS_SENTENCE = /^["'“‘«(¿¡\-–—]*[\p{Lu}\p{N}¿¡]/u;

export function splitSentences(text: string, maxChars = MAX_SENTENCE_CHARS): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\r?\n+/)) {
    const tokens = paragraph.split(/(\s+)/).filter((t) => t !== '');
    let current = '';
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] ?? '';
      current += token;
      if (/^\s+$/.test(token)) continue;
      const next = tokens.slice(i + 1).find((t) => !/^\s+$/.test(t));
      if (next !== undefined && endsSentence(token) && NEXT_STARTS_SENTENCE.test(next)) {
        sentences.push(current.trim());
        current = '';
      }
    }
    if (current.trim()) sentences.push(current.trim());
  }
  return sentences.flatMap((s) => cutLong(s, maxChars)).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function endsSentence(word: string): boolean {
  if (!SENTENCE_END.test(word)) return false;
  if (/[!?…]/.test(word)) return true;
  const bare = word
    .replace(/^["'“‘«(¿¡]+/u, '')
    .replace(/\.["'”’»)\]]*$/u, '')
    .toLowerCase();
  if (ABBREVIATIONS.has(bare)) return false;
  // A single letter with a point is an initial (J. Smith), not the end of a sentence.
  if (/^\p{L}$/u.test(bare)) return false;
  return true;
}

function cutLong(sentence: string, maxChars: number): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    const punctuation = Math.max(
      window.lastIndexOf(', '),
      window.lastIndexOf('; '),
      window.lastIndexOf(': '),
    );
    const space = window.lastIndexOf(' ');
    const cut = punctuation > maxChars / 3 ? punctuation + 1 : space > 0 ? space : maxChars;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
