import type { ArticleLanguage } from '@forja/contracts';

/*
 * The subject of an idea as a short noun phrase that reads well inside a title or a sentence:
 * "Write an article about composting kitchen scraps in a small city flat" -> "composting
 * kitchen scraps". Lead-ins ("write about", "a guide to", "cum să", "cómo") go, and so does a
 * list head ("three surprising facts about octopuses" -> "octopuses": the templates say "3
 * Surprising Facts About …" themselves); the phrase ends before the first little word
 * (preposition, article, conjunction) after a few words, so it never stops mid-phrase ("in a
 * small"). It never pairs unrelated keywords ("neighbourhood and bakeries"), which is what the
 * offline generator used to do. Romanian and Spanish keep the subject's own article ("o
 * bicicletă", "las panaderías"): the templates only put the subject where it needs no
 * agreement (after a preposition, as an object, or before a colon), and there an article-less
 * singular would read wrong ("despre bicicletă").
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
    /^(?:un|o)\s+(?=(?:articol|postare|video|clip|poveste|ghid|listă)\s)/i,
    /^(?:articol|postare|video|poveste|ghid|sfaturi|idei|listă)(?:\s+(?:scurt|practic|complet))?\s+(?:despre|pentru|privind|cu)\s+/i,
    /^(?:despre)\s+/i,
    /^(?:cum|de ce|când|unde|ce)\s+(?:(?:poți|putem|pot|se)\s+)?/i,
  ],
  es: [
    /^(?:quiero|queremos|me gustaría)\s+(?:escribir|crear|hacer)\s+/i,
    /^(?:escribe|escribir|crea|haz)\s+/i,
    /^(?:un|una)\s+(?=(?:artículo|publicación|vídeo|video|historia|guía|lista)\s)/i,
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
/** The articles Romanian and Spanish subjects keep. */
const SUBJECT_ARTICLE: Partial<Record<ArticleLanguage, RegExp>> = {
  ro: /^(?:un|o|niște)$/i,
  es: /^(?:el|la|los|las|un|una|unos|unas)$/i,
};
/** English titles read better without the subject's article ("The Truth About electric bikes"). */
const LEADING_ARTICLE: Partial<Record<ArticleLanguage, RegExp>> = { en: /^(?:an?|the)\s+/i };

/*
 * A list head before the real subject: "three surprising facts about", "5 lucruri
 * surprinzătoare despre", "tres datos curiosos sobre", "the history of". Only list nouns with a
 * number or a listed adjective, so "small business secrets of …" keeps its subject.
 */
const alternatives = (list: string) => list.trim().split(/\s+/).join('|');
const EN_QUANTITY = alternatives(
  'the top some a\\s+few \\d+ one two three four five six seven eight nine ten twelve',
);
const EN_ADJECTIVE =
  alternatives(`surprising little-known amazing fun interesting essential simple practical key common
  hidden weird strange incredible important quick useful basic unknown real biggest best main true curious shocking`);
const EN_LIST =
  alternatives(`facts? things? reasons? ways? tips? tricks? secrets? mistakes? lessons? ideas? myths?
  questions? habits? signs? benefits? truths? stories? rules? examples? strategies hacks? dangers? risks? truth
  history basics science story importance`);
const RO_QUANTITY = alternatives(
  '\\d+ un o două doi trei patru cinci șase șapte opt nouă zece câteva câțiva niște cele cei',
);
const RO_LIST =
  alternatives(`fapte faptele lucruri lucrurile motive motivele moduri sfaturi sfaturile trucuri secrete
  secretele secretul greșeli greșelile lecții lecțiile idei ideile mituri miturile întrebări obiceiuri semne beneficii
  beneficiile avantaje avantajele riscuri riscurile adevărul adevăruri povestea povești istoria curiozități informații
  detalii`);
const RO_ADJECTIVE =
  alternatives(`surprinzătoare surprinzători interesante interesanți esențiale simple practice ascunse
  importante utile uimitoare incredibile necunoscute rapide frecvente comune adevărate principale reale fascinante
  ciudate`);
