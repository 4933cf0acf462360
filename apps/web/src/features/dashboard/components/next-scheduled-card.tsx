import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UpcomingSchedules } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/config/paths';
import { PLATFORM_NAMES } from '@/lib/schedule-links';
import { formatDateTimeIn, useUserTimeZone } from '@/lib/time-zone';

/** The next schedules, read by app/ through the scheduling feature's hook (useUpcomingSchedules). */
export type UpcomingQuery = Pick<
  UseQueryResult<UpcomingSchedules>,
  'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'
>;

const linkClass = 'text-sm font-medium text-primary underline-offset-4 hover:underline';

/** The next few posts due to go out, soonest first, at their times in the user's zone. */
export function NextScheduledCard({ upcoming }: { upcoming: UpcomingQuery }) {
  const { t, i18n } = useTranslation('dashboard');
  const timeZone = useUserTimeZone();
  const entries = upcoming.data?.entries ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-5 text-muted-foreground" />
            {t('nextScheduled.title')}
          </CardTitle>
          <CardDescription>{t('nextScheduled.timeZoneNote', { timeZone })}</CardDescription>
        </div>
        <Link to={paths.calendar} className={linkClass}>
          {t('nextScheduled.openCalendar')}
        </Link>
      </CardHeader>
      <CardContent>
        {upcoming.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : upcoming.isError ? (
          <LoadError
            title={t('nextScheduled.loadFailed')}
            message={errorMessage(t, upcoming.error)}
            onRetry={() => void upcoming.refetch()}
            retrying={upcoming.isFetching}
          />
        ) : entries.length === 0 ? (
          <div className="grid gap-1 text-sm">
            <p className="font-medium">{t('nextScheduled.empty')}</p>
            <p className="text-muted-foreground">{t('nextScheduled.emptyHint')}</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label={t('nextScheduled.title')}>
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
              >
                <span className="text-sm text-muted-foreground">
                  <time dateTime={entry.at}>
                    {formatDateTimeIn(entry.at, timeZone, i18n.resolvedLanguage)}
                  </time>
                  {' · '}
                  {PLATFORM_NAMES[entry.platform]}
                </span>
                <span className="min-w-0 truncate font-medium" title={entry.title}>
                  {entry.title}
                </span>
                <Badge variant={entry.status === 'failed' ? 'destructive' : 'secondary'}>
                  {t(`nextScheduled.status.${entry.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
