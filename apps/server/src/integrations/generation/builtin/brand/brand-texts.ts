import { SCENE_TEXT_MAX_LENGTH, type ArticleLanguage, type BrandBrief, type Scene } from '@forja/contracts';
import { truncateAtWord } from '../../content/html-text.js';
import type { ArticleOutput, VideoScript } from '../../provider.js';

/*
 * What the builtin generator writes from a brand brief: its keywords in the text (one closing
 * sentence naming them) and first among the tags or hashtags, and its call to action as the
 * last words of an article, a script or the last scene. The avoided words are another step
 * (avoid-words.ts), run after this one so a keyword or call to action cannot bring one back.
 */

const KEYWORD_SENTENCE: Record<ArticleLanguage, (list: string) => string> = {
  en: (list) => `It all comes down to ${list}.`,
  ro: (list) => `Totul se rezumă la ${list}.`,
  es: (list) => `Todo se resume en ${list}.`,
};
const AND: Record<ArticleLanguage, string> = { en: 'and', ro: 'și', es: 'y' };

/** "a, b and c" in the language; '' without keywords. */
export function keywordSentence(brand: BrandBrief, language: ArticleLanguage): string {
  const words = brand.keywords.slice(0, 5);
  if (!words.length) return '';
  const list =
    words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} ${AND[language]} ${words.at(-1)!}`;
  return KEYWORD_SENTENCE[language](list);
}

/** The call to action as a sentence: a closing full stop when the brand wrote none. */
function closing(brand: BrandBrief): string {
  const cta = brand.callToAction.trim();
  return cta && !/[.!?…]$/.test(cta) ? `${cta}.` : cta;
}

/** The brand's keywords first (each once, case aside), then the others, at most `max`. */
export function withKeywordTags(brand: BrandBrief, tags: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  return [...brand.keywords, ...tags]
    .filter((tag) => {
      const key = tag.toLowerCase().replace(/^#/, '');
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, max);
}

export function brandArticle(
  out: ArticleOutput,
  brand: BrandBrief,
  language: ArticleLanguage,
): ArticleOutput {
  const closingParagraphs = [keywordSentence(brand, language), closing(brand)]
    .filter(Boolean)
    .map((text) => `<p>${escapeHtml(text)}</p>`);
  return {
    ...out,
    html: [out.html, ...closingParagraphs].join('\n'),
    tags: withKeywordTags(brand, out.tags, 8),
  };
}

/** The last scene's narration ends on the keywords and the call to action, as much as its length allows. */
export function brandScenes(scenes: Scene[], brand: BrandBrief, language: ArticleLanguage): Scene[] {
  const last = scenes.at(-1);
  if (!last) return scenes;
  const cta = closing(brand);
  const full = [last.voiceOverText, keywordSentence(brand, language), cta].filter(Boolean).join(' ');
  const text =
    full.length <= SCENE_TEXT_MAX_LENGTH
      ? full
      : cta
        ? `${truncateAtWord(last.voiceOverText, SCENE_TEXT_MAX_LENGTH - cta.length - 1)} ${cta}`
        : truncateAtWord(full, SCENE_TEXT_MAX_LENGTH);
  return [...scenes.slice(0, -1), { ...last, voiceOverText: text.slice(0, SCENE_TEXT_MAX_LENGTH) }];
}

export function brandScript(script: VideoScript, brand: BrandBrief, language: ArticleLanguage): VideoScript {
  const sentence = keywordSentence(brand, language);
  const hashtags = brand.keywords
    .map((k) => `#${k.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase()}`)
    .filter((tag) => tag.length > 1);
  return {
    ...script,
    introduction: sentence ? `${script.introduction} ${sentence}` : script.introduction,
    call_to_action: closing(brand) || script.call_to_action,
    hashtags: withKeywordTags({ ...brand, keywords: hashtags }, script.hashtags, 8),
  };
}

/** The brand's keywords as hashtags: letters and digits only ("slow food" -> "slowfood"). */
export function keywordHashtags(brand: BrandBrief | undefined): string[] {
  return (brand?.keywords ?? []).map((k) => k.replace(/[^\p{L}\p{N}_]/gu, '')).filter(Boolean);
}

/** The call to action the builtin ends a text with ('' without one). */
export const brandClosing = (brand: BrandBrief | undefined): string => (brand ? closing(brand) : '');

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
