import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilePlus2, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-error';
import { SearchBox } from '@/components/form/search-box';
import { errorMessage } from '@/lib/errors';
import { BatchOrigin } from '@/components/archive/batch-origin';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from './article-card';
import { paths } from '@/config/paths';

const ARTICLE_WIZARD_PATH = paths.createArticle;

function ArchiveSkeleton() {
  return (
    <ul className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="grid gap-2 rounded-lg border p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </li>
      ))}
    </ul>
  );
}

function EmptyArchive() {
  const { t } = useTranslation('articles-archive');
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <div className="grid gap-1">
        <p className="font-medium">{t('empty.title')}</p>
        <p className="text-sm text-muted-foreground">{t('empty.text')}</p>
      </div>
      <Button asChild>
        <Link to={ARTICLE_WIZARD_PATH}>
          <FilePlus2 aria-hidden="true" />
          {t('empty.action')}
        </Link>
      </Button>
    </div>
  );
}

/** The saved articles, newest first, a page at a time; one card open at a time. */
export function ArticlesArchive() {
  const { t } = useTranslation('articles-archive');
  const [search, setSearch] = useState('');
  const articles = useArticles(search);
  const [expandedId, setExpandedId] = useState<string | null>(null);

  const content = (() => {
    if (articles.isPending) {
      return (
        <>
          <span className="sr-only" role="status">
            {t('loading')}
          </span>
          <ArchiveSkeleton />
        </>
      );
    }
    // A failed next page keeps the pages already loaded (and the status 'error').
    if (!articles.data) {
      return (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, articles.error)}
          onRetry={() => void articles.refetch()}
          retrying={articles.isFetching}
        />
      );
    }
    // Each article with its page's ids (the "From a batch" lookup asks once per page).
    const items = articles.data.pages.flatMap((page) => {
      const pageIds = page.items.map((item) => item.id);
      return page.items.map((article) => ({ article, pageIds }));
    });
    if (items.length === 0)
      return search ? <p className="py-6 text-center text-sm">{t('noMatch')}</p> : <EmptyArchive />;
    return (
      <>
        <ul className="grid gap-3" aria-label={t('listLabel')}>
          {items.map(({ article, pageIds }) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                expanded={expandedId === article.id}
                onToggle={() => setExpandedId((open) => (open === article.id ? null : article.id))}
              />
              <BatchOrigin studio="article" pageIds={pageIds} itemId={article.id} />
            </li>
          ))}
        </ul>
        {articles.isFetchNextPageError && (
          <p role="alert" className="text-center text-sm text-destructive">
            {t('loadMoreFailed')} {errorMessage(t, articles.error)}
          </p>
        )}
        {articles.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            onClick={() => void articles.fetchNextPage()}
            disabled={articles.isFetchingNextPage}
            aria-busy={articles.isFetchingNextPage || undefined}
          >
            {articles.isFetchingNextPage && <Spinner />}
            {articles.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        )}
      </>
    );
  })();

  return (
    <div data-testid="articles-archive" aria-busy={articles.isPending || undefined} className="grid gap-3">
      <SearchBox id="articles-search" label={t('search')} onSearch={setSearch} />
      {content}
    </div>
  );
}
