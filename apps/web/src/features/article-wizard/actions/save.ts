import { toast } from '@/lib/toast';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { invalidateArticles, saveArticle, updateArticle } from '../api/save-article';
import { hasContent, type ArticleDraft } from '../model/article-draft';
import { createArticleSaver, type ArticleSaver, type SaverState } from '../model/article-saver';
import { getDraft, updateDraftOf } from '../model/draft-store';
import { sanitizeHtml } from '../model/sanitize-html';

/*
 * One saver per user for the page's lifetime (not per mounted component): a save asked for
 * on step 5, or the image attached on step 6, completes even if the user moves on.
 */

const t = i18n.t.bind(i18n);

/** Network failures, 5xx and 429 may pass on another try; other 4xx answers will not. */
function isRetryable(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

function snapshot(d: ArticleDraft, saved: { id: string }): Partial<ArticleDraft> {
  return {
    savedArticleId: saved.id,
    savedTitle: d.title,
    savedContent: d.generatedContent,
    savedMetaDescription: d.metaDescription,
    savedImageFileId: d.imageFileId,
  };
}

async function createInLibrary(d: ArticleDraft): Promise<{ id: string }> {
  const saved = await saveArticle({
    title: d.title.trim(),
    content: sanitizeHtml(d.generatedContent),
    tone: d.tone,
    wordCount: d.wordCount,
    language: d.language,
    audience: d.audience,
    metaDescription: d.metaDescription,
    tags: d.tags,
    generationId: d.generationId ?? undefined,
    imageFileId: d.imageFileId ?? undefined,
    imagePrompt: d.imageFileId ? (d.generatedImagePrompt ?? undefined) : undefined,
  });
  // The same generation saved before answers that first save: bring it up to date.
  if (
    saved.title !== d.title.trim() ||
    saved.imageFileId !== d.imageFileId ||
    saved.metaDescription !== d.metaDescription
  ) {
    await updateArticle(saved.id, {
      title: d.title.trim(),
      content: sanitizeHtml(d.generatedContent),
      metaDescription: d.metaDescription,
      imageFileId: d.imageFileId,
      imagePrompt: d.imageFileId ? d.generatedImagePrompt : null,
    });
  }
  return saved;
}

/** Saves what the library lacks: the whole article the first time, then only what changed. */
async function saveDraftArticle(userId: string, queryClient: QueryClient): Promise<void> {
  const d = getDraft(userId);
  if (!hasContent(d) || d.title.trim() === '') return;
  let saved: { id: string };
  if (!d.savedArticleId) {
    saved = await createInLibrary(d);
  } else {
    saved = { id: d.savedArticleId };
    const patch = {
      ...(d.title !== d.savedTitle ? { title: d.title.trim() } : {}),
      ...(d.generatedContent !== d.savedContent ? { content: sanitizeHtml(d.generatedContent) } : {}),
      // null: saved before the meta description was tracked (hasUnsavedChanges counts it as saved).
      ...(d.savedMetaDescription !== null && d.metaDescription !== d.savedMetaDescription
        ? { metaDescription: d.metaDescription }
        : {}),
      ...(d.imageFileId !== d.savedImageFileId
        ? { imageFileId: d.imageFileId, imagePrompt: d.imageFileId ? d.generatedImagePrompt : null }
        : {}),
    };
    if (Object.keys(patch).length > 0) {
      try {
        await updateArticle(d.savedArticleId, patch);
      } catch (error) {
        // Deleted from the archive meanwhile: save it anew.
        if (!isApiRequestError(error) || error.status !== 404) throw error;
        saved = await createInLibrary(d);
      }
    }
  }
  updateDraftOf(userId, d.draftId, snapshot(d, saved));
  void invalidateArticles(queryClient);
}

interface UserSaver {
  saver: ArticleSaver;
  listeners: Set<() => void>;
  /** Whether the last save attempt failed (the image step offers a retry then). */
  failed: boolean;
}

const savers = new Map<string, UserSaver>();

export function getSaver(userId: string, queryClient: QueryClient): UserSaver {
  const existing = savers.get(userId);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  const created: UserSaver = {
    listeners,
    failed: false,
    saver: createArticleSaver({
      isRetryable,
      save: async () => {
        await saveDraftArticle(userId, queryClient);
        created.failed = false;
      },
      onFailed: (error) => {
        created.failed = true;
        toast.error(t('article-wizard:save.failedTitle'), {
          id: 'article-save',
          description: errorMessage(t, error, 'article-wizard:save.failed'),
        });
        notify();
      },
      onStateChange: notify,
    }),
  };
  savers.set(userId, created);
  return created;
}

export type { SaverState };

/** Tests: a fresh saver per test (each test has its own query cache). */
export function forgetSavers(): void {
  for (const { saver } of savers.values()) saver.cancel();
  savers.clear();
}
