import { createContext, useContext, type ReactNode } from 'react';

/** A saved article (or the wizard's, `id` null until saved) as the extras need it. */
export interface ArticleExtrasItem {
  id: string | null;
  title: string;
  /** Its meta description and tags: what a WordPress post carries by default. */
  excerpt: string;
  tags: string[];
  /** False while the wizard holds changes the saved article lacks. */
  saved: boolean;
}

/**
 * What an article shows beside its own Publish: app/ gives scheduling (features/scheduling)
 * to the archive's cards and the wizard's result, since one feature does not import another.
 */
export type ArticleExtras = (article: ArticleExtrasItem) => ReactNode;

/** The extras app/ provides to the dashboard and the studios; none outside them. */
export const ArticleExtrasContext = createContext<ArticleExtras | undefined>(undefined);

export function useArticleExtras(): ArticleExtras | undefined {
  return useContext(ArticleExtrasContext);
}
