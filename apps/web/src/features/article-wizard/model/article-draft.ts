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
  kitChoice,
  type ArticleLanguage,
  type BrandKit,
} from '@forja/contracts';
import {
  brandBriefField,
  brandChoiceOf,
  brandInput,
  brandKitIdField,
  definedOnly,
} from '@/lib/brand-kit-draft';
import { draftIdField, newDraftId } from '@/lib/wizard/draft-store';
import { storedErrorSchema } from '@/lib/wizard/stored-error';
import { isStepNumber, type StepNumber } from './wizard-steps';

/*
 * Everything the wizard knows (the inputs and the article, plus
 * the current step, the generation ids that let a result be reopened, what was saved, and
 * the state of each request). It is stored per user in localStorage, so it survives a
 * reload; every field falls back to its default when a stored value is missing or bad.
 */

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

/** An article this draft generated: its generation row keeps the text, so it can be shown again. */
const versionSchema = z.object({
  generationId: z.string(),
  createdAt: z.string(),
  /** The library article this version was saved as, if it was. */
  savedArticleId: z.string().nullable(),
});
export type ArticleVersion = z.infer<typeof versionSchema>;
/** The versions a draft keeps (the oldest go first). */
export const VERSIONS_KEPT = 10;

export const articleDraftSchema = z.object({
  /** A late answer from a finished wizard run must not land in the next run. */
  draftId: draftIdField(),
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
  /** The brand kit chosen on step 3: undefined until one is (the default kit is then taken), null for none. */
  brandKitId: brandKitIdField(),
  /** The chosen kit's brief, sent with the article (kept here, so a reload sends the same). */
  brand: brandBriefField(),

  /** The article as HTML (sanitised by the server, then edited in the wizard). */
  generatedContent: text(),
  metaDescription: text(),
  tags: z.array(z.string()).catch([]),
  /** The article's generation row: GET /api/generations/:id gives the content back. */
  generationId: nullableText,
  /** The inputs the article was generated from (see inputKey). */
  generatedFor: nullableText,
  article: run,
  /** The queued article generation being followed (kept so a reload picks it up again). */
  pendingGenerationId: nullableText,
  /** The article's text, title or meta description was changed by hand since it was generated. */
  edited: z.boolean().catch(false),
  /** Every article generated in this draft, for the Versions list of step 5. */
  versions: z.array(versionSchema).catch([]),

  /** Set once the article is in the library; what was saved, to tell unsaved edits apart. */
  savedArticleId: nullableText,
  savedTitle: nullableText,
  savedContent: nullableText,
  /** Null for a save made before the meta description could be edited. */
  savedMetaDescription: nullableText,
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
 * a running article is followed again and a running image looked up (actions/recover.ts).
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

/** What POST /api/generations gets for the article. */
export function articleInput(d: ArticleDraft) {
  return {
    idea: d.idea.trim(),
    title: d.title.trim(),
    tone: d.tone,
    wordCount: d.wordCount,
    language: d.language,
    audience: d.audience,
    ...brandInput(d.brand),
  };
}

/** What a brand kit changes in the draft: the options the studio has, and the kit's brief. */
export function brandKitPatch(kit: BrandKit | null): Partial<ArticleDraft> {
  return {
    ...brandChoiceOf(kit),
    ...(kit &&
      definedOnly({
        tone: kitChoice(ARTICLE_TONES, kit.tone),
        language: kitChoice(ARTICLE_LANGUAGES, kit.language),
      })),
  };
}

/** The inputs of an article generation: the same key means the same request. */
export function inputKey(
  d: Pick<ArticleDraft, 'idea' | 'title' | 'tone' | 'wordCount' | 'language' | 'audience'> &
    Partial<Pick<ArticleDraft, 'brand'>>,
) {
  const key = [d.idea.trim(), d.title.trim(), d.tone, d.wordCount, d.language, d.audience];
  // The brief only when there is one: a draft's key from before brand kits stays the same.
  return JSON.stringify(d.brand ? [...key, d.brand] : key);
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
    (d.savedMetaDescription !== null && d.savedMetaDescription !== d.metaDescription) ||
    d.savedImageFileId !== d.imageFileId
  );
}
