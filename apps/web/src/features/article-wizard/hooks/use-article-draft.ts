import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from '@forja/contracts';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import type { WizardContext } from '../actions/context';
import type { ArticleDraft } from '../model/article-draft';
import { getDraft, subscribeDrafts, updateDraft, type DraftUpdate } from '../model/draft-store';

/** A new draft writes in the interface language when it is one articles can be written in. */
export function interfaceArticleLanguage(): ArticleLanguage | undefined {
  const language = currentLanguage();
  return (ARTICLE_LANGUAGES as readonly string[]).includes(language)
    ? (language as ArticleLanguage)
    : undefined;
}

/** The signed-in user's draft (the page sits behind RequireAuth, so there is a user). */
export function useArticleDraft(): {
  userId: string;
  draft: ArticleDraft;
  update: (update: DraftUpdate) => void;
} {
  const { user } = useSession();
  const userId = user?.id ?? 'anonymous';
  const draft = useSyncExternalStore(subscribeDrafts, () => getDraft(userId, interfaceArticleLanguage()));
  const update = useCallback((u: DraftUpdate) => void updateDraft(userId, u), [userId]);
  return { userId, draft, update };
}

/** What the actions (actions/*.ts) need from React: the user, the query cache, navigation. */
export function useWizardContext(userId: string): WizardContext {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMemo(
    () => ({ userId, queryClient, navigate: (to: string) => void navigate(to) }),
    [userId, queryClient, navigate],
  );
}
