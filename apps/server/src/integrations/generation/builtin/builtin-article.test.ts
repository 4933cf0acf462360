import {
  ARTICLE_AUDIENCES,
  ARTICLE_LANGUAGES,
  ARTICLE_TONES,
  ARTICLE_WORD_COUNTS,
  type ArticleLanguage,
} from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { countWords, htmlToText } from '../content/html-text.js';
import type { ArticleInput } from '../provider.js';
import { createBuiltinProvider } from './builtin-provider.js';

const provider = createBuiltinProvider();
const IDEAS: Record<ArticleLanguage, { idea: string; title: string }> = {
  en: {
    idea: 'How small bakeries can use Instagram to find new customers',
    title: 'Instagram for small bakeries',
  },
  ro: {
    idea: 'Cum pot brutăriile mici să folosească Instagram pentru clienți noi',
    title: 'Instagram pentru brutării mici',
  },
  es: {
    idea: 'Cómo pueden las panaderías pequeñas usar Instagram para atraer clientes',
    title: 'Instagram para panaderías pequeñas',
  },
};

/** Independent of the generator's own detector: counts frequent function words. */
const MARKERS: Record<ArticleLanguage, string[]> = {
  en: ['the', 'and', 'is', 'to', 'of', 'that', 'with', 'you'],
  ro: ['și', 'este', 'pentru', 'care', 'să', 'mai', 'din', 'că'],
  es: ['el', 'los', 'las', 'para', 'que', 'es', 'con', 'por'],
};
function languageScores(text: string): Record<ArticleLanguage, number> {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const score = (lang: ArticleLanguage) => words.filter((w) => MARKERS[lang].includes(w)).length;
  return { en: score('en'), ro: score('ro'), es: score('es') };
}

const input = (language: ArticleLanguage, over: Partial<ArticleInput> = {}): ArticleInput => ({
  ...IDEAS[language],
  tone: 'professional',
  wordCount: 500,
  language,
  audience: 'general',
  ...over,
});

