import {
  ARTICLE_TONES,
  VIDEO_SCRIPT_TYPES,
  VIDEO_SCRIPT_TONES,
  type ArticleLanguage,
  type VideoScriptOptions,
} from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../content/html-text.js';
import { createBuiltinProvider } from './builtin-provider.js';
import { LEXICONS } from './article/compose-article.js';
import { VIDEO_LEXICONS } from './video/video-texts.js';

/*
 * The offline generator's texts stay grammatical whatever the subject: singular or plural,
 * masculine or feminine, with or without its article. Templates never make anything agree
 * with the subject (which could be any of those): it only stands after a preposition, as the
 * object of a verb, inside quotes, or at the start of a title before a colon or a preposition.
 * And titles keep the subject rather than swallowing it ("3 Surprising Facts About three
 * surprising facts").
 */

const provider = createBuiltinProvider();

interface Idea {
  idea: string;
  /** The subject every title keeps, as the texts write it. */
  subject: string;
  plural: boolean;
}
const IDEAS: Record<ArticleLanguage, Idea[]> = {
  en: [
    { idea: 'Three surprising facts about octopuses', subject: 'octopuses', plural: true },
    { idea: '3 surprising facts about the Roman army', subject: 'Roman army', plural: false },
    {
      idea: 'How small bakeries can win customers with social media',
      subject: 'small bakeries',
      plural: true,
    },
    { idea: 'The history of jazz', subject: 'jazz', plural: false },
    { idea: 'Electric bikes for commuting in hilly towns', subject: 'electric bikes', plural: true },
    { idea: 'Why sourdough bread is healthier than white bread', subject: 'sourdough bread', plural: false },
  ],
  ro: [
    { idea: 'Brutăriile mici din cartier', subject: 'brutăriile mici', plural: true },
    {
      idea: 'Cum pot brutăriile mici să folosească Instagram pentru clienți noi',
      subject: 'brutăriile mici',
      plural: true,
    },
    { idea: '3 lucruri surprinzătoare despre caracatițe', subject: 'caracatițe', plural: true },
    {
      idea: 'Cum să alegi o bicicletă electrică pentru oraș',
      subject: 'o bicicletă electrică',
      plural: false,
    },
    { idea: 'Grădinăritul pe balcon în orașe mari', subject: 'grădinăritul pe balcon', plural: false },
    { idea: 'Câinii de talie mică în apartament', subject: 'câinii de talie mică', plural: true },
    { idea: 'Istoria cafelei în România', subject: 'istoria cafelei', plural: false },
  ],
  es: [
    {
      idea: 'Las panaderías pequeñas y las redes sociales',
      subject: 'las panaderías pequeñas',
      plural: true,
    },
    { idea: 'Tres datos curiosos sobre los pulpos', subject: 'los pulpos', plural: true },
    { idea: 'La historia del pan de masa madre', subject: 'el pan de masa madre', plural: false },
    {
      idea: 'Cómo elegir una bicicleta eléctrica para la ciudad',
      subject: 'una bicicleta eléctrica',
      plural: false,
    },
    { idea: 'Huertos urbanos en terrazas pequeñas', subject: 'huertos urbanos', plural: true },
    { idea: 'El compostaje doméstico en pisos pequeños', subject: 'el compostaje doméstico', plural: false },
  ],
};

/** Words after which any noun phrase fits, whatever its gender and number: prepositions and the templates' object-taking verbs. */
const NO_AGREEMENT_BEFORE: Record<ArticleLanguage, string[]> = {
  en: [
    ...'about of on for with to into through behind around in at from out down'.split(' '),
    ...'ignore discuss show understand'.split(' '),
  ],
  ro: [
    ...'despre de pentru cu în din la prin pe asupra'.split(' '),
    ...'ignor arătăm înțelegi subestimezi'.split(' '),
  ],
  es: [
    ...'sobre de del al a con para en por'.split(' '),
    ...'ignorar entender subestimar mostramos descompone'.split(' '),
  ],
};
/** After a title-opening subject: a colon or a preposition, never a verb or an adjective that would agree. */
const NO_AGREEMENT_AFTER: Record<ArticleLanguage, string[]> = {
  en: 'in for'.split(' '),
  ro: 'în pe pentru'.split(' '),
  es: 'en para'.split(' '),
};
/** Verbs that agree with a singular subject only: a plural subject of one is the bug this suite closes. */
const SINGULAR_VERBS: Record<ArticleLanguage, string> = {
  en: 'is|was|has|does|matters|changes|seems|becomes|keeps|sounds',
  ro: 'este|e|dispare|pare|devine|vine|rămâne|are',
  es: 'es|está|parece|importa|desaparece|llega|cambia|se convierte',
};
/** A plural subject opening a clause ("Ignorat, brutăriile mici nu dispare") followed by a singular verb. */
const pluralWithSingularVerb = (language: ArticleLanguage, subject: string) =>
  new RegExp(
    `(?:^|[.:,;!?]\\s+|(?<!\\p{L})(?:și|y|and|why|por qué|de ce)\\s+)${escape(subject)}\\s+(?:(?:nu|no|not)\\s+)?(?:${SINGULAR_VERBS[language]})(?!\\p{L})`,
    'imu',
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the subject occurs in `text`, with the word (or mark) before and after it. */
function occurrences(text: string, subject: string) {
  // Spanish contracts "de el" and "a el": "del pan" holds the subject "el pan".
  const definite = /^el\s+/i.test(subject);
  const body = escape(subject.replace(/^el\s+/i, ''));
  const head = definite ? '(?:(del|al)\\s+|el\\s+)' : '()';
  const pattern = new RegExp(`(?<!\\p{L})${head}${body}(?!\\p{L})`, 'giu');
  return [...text.matchAll(pattern)].map((m) => {
    const before = text.slice(0, m.index).trimEnd();
    const after = text.slice(m.index + m[0].length).trimStart();
    return {
      at: text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20),
      previous: m[1] || (/(\p{L}+)$/u.exec(before)?.[1] ?? ''),
      mark: m[1] ? '' : (before.at(-1) ?? ''),
      next: /^(\p{L}+)/u.exec(after)?.[1] ?? after.charAt(0),
      opens: !m[1] && (before === '' || /[.!?]$/.test(before)),
    };
  });
}

