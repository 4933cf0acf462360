import type { ArticleLanguage } from '@forja/contracts';
import { countWords, truncateAtWord } from '../../content/html-text.js';
import { sanitizeArticleHtml } from '../../content/sanitize.js';
import type { ArticleInput, ArticleOutput } from '../../provider.js';
import { createRng, hashSeed, type Rng } from '../prng.js';
import { contractArticles, keywords, lowerFirst, topicFromIdea, upperFirst } from '../text/language.js';
import { THEMES, type ArticleLexicon, type Theme } from './lexicon.js';
import { EN } from './lexicon-en.js';
import { ES } from './lexicon-es.js';
import { RO } from './lexicon-ro.js';

/*
 * The offline article writer: an introduction, themed <h2> sections (some with a list)
 * and a conclusion, grown sentence by sentence from the language's lexicon until the text
 * reaches the requested word count. Same input, same seed, same article.
 */

export const LEXICONS: Record<ArticleLanguage, ArticleLexicon> = { en: EN, ro: RO, es: ES };
const SECTIONS: Record<number, number> = { 300: 3, 500: 3, 800: 4, 1200: 5, 2000: 8 };
const PARAGRAPH_SENTENCES = 4;
const CONNECTOR_CHANCE = 0.3;

interface Part {
  heading?: string;
  paragraphs: string[][];
  list?: { ordered: boolean; items: string[] };
  pool: string[];
  words: number;
}

export function composeArticle(input: ArticleInput): ArticleOutput {
  const lex = LEXICONS[input.language];
  const rng = createRng(hashSeed('article', input));
  const tone = lex.tones[input.tone];
  const kws = keywords(`${input.title} ${input.idea}`, input.language, 6);
  // The idea's subject, named in headings and sentences so every section stays on it.
  const topic = topicFromIdea(input.idea);
  const fill = filler(lex, input, kws, rng, topic);
  const target = input.wordCount;

  const part = (heading: string | undefined, sentences: string[], pool: string[] = []): Part => {
    const p: Part = {
      paragraphs: [sentences.map(fill)],
      pool,
      words: 0,
      // After a colon the subject needs no agreement with the heading.
      ...(heading ? { heading: `${fill(heading)}: ${topic}` } : {}),
    };
    p.words = countWords([p.heading ?? '', ...p.paragraphs[0]!].join(' '));
    return p;
  };

  const introGeneric = rng.shuffle(lex.introGeneric);
  const intro = part(undefined, [
    tone.intro,
    introGeneric[0]!,
    ...(target >= 1200 ? [introGeneric[1]!] : []),
  ]);
  const unused = chooseThemes(rng, SECTIONS[target] ?? 3);
  const sections: Part[] = [];
  const addSection = (theme: Theme) => {
    const text = lex.themes[theme];
    // Theme sentences keep their written order: they refer to each other ("The second is…").
    const [a, b, ...rest] = text.sentences;
    const s = part(rng.pick(text.headings), [a!, b!], rest);
    const listAllowed = theme === 'steps' ? target >= 500 : target >= 800;
    if (text.list && listAllowed) {
      s.list = { ordered: theme === 'steps', items: text.list.map(fill) };
      s.words += countWords(s.list.items.join(' '));
    }
    sections.push(s);
  };
  for (const theme of unused.splice(0, SECTIONS[target] ?? 3)) addSection(theme);
  // The tone shows in the body too, not only in the opening and closing lines.
  tone.body.forEach((sentence, k) => append(sections[k % sections.length]!, fill(sentence), rng, []));
  const conclusionGeneric = rng.shuffle(lex.conclusionGeneric);
  const conclusion = part(rng.pick(lex.conclusionHeadings), [conclusionGeneric[0]!, tone.conclusion]);

  const generic = rng.shuffle(lex.generic);
  const total = () => [intro, ...sections, conclusion].reduce((n, p) => n + p.words, 0);
  let words = total();
  while (words < target) {
    const candidates = sections.filter((s) => s.pool.length || generic.length);
    if (!candidates.length) {
      const theme = unused.shift();
      if (!theme) break;
      addSection(theme);
      words = total();
      continue;
    }
    const section = candidates.reduce((a, b) => (b.words < a.words ? b : a));
    const template = section.pool.shift() ?? generic.shift()!;
    const sentence = fill(template);
    const n = countWords(sentence);
    // Stop rather than overshoot: the result must stay within ±15% of the request.
    if (words + n > target * 1.08) break;
    append(
      section,
      sentence,
      rng,
      template.startsWith('{') && !template.startsWith('{Aud}') ? [] : tone.connectors,
    );
    words = total();
  }

  const html = sanitizeArticleHtml(render([intro, ...sections, conclusion]));
  const metaDescription = truncateAtWord(fill(rng.pick(lex.meta)), 160, '…');
  return { html, metaDescription, tags: tagsFor(kws, lex, rng) };
}

