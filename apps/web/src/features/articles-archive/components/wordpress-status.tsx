import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleDashed, ExternalLink } from 'lucide-react';
import type { ArticleWordPress } from '@forja/contracts';
import { cn } from '@/lib/utils';

/** The statuses WordPress knows with a label of their own; any other (or none) is "Sent to WordPress". */
const STATUS_LABELS = {
  publish: 'published.status.publish',
  draft: 'published.status.draft',
  pending: 'published.status.pending',
  private: 'published.status.private',
  future: 'published.status.future',
} as const;

function statusLabel(status: string | null) {
  return status && Object.hasOwn(STATUS_LABELS, status)
    ? STATUS_LABELS[status as keyof typeof STATUS_LABELS]
    : 'published.status.other';
}

/**
 * What the post is on WordPress and since when ("Draft on WordPress · date", "Published on
 * WordPress · date"…), and a link to the post when the site gave its address.
 */
export function WordPressStatus({ wordpress }: { wordpress: ArticleWordPress }) {
  const { t, i18n } = useTranslation('articles-archive');
  const published = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(wordpress.publishedAt));
  const live = wordpress.status === 'publish';
  const Icon = live ? CircleCheck : CircleDashed;

  return (
    <p
      data-testid="wordpress-status"
      className="mr-auto flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground"
    >
      <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', live && 'text-success')} />
      <span>
        {t(statusLabel(wordpress.status))} <span aria-hidden="true">·</span>{' '}
        {/* A post the site holds for later: the date is when it was handed over, not its time. */}
        {wordpress.status === 'future' && `${t('published.sent')} `}
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