const ES_QUANTITY = alternatives(
  '\\d+ un una dos tres cuatro cinco seis siete ocho nueve diez algunos algunas unos unas los las el la',
);
const ES_LIST =
  alternatives(`datos cosas razones motivos formas maneras consejos trucos secretos secreto errores lecciones
  ideas mitos preguntas hábitos señales beneficios ventajas riesgos verdad verdades historia historias curiosidades
  claves`);
const ES_ADJECTIVE =
  alternatives(`sorprendentes curiosos curiosas interesantes esenciales sencillos sencillas prácticos
  prácticas ocultos ocultas importantes útiles increíbles desconocidos desconocidas rápidos rápidas comunes frecuentes
  principales reales fascinantes básicos básicas clave`);
const LIST_HEAD: Record<ArticleLanguage, RegExp> = {
  en: new RegExp(
    `^(?:(?:${EN_QUANTITY})\\s+)?(?:(?:${EN_ADJECTIVE})\\s+){0,2}(?:${EN_LIST})\\s+(?:about|of|on|behind|regarding)\\s+`,
    'iu',
  ),
  ro: new RegExp(
    `^(?:(?:${RO_QUANTITY})\\s+)?(?:${RO_LIST})(?:\\s+(?:${RO_ADJECTIVE})){0,2}\\s+(?:despre|legate de|legat de|din spatele|privind)\\s+`,
    'iu',
  ),
  es: new RegExp(
    `^(?:(?:${ES_QUANTITY})\\s+)?(?:${ES_LIST})(?:\\s+(?:${ES_ADJECTIVE})){0,2}\\s+(?:sobre|(?:acerca\\s+|detrás\\s+)?del?)\\s+`,
    'iu',
  ),
};

/** Drops a list head; Spanish "la historia del pan" keeps the article the contraction held: "el pan". */
function withoutListHead(clause: string, language: ArticleLanguage): string {
  const head = LIST_HEAD[language].exec(clause);
  if (!head || head[0].length >= clause.length) return clause;
  const rest = clause.slice(head[0].length);
  return language === 'es' && /\bdel\s+$/i.test(head[0]) ? `el ${rest}` : rest;
}

export function subjectPhrase(idea: string, language: ArticleLanguage): string {
  let clause = (idea.trim().split(/[.!?;:\n]/)[0] ?? '').replace(/[¿¡"“”„«»]/g, '').trim();
  const opening = clause;
  for (const lead of LEAD_INS[language]) {
    clause = clause.replace(VERB_FIRST[language], '').replace(lead, '').trim();
  }
  clause = withoutListHead(clause, language);
  const article = LEADING_ARTICLE[language];
  if (article) clause = clause.replace(article, '');
  const words = clause.split(/\s+/).filter(Boolean);
  const breaks = BREAKS[language];
  let end = Math.min(words.length, MAX_WORDS);
  // A Spanish infinitive starts a verb phrase ("panaderías pequeñas usar Instagram"): stop there too.
  const isBreak = (word: string) =>
    breaks.has(word.toLowerCase()) || (language === 'es' && /^\p{Ll}{2,}(?:ar|er|ir)$/u.test(word));
  // The subject's own article ("o grădină pe balcon") is not one of the words it needs.
  const first = SUBJECT_ARTICLE[language]?.test(words[0] ?? '')
    ? MIN_WORDS_BEFORE_BREAK + 1
    : MIN_WORDS_BEFORE_BREAK;
  for (let i = first; i < end; i++) {
    if (isBreak(words[i]!)) {
      end = i;
      break;
    }
  }
  while (end > 1 && breaks.has(words[end - 1]!.toLowerCase())) end--;
  const phrase = words.slice(0, end).join(' ').replace(/[,]+$/, '');
  if (!phrase) return lowerFirst(idea.trim().split(/\s+/).slice(0, 3).join(' '));
  // A capital that opened the idea is the sentence's; one further in names something ("Rome").
  return opening.startsWith(phrase) ? lowerFirst(phrase) : phrase;
}

/** Lower-cases the first letter unless the word looks like a name or an acronym ("O grădină" -> "o grădină"). */
function lowerFirst(text: string): string {
  return /^\p{Lu}(?:\p{Ll}|\s)/u.test(text) && !/^I\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}
