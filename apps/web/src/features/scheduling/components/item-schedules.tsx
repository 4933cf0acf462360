import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClock, Pencil, X } from 'lucide-react';
import type { CalendarEntry, SchedulePlatform } from '@forja/contracts';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCancelSchedule, useItemSchedules } from '../api/schedules';
import type { ScheduleTarget } from './schedule-dialog';
import { formatInZone, PLANNED_STATUSES, PLATFORM_LABELS, useScheduleTimeZone } from './schedule-time';

const ScheduleDialog = lazy(() => import('./schedule-dialog').then((m) => ({ default: m.ScheduleDialog })));

interface Props {
  itemId: string;
  /** The item as the Edit dialog's defaults name it. */
  target: Omit<ScheduleTarget, 'platform'>;
  /** Only these platforms' schedules (a video's block lists the platforms it offers). */
  platforms?: readonly SchedulePlatform[];
}

/**
 * An item's planned publications (waiting, retrying, being sent, or failed), each at its time
 * in the user's zone, with Edit while it waits and Cancel until it starts. Placed last (and on
 * a line of its own) in the row of actions it is given to.
 */
export function ItemSchedules({ itemId, target, platforms }: Props) {
  const { t, i18n } = useTranslation('scheduling');
  const language = i18n.resolvedLanguage;
  const schedules = useItemSchedules(itemId);
  const timeZone = useScheduleTimeZone();
  const [editing, setEditing] = useState<CalendarEntry | null>(null);
  const [cancelling, setCancelling] = useState<CalendarEntry | null>(null);
  const cancel = useCancelSchedule();

  if (schedules.isError) {
    return <ErrorAlert title={t('listFailed')} message={errorMessage(t, schedules.error)} />;
  }
  const planned = (schedules.data?.entries ?? []).filter(
    (e) =>
      e.scheduleId !== null &&
      PLANNED_STATUSES.has(e.status) &&
      (!platforms || platforms.includes(e.platform)),
  );
  if (planned.length === 0 || !timeZone) return null;

  return (
    <section
      aria-label={t('planned')}
      className="order-last grid w-full basis-full gap-1.5"
      data-testid="item-schedules"
    >
      <ul className="grid gap-1.5">
        {planned.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            <CalendarClock aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="font-medium">{PLATFORM_LABELS[entry.platform]}</span>
            <time dateTime={entry.at}>{formatInZone(entry.at, timeZone, language)}</time>
            <Badge variant={entry.status === 'failed' ? 'destructive' : 'outline'}>
              {t(`status.${entry.status}`)}
            </Badge>
            {entry.status === 'failed' && entry.errorCode && (
              <span className="text-destructive">
                {t(`errors:${entry.errorCode}`, { defaultValue: t('failedGeneric') })}
              </span>
            )}
            <span className="ml-auto flex gap-1">
              {entry.status === 'scheduled' && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(entry)}
                  aria-label={t('editFor', { platform: PLATFORM_LABELS[entry.platform] })}
                >
                  <Pencil aria-hidden="true" />
                  {t('edit')}
                </Button>
              )}
              {entry.status !== 'publishing' && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setCancelling(entry)}
                  aria-label={t('cancelFor', { platform: PLATFORM_LABELS[entry.platform] })}
                >
                  <X aria-hidden="true" />
                  {t('cancel')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {editing && (
        <Suspense fallback={null}>
          <ScheduleDialog
            open
            onOpenChange={(open) => !open && setEditing(null)}
            target={{ ...target, platform: editing.platform }}
            schedule={editing}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancelTitle')}
        description={
          cancelling
            ? t('cancelText', {
                platform: PLATFORM_LABELS[cancelling.platform],
                when: formatInZone(cancelling.at, timeZone, language),
              })
            : ''
        }
        cancelLabel={t('keep')}
        confirmLabel={t('cancelConfirm')}
        busyLabel={t('cancelling')}
        error={<ErrorAlert message={cancel.isError ? errorMessage(t, cancel.error) : null} />}
        onDismiss={() => {
          setCancelling(null);
          cancel.reset();
        }}
        onConfirm={() =>
          cancelling
            ? cancel.mutateAsync(cancelling.scheduleId!).then(() => {
                setCancelling(null);
                toast.success(t('cancelled'));
              })
            : Promise.resolve()
        }
      />
    </section>
  );
}
