import { z } from 'zod';
import {
  ARTICLE_AUDIENCES,
  ARTICLE_DEFAULTS,
  ARTICLE_LANGUAGES,
  ARTICLE_TONES,
  ARTICLE_WORD_COUNTS,
  IMAGE_DEFAULTS,
  IMAGE_MOODS,
  IMAGE_RESOLUTIONS,
  IMAGE_STYLES,
  type ArticleLanguage,
} from '@forja/contracts';
import { isStepNumber, type StepNumber } from './wizard-steps';

/*
 * Everything the wizard knows (the inputs and the article, plus
 * the current step, the generation ids that let a result be reopened, what was saved, and
 * the state of each request). It is stored per user in localStorage, so it survives a
 * reload; every field falls back to its default when a stored value is missing or bad.
 */

const storedErrorSchema = z.object({
  status: z.number(),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
/** An API error in a form that survives JSON (see stored-error.ts). */
export type StoredError = z.infer<typeof storedErrorSchema>;

const runSchema = z.object({
  status: z.enum(['idle', 'running', 'succeeded', 'failed']),
  /** Client clock (ms) when the request started: drives the fake progress and the messages. */
  startedAt: z.number().nullable(),
  error: storedErrorSchema.nullable(),
});
export type Run = z.infer<typeof runSchema>;
export const IDLE_RUN: Run = { status: 'idle', startedAt: null, error: null };

const text = (fallback = '') => z.string().catch(fallback);
const nullableText = z.string().nullable().catch(null);
const run = runSchema.catch(IDLE_RUN);

/** Not a secret, only tells one wizard run from the next (randomUUID needs a secure context). */
const newDraftId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const articleDraftSchema = z.object({
  /** A late answer from a finished wizard run must not land in the next run. */
  draftId: z
    .string()
    .min(1)
    .catch(() => newDraftId()),
  step: z.custom<StepNumber>(isStepNumber).catch(1),
  idea: text(),
  title: text(),
  suggestedTitles: z.array(z.string()).catch([]),
  /** The idea the suggested titles were made for: an unchanged idea does not ask again. */
  titlesForIdea: nullableText,
  titles: run,
  tone: z.enum(ARTICLE_TONES).catch(ARTICLE_DEFAULTS.tone),
  wordCount: z.literal(ARTICLE_WORD_COUNTS).catch(ARTICLE_DEFAULTS.wordCount),
  language: z.enum(ARTICLE_LANGUAGES).catch(ARTICLE_DEFAULTS.language),
  audience: z.enum(ARTICLE_AUDIENCES).catch(ARTICLE_DEFAULTS.audience),

  /** The article as HTML (sanitised by the server, then edited in the wizard). */
  generatedContent: text(),
  metaDescription: text(),
  tags: z.array(z.string()).catch([]),
  /** The article's generation row: GET /api/generations/:id gives the content back. */
  generationId: nullableText,
  /** The inputs the article was generated from (see inputKey). */
  generatedFor: nullableText,
  article: run,

  /** Set once the article is in the library; what was saved, to tell unsaved edits apart. */
  savedArticleId: nullableText,
  savedTitle: nullableText,
  savedContent: nullableText,
  savedImageFileId: nullableText,

  /** The image form: the prompt (suggested from the article, editable) and the options. */
  imagePrompt: text(),
  /** The generation the prompt was suggested for: a new article gets a new suggestion. */
  imagePromptFor: nullableText,
  promptSuggestion: run,
  imageResolution: z.enum(IMAGE_RESOLUTIONS).catch(IMAGE_DEFAULTS.resolution),
  imageStyle: z.enum(IMAGE_STYLES).catch(IMAGE_DEFAULTS.style),
  imageMood: z.enum(IMAGE_MOODS).catch(IMAGE_DEFAULTS.mood),
  /** The result: shown until Regenerate goes back to the form. */
  imageFileId: nullableText,
  generatedImageUrl: nullableText,
  generatedImagePrompt: nullableText,
  imageGenerationId: nullableText,
  showImageForm: z.boolean().catch(true),
  image: run,
});
export type ArticleDraft = z.infer<typeof articleDraftSchema>;

export function emptyDraft(language: ArticleLanguage = ARTICLE_DEFAULTS.language): ArticleDraft {
  return articleDraftSchema.parse({ draftId: newDraftId(), language });
}

/**
 * A stored draft, repaired field by field; anything unreadable gives an empty draft. Quick
 * requests that were running when the page went away are simply over (they cost nothing);
 * a running article or image is looked up on the server instead (see actions/recover.ts).
 */
export function parseDraft(value: unknown, language?: ArticleLanguage): ArticleDraft {
  const base = emptyDraft(language);
  if (typeof value !== 'object' || value === null) return base;
  const parsed = articleDraftSchema.safeParse({ ...base, ...value });
  if (!parsed.success) return base;
  const draft = parsed.data;
  const settle = (r: Run): Run => (r.status === 'running' ? IDLE_RUN : r);
  return { ...draft, titles: settle(draft.titles), promptSuggestion: settle(draft.promptSuggestion) };
}

/** The inputs of an article generation: the same key means the same request. */
export function inputKey(
  d: Pick<ArticleDraft, 'idea' | 'title' | 'tone' | 'wordCount' | 'language' | 'audience'>,
) {
  return JSON.stringify([d.idea.trim(), d.title.trim(), d.tone, d.wordCount, d.language, d.audience]);
}

export function hasContent(d: ArticleDraft): boolean {
  return d.generatedContent.trim() !== '';
}

/** True when the library does not hold the wizard's article as it is now. */
export function hasUnsavedChanges(d: ArticleDraft): boolean {
  return (
    d.savedArticleId === null ||
    d.savedContent !== d.generatedContent ||
    d.savedTitle !== d.title ||
    d.savedImageFileId !== d.imageFileId
  );
}
