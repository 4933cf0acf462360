import {
  articleOutputSchema,
  imageOutputSchema,
  LONGEST_GENERATION_TIMEOUT_MS,
  type GenerationKind,
  type GenerationRecord,
} from '@forja/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { generationQueryOptions, getGeneration, listGenerations } from '../api/get-generation';
import { invalidateCredits } from '../api/get-credits';
import { hasContent, IDLE_RUN, inputKey, type ArticleDraft, type Run } from '../model/article-draft';
import { getDraft, updateDraftOf } from '../model/draft-store';
import { isInFlight, once } from './context';
import { articleResult } from '../model/article-result';
import { attachImage, imageResult } from './image';

/*
 * A generated article is never lost (docs/product/article-studio.md): every generation is a row on the
 * server. When the page comes back to a draft whose article (or image) was still being made,
 * or whose article text did not fit in storage, the result is fetched from that row.
 */

const POLL_MS = 3000;
/** A generation still running after the longest provider timeout and a margin is given up. */
const GIVE_UP_MS = LONGEST_GENERATION_TIMEOUT_MS + 60_000;
/** Rows started well before the request (clocks differ a little) are older requests. */
const CLOCK_MARGIN_MS = 5 * 60_000;

const INTERRUPTED: Run = {
  status: 'failed',
  startedAt: null,
  error: { status: 0, code: 'INTERRUPTED', message: 'The page was closed while generating.' },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest row of `kind` whose input matches, started no earlier than the request. */
async function findRow(
  kind: GenerationKind,
  since: number,
  matches: (input: Record<string, unknown>) => boolean,
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
async function settledRow(
  kind: GenerationKind,
  since: number,
  matches: (input: Record<string, unknown>) => boolean,
): Promise<GenerationRecord | null> {
  for (;;) {
    const row = await findRow(kind, since, matches).catch(() => undefined);
    if (row && row.status !== 'running') return row;
    if (Date.now() - since > GIVE_UP_MS) return null;
    await wait(POLL_MS);
  }
}

function failedRun(row: GenerationRecord): Run {
  return {
    status: 'failed',
    startedAt: null,
    error: { status: 502, code: row.error?.code ?? 'PROVIDER_ERROR', message: row.error?.message ?? '' },
  };
}

async function recoverArticle(userId: string, queryClient: QueryClient, d: ArticleDraft): Promise<void> {
  // The text did not fit in storage: the row has it.
  if (d.generationId && !hasContent(d)) {
    const row = await queryClient.fetchQuery(generationQueryOptions(d.generationId)).catch(() => null);
    const output = articleOutputSchema.safeParse(row?.output);
    if (output.success) updateDraftOf(userId, d.draftId, articleResult(output.data, d.generationId));
    // Gone (or unreadable): say so rather than wait forever; the user can generate again.
    else
      updateDraftOf(userId, d.draftId, (now) => ({
        generationId: null,
        article: INTERRUPTED,
        step: now.step > 4 ? 4 : now.step,
      }));
    return;
  }
  if (d.article.status !== 'running') return;
  const key = inputKey(d);
  const since = d.article.startedAt ?? Date.now();
  const row = await settledRow(
    'article',
    since,
    (input) =>
      typeof input.idea === 'string' &&
      typeof input.title === 'string' &&
      inputKey(input as Parameters<typeof inputKey>[0]) === key,
  );
  if (!row) return void updateDraftOf(userId, d.draftId, { article: INTERRUPTED });
  const output = articleOutputSchema.safeParse(row.output);
  if (row.status !== 'succeeded' || !output.success)
    return void updateDraftOf(userId, d.draftId, { article: failedRun(row) });
  updateDraftOf(userId, d.draftId, { ...articleResult(output.data, row.id), generatedFor: key });
  void invalidateCredits(queryClient);
}

async function recoverImage(userId: string, queryClient: QueryClient, d: ArticleDraft): Promise<void> {
  if (d.image.status !== 'running') return;
  const prompt = d.imagePrompt.trim();
  const since = d.image.startedAt ?? Date.now();
  const row = await settledRow('image', since, (input) => input.prompt === prompt);
  if (!row) return void updateDraftOf(userId, d.draftId, { image: INTERRUPTED, showImageForm: false });
  const output = imageOutputSchema.safeParse(row.output);
  if (row.status !== 'succeeded' || !output.success)
    return void updateDraftOf(userId, d.draftId, { image: failedRun(row), showImageForm: false });
  if (updateDraftOf(userId, d.draftId, imageResult(output.data, prompt, row.id)))
    attachImage(userId, queryClient);
  void invalidateCredits(queryClient);
}

/** How long a request whose answer never came waits before looking on the server: a reload ends the page first. */
const LOST_ANSWER_GRACE_MS = 1500;

/**
 * The article request got no answer (a reload, a dropped connection): it may still have run on
 * the server. After a grace period (a reloading page stops here, its draft still 'running' for
 * the next visit to recover), the server is asked: if it knows the generation, the wizard
 * follows it to its result or its real error. False when the server cannot be reached or has
 * no such generation: then the request never arrived, and nothing was charged.
 */
export async function followLostArticle(
  userId: string,
  queryClient: QueryClient,
  draftId: string,
): Promise<boolean> {
  await wait(LOST_ANSWER_GRACE_MS);
  const d = getDraft(userId);
  if (d.draftId !== draftId || d.article.status !== 'running') return true;
  const key = inputKey(d);
  const since = d.article.startedAt ?? Date.now();
  const row = await findRow(
    'article',
    since,
    (input) => inputKey(input as Parameters<typeof inputKey>[0]) === key,
  ).catch(() => null);
  if (!row) return false;
  await recoverArticle(userId, queryClient, d);
  return true;
}

/** Looks up what a reopened draft is waiting for; safe to call on every visit. */
export function recoverDraft(userId: string, queryClient: QueryClient): void {
  const d = getDraft(userId);
  const articleWaiting = (d.generationId && !hasContent(d)) || d.article.status === 'running';
  if (articleWaiting && !isInFlight(userId, 'article'))
    void once(userId, 'article', () => recoverArticle(userId, queryClient, d)).catch(() =>
      updateDraftOf(userId, d.draftId, { article: INTERRUPTED }),
    );
  if (d.image.status === 'running' && !isInFlight(userId, 'image'))
    void once(userId, 'image', () => recoverImage(userId, queryClient, d)).catch(() =>
      updateDraftOf(userId, d.draftId, { image: { ...IDLE_RUN, ...INTERRUPTED }, showImageForm: false }),
    );
}
