import type { ArticleAudience, ArticleTone } from '@forja/contracts';

/*
 * The sentence material of the offline article writer, one lexicon per language. Templates
 * use these placeholders, chosen so that any topic fits grammatically in every language:
 *   {title}  the article title in the language's quotation marks
 *   {titlePlain} the title without quotes (meta descriptions)
 *   {ref}/{Ref}  a neutral reference to the subject ("this topic"), always one of `refs`, so
 *                it may stand where grammar agrees with it (a verb's subject, a participle)
 *   {kw}     the subject or a keyword of the title, only after a preposition ("when it comes
 *            to {kw}"), where a noun phrase of any gender and number fits
 * Titles put {topic}/{Topic} only after a preposition, as a verb's object, or at the start
 * before a colon or a preposition (builtin-grammar.test.ts checks every output).
 *   {aud}/{Aud}  the audience as a subject ("beginners")
 *   {audFor} the audience after "for" ("beginners")
 */

export const THEMES = [
  'why',
  'basics',
  'steps',
  'examples',
  'people',
  'mistakes',
  'tools',
  'measure',
  'future',
] as const;
export type Theme = (typeof THEMES)[number];

interface ThemeText {
  headings: string[];
  sentences: string[];
  /** Short list items shown under the section's first paragraph. */
  list?: string[];
}

interface ToneText {
  intro: string;
  body: string[];
  conclusion: string;
  /** Sentence openers that carry the tone ("Furthermore,", "Plus,"). */
  connectors: string[];
}

export interface ArticleLexicon {
  quote: (text: string) => string;
  audiences: Record<ArticleAudience, { aud: string; audFor: string }>;
  refs: string[];
  introGeneric: string[];
  themes: Record<Theme, ThemeText>;
  tones: Record<ArticleTone, ToneText>;
  generic: string[];
  conclusionHeadings: string[];
  conclusionGeneric: string[];
  meta: string[];
  genericTags: string[];
  titleTemplates: string[];
}
