/*
 * Text given to a speech engine is plain text (docs/product/voice-over-studio.md): markup in it is never obeyed.
 * Two halves, both needed:
 *
 * - Every engine is asked for plain text: espeak-ng runs without its SSML and phoneme-input
 *   flags (espeak-worker.mjs), an OpenAI-compatible server gets `input` with no markup left.
 * - Markup is removed before it reaches any engine, not read aloud: tags (`<break
 *   time="999s"/>`, `<prosody …>`, `</p>`), comments, processing instructions and declarations
 *   become a space; a CDATA section keeps its text. Someone who pastes SSML or HTML wants the
 *   words, not "less than break time equals…", and a server that does read SSML (an Azure
 *   bridge, a wrapper around espeak-ng) gets none.
 *
 * What is not a tag stays as written: `3 < 5`, `a<b` without a closing `>`, `&amp;` (a
 * character reference is text here; nothing decodes it). Control characters other than tab
 * and line breaks, and lone surrogates, are dropped (they are not speech, and espeak-ng would
 * misread the UTF-8 around them and misplace every word after them).
 */

const MARKUP = new RegExp(
  [
    /<!--[\s\S]*?-->/.source, // comment
    /<\?[\s\S]*?\?>/.source, // processing instruction (<?xml …?>)
    /<![A-Za-z][^<>]*>/.source, // declaration (<!DOCTYPE …>)
    /<\/?[A-Za-z][^<>]*>/.source, // start, end or empty tag
  ].join('|'),
  'g',
);
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Where markup was, while the text is made plain (a NUL: the text's own were removed before). */
const REMOVED = '\u0000';
const REMOVED_RUN = new RegExp(`${REMOVED}+`, 'g');

/** Removed markup separates words ('Hola<break/>mundo'), but leaves no space before punctuation or after an opening mark. */
function gap(before: string, after: string): string {
  const wordAfter = /[\p{L}\p{N}\p{Ps}\p{Pi}¿¡]/u.test(after);
  const wordBefore = before !== '' && !/[\s\p{Ps}\p{Pi}¿¡]/u.test(before);
  return wordAfter && wordBefore ? ' ' : '';
}

export function plainSpeechText(text: string): string {
  return text
    .replace(LONE_SURROGATE, '')
    .replace(CONTROL, '')
    .replace(CDATA, `${REMOVED}$1${REMOVED}`)
    .replace(MARKUP, REMOVED)
    .replace(REMOVED_RUN, (run: string, at: number, whole: string) =>
      gap(whole.charAt(at - 1), whole.charAt(at + run.length)),
    )
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ *(\r?\n) */g, '$1')
    .trim();
}
