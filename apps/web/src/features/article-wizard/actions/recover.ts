import {
  articleOutputSchema,
  imageOutputSchema,
  LONGEST_GENERATION_TIMEOUT_MS,
  type GenerationKind,
  type GenerationRecord,
} from '@forja/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateCredits } from '@/lib/api/credits';
import { articleQueryOptions } from '@/lib/api/articles';
import { generationQueryOptions, getGeneration, listGenerations } from '@/lib/api/generations';
import { isInFlight, once } from '@/lib/wizard/in-flight';
import { generationError } from '@/lib/wizard/stored-error';
import { hasContent, IDLE_RUN, inputKey, type ArticleDraft, type Run } from '../model/article-draft';
import { articleResult } from '../model/article-result';
import { getDraft, updateDraftOf } from '../model/draft-store';
import { attachImage, imageResult } from './image';

/*
 * A generated article is never lost (docs/product/article-studio.md): every generation is a
 * row on the server. A queued article the draft knows the id of is followed by useGeneration; this file
 * handles the rest: a start whose answer never came (the id is unknown), an image that was
 * being made when the page went away, and an article text that did not fit in storage.
 */

const POLL_MS = 3000;
/** A generation still running after the longest provider timeout and a margin is given up. */
const GIVE_UP_MS = LONGEST_GENERATION_TIMEOUT_MS + 60_000;
/** Rows started well before the request (clocks differ a little) are older requests. */
const CLOCK_MARGIN_MS = 5 * 60_000;
/** The client's own code (not the server's INTERRUPTED): the page went away and nothing was found. */
export const GENERATION_LOST = 'GENERATION_LOST';

const LOST: Run = {
  status: 'failed',
  startedAt: null,
  error: { status: 0, code: GENERATION_LOST, message: 'The page was closed while generating.' },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type InputMatch = (input: Record<string, unknown>) => boolean;

/** The newest row of `kind` whose input matches, started no earlier than the request. */
async function findRow(
  kind: GenerationKind,
  since: number,
  matches: InputMatch,
): Promise<GenerationRecord | null> {
  const { items } = await listGenerations(kind, 5);
  for (const item of items) {
    if (Date.parse(item.startedAt) < since - CLOCK_MARGIN_MS) continue;
    const row = await getGeneration(item.id);
    if (typeof row.input === 'object' && row.input !== null && matches(row.input as Record<string, unknown>))
      return row;
  }
  return null;
}

/** Waits for a found row to finish; null when it never appeared or ran past the limit. */
async function settledRow(kind: GenerationKind, since: number, matches: InputMatch) {
  for (;;) {
    const row = await findRow(kind, since, matches).catch(() => undefined);
    if (row && (row.status === 'succeeded' || row.status === 'failed' || row.status === 'cancelled'))
      return row;
    if (Date.now() - since > GIVE_UP_MS) return null;
    await wait(POLL_MS);
  }
}

const sameArticle =
  (key: string): InputMatch =>
  (input) =>
    typeof input.idea === 'string' &&
    typeof input.title === 'string' &&
    inputKey(input as Parameters<typeof inputKey>[0]) === key;

/** How long a request whose answer never came waits before looking on the server: a reloading page ends first. */
const LOST_ANSWER_GRACE_MS = 1500;

/**
 * The article's start got no answer (a reload, a dropped connection): the server may still
 * have queued it. After a grace period (a reloading page stops here, its draft still
 * 'running' for the next visit), the server is asked for a matching generation: its id, or
 * null when it never arrived (then nothing was charged).
 */
export async function findLostArticle(userId: string, draftId: string): Promise<string | null> {
  await wait(LOST_ANSWER_GRACE_MS);
  const d = getDraft(userId);
  if (d.draftId !== draftId || d.article.status !== 'running') return null;
  const row = await findRow('article', d.article.startedAt ?? Date.now(), sameArticle(inputKey(d))).catch(
    () => null,
  );
  return row?.id ?? null;
}

/** The text did not fit in storage: the generation row has it. */
async function restoreArticleText(userId: string, queryClient: QueryClient, d: ArticleDraft, id: string) {
  const row = await queryClient.fetchQuery(generationQueryOptions(id)).catch(() => null);
  const output = articleOutputSchema.safeParse(row?.output);
  if (output.success) updateDraftOf(userId, d.draftId, articleResult(output.data, id));
  // Gone (or unreadable): say so rather than wait forever; the user can generate again.
  else
    updateDraftOf(userId, d.draftId, (now) => ({
      generationId: null,
      article: LOST,
      step: now.step > 4 ? 4 : now.step,
    }));
}

/** The text of a saved article did not fit in storage: the library has it as saved (edits included). */
async function restoreSavedText(userId: string, queryClient: QueryClient, d: ArticleDraft, id: string) {
  const article = await queryClient.fetchQuery(articleQueryOptions(id)).catch(() => null);
  if (article)
    updateDraftOf(userId, d.draftId, { generatedContent: article.content, savedContent: article.content });
  else if (d.generationId) await restoreArticleText(userId, queryClient, d, d.generationId);
}

/** A start that was in flight when the page went away: follow what the server made of it. */
async function adoptRunningArticle(userId: string, d: ArticleDraft) {
  const row = await findRow('article', d.article.startedAt ?? Date.now(), sameArticle(inputKey(d)));
  updateDraftOf(userId, d.draftId, row ? { pendingGenerationId: row.id } : { article: LOST });
}

async function recoverImage(userId: string, queryClient: QueryClient, d: ArticleDraft): Promise<void> {
  const prompt = d.imagePrompt.trim();
  const row = await settledRow('image', d.image.startedAt ?? Date.now(), (input) => input.prompt === prompt);
  if (!row) return void updateDraftOf(userId, d.draftId, { image: LOST, showImageForm: false });
  const output = imageOutputSchema.safeParse(row.output);
  if (row.status !== 'succeeded' || !output.success)
    return void updateDraftOf(userId, d.draftId, {
      image: { status: 'failed', startedAt: null, error: generationError(row.error) },
      showImageForm: false,
    });
  if (updateDraftOf(userId, d.draftId, imageResult(output.data, prompt, row.id)))
    attachImage(userId, queryClient);
  void invalidateCredits(queryClient);
}

/** Looks up what a reopened draft is waiting for; safe to call on every visit. */
export function recoverDraft(userId: string, queryClient: QueryClient): void {
  const d = getDraft(userId);
  if (!isInFlight(userId, 'article') && d.pendingGenerationId === null) {
    if (d.savedArticleId && !hasContent(d)) {
      const id = d.savedArticleId;
      void once(userId, 'article', () => restoreSavedText(userId, queryClient, d, id));
    } else if (d.generationId && !hasContent(d)) {
      const id = d.generationId;
      void once(userId, 'article', () => restoreArticleText(userId, queryClient, d, id));
    } else if (d.article.status === 'running') {
      void once(userId, 'article', () => adoptRunningArticle(userId, d)).catch(() =>
        updateDraftOf(userId, d.draftId, { article: LOST }),
      );
    }
  }
  if (d.image.status === 'running' && !isInFlight(userId, 'image'))
    void once(userId, 'image', () => recoverImage(userId, queryClient, d)).catch(() =>
      updateDraftOf(userId, d.draftId, { image: { ...IDLE_RUN, ...LOST }, showImageForm: false }),
    );
}
