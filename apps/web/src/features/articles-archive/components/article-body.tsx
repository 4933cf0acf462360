import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useArticle } from '@/lib/api/articles';
import { ArticleProse } from './article-prose';

/** The full article, read when its card opens (the list carries only a preview). */
export function ArticleBody({ id }: { id: string }) {
  const { t } = useTranslation('articles-archive');
  const article = useArticle(id);

  if (article.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          {t('body.loading')}
        </span>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  }
  if (article.isError) {
    return (
      <LoadError
        title={t('body.loadFailed')}
        message={errorMessage(t, article.error)}
        onRetry={() => void article.refetch()}
        retrying={article.isFetching}
      />
    );
  }
  const { imageUrl, imagePrompt, content } = article.data;
  return (
    <div className="grid gap-4">
      {imageUrl && (
        <img
          src={imageUrl}
          alt={imagePrompt ?? ''}
          className="max-h-96 w-full max-w-3xl rounded-md border object-cover"
          loading="lazy"
        />
      )}
      <ArticleProse html={content} />
    </div>
  );
}
