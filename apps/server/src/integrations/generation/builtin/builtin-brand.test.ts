import {
  brandBriefSchema,
  videoScenesRequestSchema,
  videoScriptOptionsSchema,
  type BrandBrief,
} from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { expectNoAvoidedWords, foldedWords } from '../../../test/avoided-words.js';
import { htmlToText } from '../content/html-text.js';
import type { GenerationProvider } from '../provider.js';
import { createBuiltinProvider } from './builtin-provider.js';

/*
 * The builtin generator and a brand brief: the avoided words never appear anywhere in a
 * result (chosen among the words each template really writes: the idea's, the lexicon's),
 * the keywords and the call to action do, and a word merely containing an avoided one stays.
 */

const provider = createBuiltinProvider();
const brand = (over: Partial<BrandBrief>): BrandBrief =>
  brandBriefSchema.parse({ name: 'Crumb & Co', ...over });
const scriptOptions = videoScriptOptionsSchema.parse({});

interface Case {
  name: string;
  avoid: string[];
  run(p: GenerationProvider, b: BrandBrief): Promise<unknown>;
  /** Where the call to action and keywords must show, when the kind writes them. */
  closing?(result: never): string;
  tags?(result: never): string[];
}

const CASES: Case[] = [
  {
    name: 'article (en): idea words, a template phrase, any case',
    avoid: ['bakeries', 'INSTAGRAM', 'step by step', 'guide', 'readers'],
    run: (p, b) =>
      p.article({
        idea: 'How small bakeries can use Instagram to find new customers',
        title: 'Instagram for small bakeries',
        tone: 'friendly',
        wordCount: 800,
        language: 'en',
        audience: 'general',
        brand: b,
      }),
    closing: (a: { html: string }) => htmlToText(a.html),
    tags: (a: { tags: string[] }) => a.tags,
  },
  {
    name: 'article (ro): written without diacritics, the text has them',
    avoid: ['brutarii', 'brutariile', 'pasul'],
    run: (p, b) =>
      p.article({
        idea: 'Cum pot brutăriile mici să folosească Instagram pentru clienți noi',
        title: 'Instagram pentru brutării mici',
        tone: 'professional',
        wordCount: 500,
        language: 'ro',
        audience: 'business',
        brand: b,
      }),
    closing: (a: { html: string }) => htmlToText(a.html),
    tags: (a: { tags: string[] }) => a.tags,
  },
  {
    name: 'article (es): accents either way, a phrase',
    avoid: ['panaderías pequeñas', 'PANADERIAS', 'clientes'],
    run: (p, b) =>
      p.article({
        idea: 'Cómo pueden las panaderías pequeñas usar Instagram para atraer clientes',
        title: 'Instagram para panaderías pequeñas',
        tone: 'casual',
        wordCount: 300,
        language: 'es',
        audience: 'beginners',
        brand: b,
      }),
    closing: (a: { html: string }) => htmlToText(a.html),
    tags: (a: { tags: string[] }) => a.tags,
  },
  {
    name: 'article title ideas',
    avoid: ['bakeries', 'guide'],
    run: (p, b) => p.titleIdeas({ idea: 'Small bakeries winning local customers', language: 'en', brand: b }),
  },
  {
    name: 'video title ideas',
    avoid: ['sourdough', 'secrets'],
    run: (p, b) => p.videoTitleIdeas({ idea: 'Sourdough secrets for busy mornings', brand: b }),
  },
  {
    name: 'video scenes: narration, image prompts and stock keywords',
    avoid: ['lighthouse', 'storm'],
    run: (p, b) =>
      p.videoScenes({
        ...videoScenesRequestSchema.parse({
          videoTitle: 'The lighthouse in the storm',
          comment: 'a storm at night',
          numberOfScenes: 4,
          language: 'en',
          niche: 'scary-story',
        }),
        brand: b,
      }),
    closing: (scenes: { voiceOverText: string }[]) => scenes.at(-1)!.voiceOverText,
    tags: (scenes: { keywords: string[] }[]) => scenes.flatMap((s) => s.keywords),
  },
  {
    name: 'video script (ro): hashtags too',
    avoid: ['brutăriile', 'instagram'],
    run: (p, b) =>
      p.videoScript({
        idea: 'Cum pot brutăriile mici să folosească Instagram',
        options: scriptOptions,
        brand: b,
      }),
    closing: (s: { call_to_action: string }) => s.call_to_action,
    tags: (s: { hashtags: string[] }) => s.hashtags,
  },
];

describe('builtin generator with a brand brief', () => {
  it.each(CASES)('$name: no avoided word anywhere', async ({ avoid, run }) => {
    const plain = await run(provider, brand({}));
    // The words are really written without the brand: the test would prove nothing otherwise.
    const written = foldedWords(plain);
    const first = avoid[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/\s+/)[0]!;
    expect([...written]).toContain(first);

    const result = await run(provider, brand({ avoidWords: avoid }));
    expectNoAvoidedWords(result, avoid);
    // Still a result: nothing emptied, no doubled spaces or a comma after a gap.
    const text = JSON.stringify(result);
    expect(text).not.toMatch(/ {2}| [,.;:!?]|,[.!?]/);
  });

  it.each(CASES.filter((c) => c.closing))(
    '$name: keywords and the call to action are written in',
    async ({ run, closing, tags }) => {
      const cta = 'Order your loaf at crumb.example today!';
      const result = await run(
        provider,
        brand({ keywords: ['sourdough', 'slow baking'], callToAction: cta }),
      );
      const end = closing!(result as never);
      expect(end.trimEnd().endsWith(cta)).toBe(true);
      expect(JSON.stringify(result)).toContain('slow baking');
      const tagList = tags!(result as never).map((t) => t.replace(/^#/, '').toLowerCase());
      if (!tagList.some((t) => t.startsWith('lighthouse') || t === 'storm')) {
        // Scenes keep their stock-search words; the other kinds lead their tags with the keywords.
        expect(tagList.slice(0, 2).join(' ')).toMatch(/sourdough/);
      }
    },
  );

  it('leaves a word that merely contains an avoided one alone ("art" and "start", "part")', async () => {
    const input = {
      idea: 'How small bakeries can use Instagram to find new customers',
      title: 'Instagram for small bakeries',
      tone: 'professional',
      wordCount: 2000,
      language: 'en',
      audience: 'general',
    } as const;
    const plain = foldedWords(await provider.article(input));
    const containing = [...plain].filter((w) => w.includes('art') && w !== 'art');
    expect(containing.length).toBeGreaterThan(0);
    const result = await provider.article({ ...input, brand: brand({ avoidWords: ['art'] }) });
    const after = foldedWords(result);
    for (const word of containing) expect(after).toContain(word);
  });

  it('an empty brief changes nothing', async () => {
    const input = {
      idea: 'Sourdough secrets for busy mornings',
      title: 'Sourdough secrets',
      tone: 'friendly',
      wordCount: 300,
      language: 'en',
      audience: 'general',
    } as const;
    expect(await provider.article({ ...input, brand: brand({}) })).toEqual(await provider.article(input));
  });
});
