import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from '@forja/contracts';
import { currentLanguage } from '@/lib/i18n';
import { useDraft } from '@/lib/wizard/use-draft';
import type { WizardContext } from '../actions/context';
import { articleDrafts } from '../model/draft-store';

/** A new draft writes in the interface language when it is one articles can be written in. */
export function interfaceArticleLanguage(): ArticleLanguage | undefined {
  const language = currentLanguage();
  return (ARTICLE_LANGUAGES as readonly string[]).includes(language)
    ? (language as ArticleLanguage)
    : undefined;
}

/** The signed-in user's article draft. */
export const useArticleDraft = () => useDraft(articleDrafts, interfaceArticleLanguage);

/** What the actions (actions/*.ts) need from React: the user, the query cache, navigation. */
export function useWizardContext(userId: string): WizardContext {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMemo(
    () => ({ userId, queryClient, navigate: (to: string) => void navigate(to) }),
    [userId, queryClient, navigate],
  );
}
