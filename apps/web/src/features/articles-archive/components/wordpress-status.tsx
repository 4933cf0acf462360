import { useTranslation } from 'react-i18next';
import { CircleCheck, ExternalLink } from 'lucide-react';
import type { ArticleWordPress } from '@forja/contracts';

/** "Published on WordPress · date", and a link to the post when the site gave its address. */
export function WordPressStatus({ wordpress }: { wordpress: ArticleWordPress }) {
  const { t, i18n } = useTranslation('articles-archive');
  const published = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(wordpress.publishedAt));

  return (
    <p
      data-testid="wordpress-status"
      className="mr-auto flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground"
    >
      <CircleCheck aria-hidden="true" className="size-3.5 shrink-0 text-success" />
      <span>
        {t('published.on')} <span aria-hidden="true">·</span>{' '}
        <time dateTime={wordpress.publishedAt}>{published}</time>
      </span>
      {wordpress.postUrl && (
        <a
          href={wordpress.postUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded-sm font-medium text-foreground underline outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('published.open')}
          <ExternalLink aria-hidden="true" className="size-3" />
        </a>
      )}
    </p>
  );
}
