import type { ArticleLanguage } from '@forja/contracts';

/*
 * The subject of an idea as a short noun phrase that reads well inside a title or a sentence:
 * "Write an article about composting kitchen scraps in a small city flat" -> "composting
 * kitchen scraps". Lead-ins ("write about", "a guide to", "cum să", "cómo") go; the phrase
 * ends before the first little word (preposition, article, conjunction) after a few words,
 * so it never stops mid-phrase ("in a small"). It never pairs unrelated keywords
 * ("neighbourhood and bakeries"), which is what the offline generator used to do.
 */

const LEAD_INS: Record<ArticleLanguage, RegExp[]> = {
  en: [
    /^(?:please\s+)?(?:i|we)\s+(?:want|would like|need|plan)\s+to\s+(?:write|create|make|publish)\s+/i,
    /^(?:please\s+)?(?:write|create|make|draft|publish)\s+/i,
    /^(?:an?|the)\s+/i,
    /^(?:short\s+|long\s+|detailed\s+|complete\s+|quick\s+|practical\s+)?(?:beginner'?s\s+)?(?:blog\s+)?(?:article|post|video|story|guide|overview|introduction|tutorial|tips|ideas|checklist)\s+(?:about|on|to|for|of|with)\s+/i,
    /^(?:about|on)\s+/i,
    /^(?:how|why|when|where|what)\s+(?:(?:can|do|should|could|is|are)\s+)?(?:(?:i|you|we|they|people)\s+)?/i,
  ],
  ro: [
    /^(?:vreau|vrem|aș vrea)\s+(?:să\s+)?(?:scriu|scriem|fac|facem|creez)?\s*/i,
    /^(?:scrie|scrieți|creează|fă)\s+/i,
    /^(?:un|o)\s+/i,
    /^(?:articol|postare|video|poveste|ghid|sfaturi|idei|listă)(?:\s+(?:scurt|practic|complet))?\s+(?:despre|pentru|privind|cu)\s+/i,
    /^(?:despre)\s+/i,
    /^(?:cum|de ce|când|unde|ce)\s+(?:(?:poți|putem|pot|se)\s+)?/i,
  ],
  es: [
    /^(?:quiero|queremos|me gustaría)\s+(?:escribir|crear|hacer)\s+/i,
    /^(?:escribe|escribir|crea|haz)\s+/i,
    /^(?:un|una)\s+/i,
    /^(?:artículo|publicación|vídeo|video|historia|guía|consejos|ideas|lista)(?:\s+(?:breve|práctica|práctico|completa|completo))?\s+(?:sobre|para|de|acerca de)\s+/i,
    /^(?:sobre|acerca de)\s+/i,
    /^(?:cómo|por qué|cuándo|dónde|qué)\s+(?:(?:puedo|puedes|puede|podemos|pueden|se|hay que)\s+)?/i,
  ],
};

/** Little words a phrase should not end on, and a good place to stop before. */
const BREAKS: Record<ArticleLanguage, Set<string>> = {
  en: new Set(
    'a an the and or but of to in on for with without about at by from into over under as than that which who while when if so your my our their its this these those is are was were be can could should will would must may might do does'.split(
      ' ',
    ),
  ),
  ro: new Set(
    'și sau dar la în pe pentru cu fără despre din prin ca că care când dacă un o unei unui al a ai ale este sunt fi să se mai poate pot pot'.split(
      ' ',
    ),
  ),
  es: new Set(
    'y o pero a al en con sin para por sobre como que cuando si el la los las un una unos unas es son ser se su sus puede pueden'.split(
      ' ',
    ),
  ),
};

const MAX_WORDS = 6;
const MIN_WORDS_BEFORE_BREAK = 2;

/** "how to choose…", "cum să alegi…", "cómo elegir…": the verb after it goes, the object is the subject. */
const VERB_FIRST: Record<ArticleLanguage, RegExp> = {
  en: /^how\s+to\s+\S+\s+/i,
  ro: /^cum\s+să\s+\S+\s+/i,
  es: /^cómo\s+\S+(?:ar|er|ir)(?:se)?\s+/i,
};
/** Articles a subject does not start with ("the", "o", "el"): templates add their own. */
const LEADING_ARTICLE: Record<ArticleLanguage, RegExp> = {
  en: /^(?:an?|the)\s+/i,
  ro: /^(?:un|o|niște)\s+/i,
  es: /^(?:el|la|los|las|un|una|unos|unas)\s+/i,
};

export function subjectPhrase(idea: string, language: ArticleLanguage): string {
  let clause = (idea.trim().split(/[.!?;:\n]/)[0] ?? '').replace(/[¿¡"“”„«»]/g, '').trim();
  for (const lead of LEAD_INS[language]) {
    clause = clause.replace(VERB_FIRST[language], '').replace(lead, '').trim();
  }
  clause = clause.replace(LEADING_ARTICLE[language], '');
  const words = clause.split(/\s+/).filter(Boolean);
  const breaks = BREAKS[language];
  let end = Math.min(words.length, MAX_WORDS);
  // A Spanish infinitive starts a verb phrase ("panaderías pequeñas usar Instagram"): stop there too.
  const isBreak = (word: string) =>
    breaks.has(word.toLowerCase()) || (language === 'es' && /^\p{Ll}{2,}(?:ar|er|ir)$/u.test(word));
  for (let i = MIN_WORDS_BEFORE_BREAK; i < end; i++) {
    if (isBreak(words[i]!)) {
      end = i;
      break;
    }
  }
  while (end > 1 && breaks.has(words[end - 1]!.toLowerCase())) end--;
  const phrase = words.slice(0, end).join(' ').replace(/[,]+$/, '');
  return lowerFirst(phrase || idea.trim().split(/\s+/).slice(0, 3).join(' '));
}

/** Lower-cases the first letter unless the word looks like a name or an acronym. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) && !/^I\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}
