import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import type { CalendarEntry } from '@forja/contracts';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCalendarApi } from '../calendar-api';

/** Why it failed: the code translated (errors.json), else the platform's own words. */
function failureText(t: ReturnType<typeof useTranslation>['t'], entry: CalendarEntry): string {
  const key = entry.errorCode ? `errors:${entry.errorCode}` : null;
  if (key && i18n.exists(key)) return t(key);
  return entry.errorMessage?.trim() || t('details.unknownError');
}

/** A failed entry: the reason, and Retry (published again now) when it is a schedule. */
export function EntryFailure({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation('calendar');
  const retry = useCalendarApi().useRetrySchedule();
  const scheduleId = entry.scheduleId;
  return (
    <div className="grid gap-2">
      <ErrorAlert title={t('details.failedTitle')} message={failureText(t, entry)} />
      {scheduleId && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(scheduleId, {
              onSuccess: () => toast.success(t('details.retried')),
              onError: (error) => toast.error(errorMessage(t, error, 'calendar:details.retryFailed')),
            })
          }
        >
          {retry.isPending ? <Spinner /> : <RotateCw aria-hidden="true" />}
          {retry.isPending ? t('details.retrying') : t('details.retry')}
        </Button>
      )}
    </div>
  );
}
