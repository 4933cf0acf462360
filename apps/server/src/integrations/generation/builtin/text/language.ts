import type { ArticleLanguage } from '@forja/contracts';
import { subjectPhrase } from './subject-phrase.js';

/*
 * Small language helpers for the offline generator: guess the language of an idea (video
 * titles and scripts get no language field), pull keywords for tags and titles, and turn
 * a free-form idea into a short topic phrase that fits inside title templates.
 */

const STOPWORDS: Record<ArticleLanguage, string[]> = {
  en: 'a an the and or but of to in on for with about at by from as is are was were be been being it its this that these those how what why when where who which can could should would will i me my we our you your they their he she them his her do does did not no yes so than then there here into over under more most some any all just also very really want need make get use using write article post blog small big new good best great way ways tips guide learn find help things thing people video story'.split(
    ' ',
  ),
  ro: 'și sau dar de la în pe pentru cu despre din prin ca este sunt a al ai ale un o unei unui cel cea cei cele cum ce când unde cine care pot poate putem trebuie vreau vrem să se nu da mai foarte acest această aceste acești asta articol scrie scriu mici mic mare mari noi nou nouă bun bune fi fie lor lui ei eu tu el ea noi voi îmi își le ne vă idei idee video poveste'.split(
    ' ',
  ),
  es: 'el la los las un una unos unas y o pero de del a al en con para por sobre como que es son ser está están este esta estos estas eso cómo qué cuando donde quien cual puede pueden quiero queremos escribir artículo más muy su sus mi mis tu tus nuestro nuestra pequeños pequeñas pequeño pequeña grande grandes nuevo nueva mejor mejores hacer usar se lo le les nos vídeo video historia'.split(
    ' ',
  ),
};
const ALL_STOPWORDS = new Set(Object.values(STOPWORDS).flat());

const MARKERS: Record<ArticleLanguage, RegExp> = {
  en: /\b(the|and|is|are|to|of|for|with|how|your|what|why|about)\b/gi,
  ro: /(?:^|[^\p{L}])(și|este|sunt|pentru|cu|despre|cum|să|în|care|sau|din|mai|ce)(?=$|[^\p{L}])|[ăâîșțş]/giu,
  es: /(?:^|[^\p{L}])(el|los|las|para|que|con|es|cómo|por|del|una|sobre|qué|y)(?=$|[^\p{L}])|[ñ¿¡áéíóú]/giu,
};

/** The language whose common words and letters appear most; English when unsure. */
export function detectLanguage(text: string): ArticleLanguage {
  let best: ArticleLanguage = 'en';
  let bestScore = 0;
  for (const lang of ['en', 'ro', 'es'] as const) {
    const score = text.match(MARKERS[lang])?.length ?? 0;
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}

/** Content words in order of appearance; proper nouns keep their capital. */
export function keywords(text: string, language: ArticleLanguage, max: number): string[] {
  const tokens = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < tokens.length && out.length < max; i++) {
    const word = tokens[i]![0];
    const lower = word.toLowerCase();
    const prev = tokens[i - 1]?.[0].toLowerCase();
    // One form per word: "brutării" and "brutăriile", "customer" and "customers" share a stem.
    const stem = lower.slice(0, Math.max(4, Math.min(6, lower.length - 2)));
    if (ALL_STOPWORDS.has(lower) || seen.has(stem)) continue;
    if (word.length < 4 && !/^\p{Lu}{2,}$/u.test(word)) continue;
    // Verbs make poor keywords: skip the word after "to"/"să"/"a" and Spanish infinitives.
    if ((language === 'en' && prev === 'to') || (language === 'ro' && (prev === 'să' || prev === 'a')))
      continue;
    if (language === 'es' && /(?:ar|er|ir)$/.test(lower) && lower.length >= 5) continue;
    seen.add(stem);
    const startsSentence = i === 0 || /[.!?]\s*$/.test(text.slice(0, tokens[i]!.index));
    const properNoun = /\p{Lu}/u.test(word.slice(1)) || (/^\p{Lu}/u.test(word) && !startsSentence);
    out.push(properNoun ? word : lower);
  }
  return out;
}

/**
 * A short noun phrase for title templates and sentences: the idea's subject (subject-phrase.ts),
 * read in the language the idea is written in (it may differ from the one asked for).
 */
export function topicFromIdea(idea: string): string {
  return subjectPhrase(idea, detectLanguage(idea));
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the word looks like a name or an acronym. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) && !/^I\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/**
 * Spanish contracts a preposition with the article of a subject that follows it: "sobre el
 * pan" stays, "de el pan" becomes "del pan", "a el pan" "al pan". Templates put the subject
 * (with its own article) after prepositions, so every Spanish text goes through this.
 */
export function contractArticles(text: string, language: ArticleLanguage): string {
  if (language !== 'es') return text;
  return text.replace(/(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/gu, '$1l');
}
