import type { ArticleLanguage } from '@forja/contracts';
import { createDraftStore, type DraftUpdate as StoreUpdate } from '@/lib/wizard/draft-store';
import { articleDraftSchema, emptyDraft, parseDraft, type ArticleDraft } from './article-draft';

/*
 * The article wizard's drafts (lib/wizard/draft-store.ts): per user, removed at sign-out,
 * versioned. The schema repairs a draft field by field (parseDraft), so a version is raised
 * only when a field changes its meaning.
 */

export const articleDrafts = createDraftStore<ArticleDraft, ArticleLanguage | undefined>({
  name: 'article-wizard.draft',
  version: 2,
  schema: articleDraftSchema.transform((draft) => parseDraft(draft)),
  empty: (language) => emptyDraft(language),
  // Over the storage quota: keep everything but the article, which its generation id restores.
  shrink: (draft) => ({ ...draft, generatedContent: '', savedContent: null }),
});

export type DraftUpdate = StoreUpdate<ArticleDraft>;

export const draftStorageKey = articleDrafts.storageKey;
export const getDraft = articleDrafts.get;
export const updateDraft = articleDrafts.update;
export const updateDraftOf = articleDrafts.updateOf;
export const resetDraft = articleDrafts.reset;
export const flushDrafts = articleDrafts.flush;
export const forgetDraftsInMemory = articleDrafts.forgetInMemory;

/** Tests: a draft as the store keeps it. */
export function storeDraftForTest(userId: string, draft: Partial<ArticleDraft>): void {
  localStorage.setItem(
    draftStorageKey(userId),
    JSON.stringify({ version: 2, draft: { ...emptyDraft(), ...draft } }),
  );
}