/** Keeps 'why' and 'steps' (every article needs a reason and a plan); the rest vary by seed; canonical order. */
function chooseThemes(rng: Rng, count: number): Theme[] {
  const optional = rng.shuffle(THEMES.filter((t) => t !== 'why' && t !== 'steps'));
  const chosen = new Set<Theme>(['why', 'steps', ...optional.slice(0, Math.max(0, count - 2))]);
  const order = (list: Theme[]) => list.sort((a, b) => THEMES.indexOf(a) - THEMES.indexOf(b));
  return [...order([...chosen]), ...order(optional.filter((t) => !chosen.has(t)))];
}

function append(p: Part, sentence: string, rng: Rng, connectors: string[]): void {
  const last = p.paragraphs[p.paragraphs.length - 1]!;
  const target =
    last.length >= PARAGRAPH_SENTENCES
      ? (p.paragraphs.push([]), p.paragraphs[p.paragraphs.length - 1]!)
      : last;
  const text =
    target.length && connectors.length && rng.chance(CONNECTOR_CHANCE)
      ? `${rng.pick(connectors)} ${lowerFirst(sentence)}`
      : sentence;
  target.push(text);
  p.words += countWords(text);
}

function filler(
  lex: ArticleLexicon,
  input: ArticleInput,
  kws: string[],
  rng: Rng,
  topic: string,
): (template: string) => string {
  const { aud, audFor } = lex.audiences[input.audience];
  const values: Record<string, () => string> = {
    // No title chosen (an API call with the idea only): the subject stands in for it.
    title: () => lex.quote(input.title.trim() || upperFirst(topic)),
    titlePlain: () => input.title.trim() || upperFirst(topic),
    /*
     * {ref} stands where grammar agrees with it (a verb's subject, a participle, a pronoun), so
     * it is always the lexicon's neutral reference ("acest subiect" is neuter singular): the
     * subject itself could be plural or feminine ("brutăriile mici nu dispare").
     */
    ref: () => rng.pick(lex.refs),
    Ref: () => upperFirst(rng.pick(lex.refs)),
    // {kw} only follows a preposition, where any noun phrase fits: half the time the subject
    // itself, so the same paragraphs no longer fit every topic.
    kw: () => (rng.chance(0.5) || !kws.length ? topic : rng.pick(kws.slice(0, 3))),
    aud: () => aud,
    Aud: () => upperFirst(aud),
    audFor: () => audFor,
  };
  return (template) =>
    contractArticles(
      template.replace(/\{(\w+)\}/g, (m, key: string) => values[key]?.() ?? m),
      input.language,
    );
}

function render(parts: Part[]): string {
  return parts
    .map((p) => {
      const [first, ...rest] = p.paragraphs
        .filter((para) => para.length)
        .map((para) => `<p>${escapeHtml(para.join(' '))}</p>`);
      const tag = p.list?.ordered ? 'ol' : 'ul';
      const list = p.list
        ? `<${tag}>${p.list.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`
        : '';
      return `${p.heading ? `<h2>${escapeHtml(p.heading)}</h2>` : ''}${first ?? ''}${list}${rest.join('')}`;
    })
    .join('\n');
}

function tagsFor(kws: string[], lex: ArticleLexicon, rng: Rng): string[] {
  const tags = [...new Set(kws.slice(0, 5).map((k) => k.toLowerCase()))];
  for (const extra of rng.shuffle(lex.genericTags)) {
    if (tags.length >= 3) break;
    if (!tags.includes(extra)) tags.push(extra);
  }
  return tags.slice(0, 8);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
