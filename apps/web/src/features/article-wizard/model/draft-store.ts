import type { ArticleLanguage } from '@forja/contracts';
import { onUserStorageCleared, USER_STORAGE_PREFIX } from '@/lib/user-storage';
import { emptyDraft, parseDraft, type ArticleDraft } from './article-draft';

/*
 * The wizard's drafts, one per user, outside React: a request that finishes after the user
 * left the page still lands in the draft, and the page shows it on return. Writes to
 * localStorage are batched (an editor emits on every keystroke) and flushed when the page
 * is hidden, so a reload or a closed tab keeps the latest state.
 */

const STORAGE_PREFIX = `${USER_STORAGE_PREFIX}article-wizard.draft.`;
const WRITE_DELAY_MS = 250;

export const draftStorageKey = (userId: string) => `${STORAGE_PREFIX}${userId}`;

const drafts = new Map<string, ArticleDraft>();
const listeners = new Set<() => void>();
const dirty = new Set<string>();
let writeTimer: ReturnType<typeof setTimeout> | undefined;

function read(userId: string, language?: ArticleLanguage): ArticleDraft {
  try {
    const raw = localStorage.getItem(draftStorageKey(userId));
    return raw ? parseDraft(JSON.parse(raw), language) : emptyDraft(language);
  } catch {
    return emptyDraft(language);
  }
}

function write(userId: string, draft: ArticleDraft): void {
  const key = draftStorageKey(userId);
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Over the storage quota: keep everything but the article, which its generation id restores.
    try {
      localStorage.setItem(key, JSON.stringify({ ...draft, generatedContent: '', savedContent: null }));
    } catch {
      // Storage unavailable (private mode, disabled): the draft lives for this page only.
    }
  }
}

/** Writes every changed draft now. */
export function flushDrafts(): void {
  clearTimeout(writeTimer);
  writeTimer = undefined;
  for (const userId of dirty) {
    const draft = drafts.get(userId);
    if (draft) write(userId, draft);
  }
  dirty.clear();
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushDrafts);

/**
 * The user's draft. `language` seeds a new draft's article language (a stored draft keeps
 * its own).
 */
export function getDraft(userId: string, language?: ArticleLanguage): ArticleDraft {
  let draft = drafts.get(userId);
  if (!draft) {
    draft = read(userId, language);
    drafts.set(userId, draft);
  }
  return draft;
}

export type DraftUpdate = Partial<ArticleDraft> | ((draft: ArticleDraft) => Partial<ArticleDraft>);

export function updateDraft(userId: string, update: DraftUpdate): ArticleDraft {
  const current = getDraft(userId);
  const patch = typeof update === 'function' ? update(current) : update;
  const next = { ...current, ...patch };
  drafts.set(userId, next);
  dirty.add(userId);
  writeTimer ??= setTimeout(flushDrafts, WRITE_DELAY_MS);
  for (const listener of listeners) listener();
  return next;
}

/** Applies the update only while the draft is still the run `draftId` names (requests finish late). */
export function updateDraftOf(userId: string, draftId: string, update: DraftUpdate): boolean {
  if (getDraft(userId).draftId !== draftId) return false;
  updateDraft(userId, update);
  return true;
}

/** Finish: back to an empty draft on step 1 (the stored one is removed). */
export function resetDraft(userId: string, language?: ArticleLanguage): ArticleDraft {
  const fresh = emptyDraft(language);
  drafts.set(userId, fresh);
  dirty.delete(userId);
  try {
    localStorage.removeItem(draftStorageKey(userId));
  } catch {
    // nothing stored
  }
  for (const listener of listeners) listener();
  return fresh;
}

export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the drafts held in memory (localStorage is cleared separately); also at sign-out. */
export function forgetDraftsInMemory(): void {
  clearTimeout(writeTimer);
  writeTimer = undefined;
  drafts.clear();
  dirty.clear();
}

// Sign-out removes the stored drafts; pending writes and the copies in memory go with them.
onUserStorageCleared(() => {
  forgetDraftsInMemory();
  for (const listener of listeners) listener();
});
