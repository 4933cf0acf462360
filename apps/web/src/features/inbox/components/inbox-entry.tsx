import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, ExternalLink } from 'lucide-react';
import type { InboxItem } from '@forja/contracts';
import { i18n } from '@/lib/i18n';
import { relativeTime } from '@/lib/relative-time';
import { calendarDayPath, PLATFORM_NAMES } from '@/lib/schedule-links';
import { localDateIn } from '@/lib/time-zone';
import { cn } from '@/lib/utils';

/** The failure's reason in words: its code in the errors namespace, or the generic one. */
function reasonOf(t: (key: string) => string, code: string | null): string {
  return code && i18n.exists(`errors:${code}`) ? t(`errors:${code}`) : t('errors:generic');
}

/**
 * One notification, a link as a whole: a published post opens on its platform, a failure
 * opens the calendar on its day. Following it marks it read (`onOpen`).
 */
export function InboxEntry({
  item,
  timeZone,
  onOpen,
}: {
  item: InboxItem;
  timeZone: string;
  onOpen: () => void;
}) {
  const {
    t,
    i18n: { language },
  } = useTranslation('inbox');
  const failed = item.kind === 'schedule_failed';
  const unread = item.readAt === null;
  const vars = { platform: PLATFORM_NAMES[item.platform], title: item.title };
  const lateMinutes = item.lateSeconds ? Math.max(1, Math.round(item.lateSeconds / 60)) : 0;
  const Icon = failed ? CircleAlert : CircleCheck;

  const body = (
    <>
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', failed ? 'text-destructive' : 'text-success')}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('break-words', unread && 'font-semibold')}>
          {unread && <span className="sr-only">{t('unread')} </span>}
          {failed ? t('failed', vars) : t('published', vars)}
        </span>
        {failed && <span className="text-muted-foreground">{reasonOf(t, item.errorCode)}</span>}
        <span className="text-xs text-muted-foreground">
          {relativeTime(item.createdAt, language)}
          {lateMinutes > 0 && ` · ${t('late', { minutes: lateMinutes })}`}
        </span>
      </span>
      {unread && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
      {!failed && item.url && (
        <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0 opacity-60" />
      )}
    </>
  );
  const className = cn(
    'flex w-full items-start gap-3 px-4 py-3 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
    unread && 'bg-primary/5',
  );

  if (failed) {
    return (
      <Link to={calendarDayPath(localDateIn(item.at, timeZone))} className={className} onClick={onOpen}>
        {body}
      </Link>
    );
  }
  if (item.url) {
    return (
      <a href={item.url} target="_blank" rel="noopener noreferrer" className={className} onClick={onOpen}>
        {body}
      </a>
    );
  }
  // Published without a link to the post (the platform gave none): still one to mark read.
  return (
    <button type="button" className={className} onClick={onOpen}>
      {body}
    </button>
  );
}
