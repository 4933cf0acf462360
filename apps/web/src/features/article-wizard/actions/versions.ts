import { articleOutputSchema } from '@forja/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';
import { errorMessage } from '@/lib/errors';
import { generationQueryOptions } from '@/lib/api/generations';
import { articleResult } from '../model/article-result';
import { getDraft, updateDraftOf } from '../model/draft-store';
import { rememberSave } from '../model/versions';
import { FRESH_RESULT } from './article';

/**
 * Shows an earlier version of the draft's article: its text as generated (from its generation
 * row), the library article it was saved as, if any. Edits made to the version being left go
 * (the page asks first when they are not saved).
 */
export async function showVersion(userId: string, queryClient: QueryClient, generationId: string) {
  const d = getDraft(userId);
  const version = d.versions.find((v) => v.generationId === generationId);
  if (!version || generationId === d.generationId) return;
  try {
    const row = await queryClient.fetchQuery(generationQueryOptions(generationId));
    const output = articleOutputSchema.parse(row.output);
    const input = row.input as { title?: unknown } | null;
    updateDraftOf(userId, d.draftId, (now) => ({
      ...FRESH_RESULT,
      versions: rememberSave(now),
      ...articleResult(output, generationId),
      ...(typeof input?.title === 'string' ? { title: input.title } : {}),
      savedArticleId: version.savedArticleId,
    }));
  } catch (error) {
    const t = i18n.t.bind(i18n);
    toast.error(t('article-wizard:versions.loadFailed'), { description: errorMessage(t, error) });
  }
}
