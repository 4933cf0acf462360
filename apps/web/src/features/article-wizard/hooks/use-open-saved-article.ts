import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Article } from '@forja/contracts';
import { isApiRequestError } from '@/lib/api-client';
import { articleQueryOptions } from '@/lib/api/articles';
import { toast } from '@/lib/toast';
import { OPEN_ARTICLE_PARAM } from '@/config/paths';

/**
 * /create-article?article=<id> (the archive's "Open in editor"): loads that library article
 * and hands it to `open`, then takes the parameter off the address so a reload keeps the
 * draft instead of asking again. An article that is gone (or someone else's: the server
 * answers 404) is said in a toast.
 */
export function useOpenSavedArticle(open: (article: Article) => void): boolean {
  const { t } = useTranslation('article-wizard');
  const [params, setParams] = useSearchParams();
  const id = params.get(OPEN_ARTICLE_PARAM);
  const query = useQuery({ ...articleQueryOptions(id ?? ''), enabled: id !== null, retry: false });

  useEffect(() => {
    if (id === null || query.isPending) return;
    if (query.data) open(query.data);
    else if (isApiRequestError(query.error) && query.error.status === 404) toast.error(t('open.notFound'));
    else toast.error(t('open.failed'));
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete(OPEN_ARTICLE_PARAM);
        return next;
      },
      { replace: true },
    );
    // `open` changes every render; the article arriving is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, query.isPending, query.data]);

  return id !== null && query.isPending;
}