describe('builtin article', () => {
  const cases = ARTICLE_LANGUAGES.flatMap((language) =>
    ARTICLE_WORD_COUNTS.map((wordCount) => [language, wordCount] as const),
  );

  it.each(cases)('%s, %i words: language, length, structure, meta and tags', async (language, wordCount) => {
    const tone = ARTICLE_TONES[wordCount % ARTICLE_TONES.length]!;
    const out = await provider.article(input(language, { wordCount, tone }));
    const text = htmlToText(out.html);

    const words = countWords(text);
    expect(words).toBeGreaterThanOrEqual(wordCount * 0.85);
    expect(words).toBeLessThanOrEqual(wordCount * 1.15);

    const scores = languageScores(text);
    for (const other of ARTICLE_LANGUAGES.filter((l) => l !== language))
      expect(scores[language]).toBeGreaterThan(scores[other] * 3);

    expect(out.html.startsWith('<p>')).toBe(true); // introduction before the first section
    expect((out.html.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(4); // 3+ sections and a conclusion
    expect(out.html).toMatch(/<\/h2><p>[^<]+<\/p>$/); // ends with the conclusion paragraph
    expect(out.html).not.toMatch(/lorem|ipsum|\{\w+\}|undefined/i);

    expect(out.metaDescription.length).toBeGreaterThan(20);
    expect(out.metaDescription.length).toBeLessThanOrEqual(160);
    expect(out.tags.length).toBeGreaterThanOrEqual(3);
    expect(out.tags.length).toBeLessThanOrEqual(8);
  });

  it('stays within ±15% for every tone and audience', async () => {
    for (const language of ARTICLE_LANGUAGES) {
      for (const tone of ARTICLE_TONES) {
        for (const audience of ARTICLE_AUDIENCES) {
          for (const wordCount of [300, 2000] as const) {
            const out = await provider.article(input(language, { tone, audience, wordCount }));
            const words = countWords(htmlToText(out.html));
            expect(
              Math.abs(words - wordCount) / wordCount,
              `${language} ${tone} ${audience} ${wordCount}`,
            ).toBeLessThanOrEqual(0.15);
          }
        }
      }
    }
  });

  it('follows the tone and addresses the audience', async () => {
    const casual = htmlToText(
      (await provider.article(input('en', { tone: 'casual', audience: 'beginners' }))).html,
    );
    const formal = htmlToText(
      (await provider.article(input('en', { tone: 'formal', audience: 'marketers' }))).html,
    );
    expect(casual).toContain("Let's keep it simple");
    expect(casual).toContain('beginners');
    expect(formal).toContain('The present article examines');
    expect(formal).toContain('marketers');
  });

  it('uses correct Romanian and Spanish letters', async () => {
    expect(htmlToText((await provider.article(input('ro'))).html)).toMatch(/[ăâîșț]/);
    expect(htmlToText((await provider.article(input('es'))).html)).toMatch(/[áéíóúñ]/);
  });

  it('is deterministic and varies with the input', async () => {
    const a = await provider.article(input('en'));
    expect(await provider.article(input('en'))).toEqual(a);
    expect((await provider.article(input('en', { title: 'Another title entirely' }))).html).not.toBe(a.html);
  });

  it('escapes the user title', async () => {
    const out = await provider.article(input('en', { title: '<img src=x onerror=alert(1)> Bakeries' }));
    expect(out.html).not.toMatch(/<img|onerror=alert\(1\)>/);
    expect(out.html).toContain('&lt;img');
  });

  it.each(ARTICLE_LANGUAGES)('suggests 10 distinct titles in %s, deterministically', async (language) => {
    const titles = await provider.titleIdeas({ idea: IDEAS[language].idea, language });
    expect(titles).toHaveLength(10);
    expect(new Set(titles).size).toBe(10);
    expect(await provider.titleIdeas({ idea: IDEAS[language].idea, language })).toEqual(titles);
    const joined = titles.join(' ');
    if (language === 'ro') expect(joined).toMatch(/despre|pentru|pași|ghid/);
    if (language === 'es') expect(joined).toMatch(/sobre|para|pasos|guía/);
    if (language === 'en') expect(joined).toMatch(/About|Guide|Steps|for/);
  });

  it('suggests an image prompt from the title and the article', async () => {
    const prompt = await provider.imagePrompt({
      title: 'Instagram for bakeries',
      content: '<p>Fresh bread photographed in daylight.</p>',
    });
    expect(prompt).toContain('Instagram for bakeries');
    expect(prompt).toMatch(/bread/i);
    expect(prompt.length).toBeLessThanOrEqual(1000);
  });

  it('writes the image prompt in the language of the article', async () => {
    const ro = await provider.imagePrompt({
      title: 'Cum își găsește o brutărie clienții',
      content: '<p>Pâinea proaspătă se vinde singură, iar clienții revin pentru gustul ei.</p>',
    });
    expect(ro).toMatch(/^Ilustrație editorială pentru articolul „Cum își găsește o brutărie clienții”/);
    expect(ro).toContain('fără text');
    const es = await provider.imagePrompt({
      title: 'Cómo una panadería encuentra clientes',
      content: '<p>El pan fresco se vende solo y los clientes vuelven por su sabor.</p>',
    });
    expect(es).toMatch(/^Ilustración editorial para el artículo «Cómo una panadería encuentra clientes»/);
    expect(es).toContain('sin texto');
  });

  it('stops when the caller has already aborted', async () => {
    await expect(provider.article(input('en'), AbortSignal.abort())).rejects.toMatchObject({
      code: 'ABORTED',
    });
  });
});

describe('builtin article stays on its subject', () => {
  const article = (idea: string, language: ArticleLanguage = 'en') =>
    provider.article({
      idea,
      title: '',
      tone: 'professional',
      wordCount: 500,
      language,
      audience: 'general',
    } as ArticleInput);

  it('titles keep the subject as a phrase (no pairs of unrelated keywords)', async () => {
    const titles = await provider.titleIdeas({
      idea: 'Write an article about composting kitchen scraps in a small city flat',
      language: 'en',
    });
    expect(titles.length).toBeGreaterThan(3);
    for (const title of titles) {
      expect(title.toLowerCase()).toContain('composting kitchen scraps');
      expect(title).not.toMatch(/\b(\w+) and (city|beginner)\b/i);
    }
  });

  it('names the subject in every section heading, in each language', async () => {
    for (const [language, idea, subject] of [
      ['en', 'Composting kitchen scraps in a small city flat', 'composting kitchen scraps'],
      ['ro', 'Grădinăritul pe balcon în orașe mari', 'grădinăritul pe balcon'],
      ['es', 'Huertos urbanos en terrazas pequeñas', 'huertos urbanos'],
    ] as const) {
      const { html } = await article(idea, language);
      const headings = [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]!);
      expect(headings.length).toBeGreaterThan(2);
      for (const heading of headings) expect(heading.toLowerCase()).toContain(subject);
    }
  });

  it('writes different paragraphs for different topics', async () => {
    const paragraphs = async (idea: string) =>
      new Set([...(await article(idea)).html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!));
    const compost = await paragraphs('Composting kitchen scraps in a small city flat');
    const bikes = await paragraphs('Electric bikes for commuting in hilly towns');
    const shared = [...compost].filter((p) => bikes.has(p));
    expect(shared).toEqual([]);
  });
});