/** Everything the generator writes for an idea: titles, the article (each tone), the script (each tone and type), the narration. */
async function textsFor(language: ArticleLanguage, idea: string): Promise<string[]> {
  const titles = await provider.titleIdeas({ idea, language });
  const videoTitles = await provider.videoTitleIdeas({ idea });
  const texts = [...titles, ...videoTitles];
  for (const [k, tone] of ARTICLE_TONES.entries()) {
    const article = await provider.article({
      idea,
      // Half without a title: the subject stands in for it.
      title: k % 2 ? titles[k]! : '',
      tone,
      wordCount: 800,
      language,
      audience: 'general',
    });
    const parts = article.html.split(/<\/?(?:h2|p|li|ul|ol)>/).filter((p) => p.trim());
    texts.push(...parts.map(htmlToText), article.metaDescription);
  }
  for (const tone of VIDEO_SCRIPT_TONES) {
    for (const type of VIDEO_SCRIPT_TYPES) {
      const options: VideoScriptOptions = {
        type,
        tone,
        length: '3min',
        audience: '',
        keyMessages: '',
        referenceUrl: '',
        visualTheme: '',
      };
      const script = await provider.videoScript({ idea, options });
      texts.push(script.title, script.hook, script.introduction, ...script.main_content);
    }
  }
  const scenes = await provider.videoScenes({
    videoTitle: videoTitles[0]!,
    comment: '',
    imageStyle: 'cinematic',
    resolution: 'instagram-story',
    numberOfScenes: 5,
    secondsPerScene: 10,
    imageModel: 'freepik-classic',
    voice: 'en-US-BrianMultilingualNeural',
    withAudio: true,
    language,
    niche: 'interesting-history',
  });
  texts.push(...scenes.map((s) => s.voiceOverText));
  return texts;
}

describe.each(Object.keys(IDEAS) as ArticleLanguage[])('builtin texts in %s', (language) => {
  it.each(IDEAS[language])('titles keep the subject: $idea', async ({ idea, subject }) => {
    const titles = [
      ...(await provider.titleIdeas({ idea, language })),
      ...(await provider.videoTitleIdeas({ idea })),
    ];
    for (const title of titles) {
      expect(occurrences(title, subject), `"${title}" names ${subject}`).not.toHaveLength(0);
      // No phrase twice ("3 Surprising Facts About three surprising facts").
      expect(title, title).not.toMatch(/(?<!\p{L})(\p{L}{3,} \p{L}{3,})(?!\p{L}).*(?<!\p{L})\1(?!\p{L})/iu);
    }
  });

  it.each(IDEAS[language])(
    'the subject only stands where nothing agrees with it: $idea',
    async ({ idea, subject, plural }) => {
      const misplaced: string[] = [];
      for (const text of await textsFor(language, idea)) {
        for (const o of occurrences(text, subject)) {
          const safe =
            NO_AGREEMENT_BEFORE[language].includes(o.previous.toLowerCase()) ||
            /[:„“«"]/.test(o.mark) ||
            (o.opens && (o.next === ':' || NO_AGREEMENT_AFTER[language].includes(o.next.toLowerCase())));
          if (!safe) misplaced.push(o.at);
        }
        if (plural) expect(text).not.toMatch(pluralWithSingularVerb(language, subject));
        if (language === 'es')
          expect(text, 'Spanish contracts de el / a el').not.toMatch(/(?<!\p{L})(?:de|a) el(?!\p{L})/iu);
      }
      expect(misplaced).toEqual([]);
    },
  );
});

describe('the neutral reference stands where grammar agrees', () => {
  it('a plural subject never takes a singular verb (brutăriile mici nu dispare)', async () => {
    const ro = (await textsFor('ro', 'Brutăriile mici din cartier')).join('\n');
    expect(ro).not.toMatch(pluralWithSingularVerb('ro', 'brutăriile mici'));
    // The sentences that agree still appear, with the lexicon's neuter singular reference.
    expect(ro).toMatch(/Ignorat, (?:acest subiect|acest domeniu) nu dispare/);
    const es = (await textsFor('es', 'Las panaderías pequeñas y las redes sociales')).join('\n');
    expect(es).not.toMatch(pluralWithSingularVerb('es', 'las panaderías pequeñas'));
    expect(es).toMatch(/Seamos sinceros: este (?:tema|asunto|ámbito) parece más complicado/);
  });

  it('every lexicon reference is a phrase whose agreement the templates were written for', () => {
    expect(LEXICONS.ro.refs).toEqual(['acest subiect', 'acest domeniu']);
    expect(LEXICONS.es.refs.every((r) => /^este\s/.test(r))).toBe(true);
    for (const lex of Object.values(VIDEO_LEXICONS))
      for (const template of lex.titleTemplates) expect(template).not.toMatch(/\{Topic\},/);
  });
});
