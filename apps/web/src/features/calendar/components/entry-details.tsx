import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { instantToZoned, type CalendarEntry } from '@forja/contracts';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCalendarApi } from '../calendar-api';
import { isMovable, localTimeOf } from '../model/calendar-days';
import { fullDateTime } from '../model/date-labels';
import { PLATFORM_NAMES, entryState, PLATFORM_STYLES, STATE_STYLES } from '../model/entry-look';
import { EntryFailure } from './entry-failure';
import { MoveToField } from './move-to-field';

interface EntryDetailsProps {
  /** The entry shown; null closes the panel. */
  entry: CalendarEntry | null;
  timeZone: string;
  today: string;
  onClose: () => void;
  onMove: (entry: CalendarEntry, localDate: string) => Promise<boolean>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** An entry's details in a side panel, with what can be done to it in its state. */
export function EntryDetails({ entry, timeZone, today, onClose, onMove }: EntryDetailsProps) {
  return (
    <Sheet open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full max-w-sm p-6 pt-12">
        {entry && <DetailsBody entry={entry} timeZone={timeZone} today={today} onMove={onMove} />}
      </SheetContent>
    </Sheet>
  );
}

function DetailsBody({
  entry,
  timeZone,
  today,
  onMove,
}: Omit<EntryDetailsProps, 'entry' | 'onClose'> & { entry: CalendarEntry }) {
  const { t, i18n } = useTranslation('calendar');
  const api = useCalendarApi();
  const cancel = api.useCancelSchedule();
  const [cancelError, setCancelError] = useState<string | null>(null);
  const state = entryState(entry);
  const platform = PLATFORM_NAMES[entry.platform];
  const when = fullDateTime(i18n.language, localTimeOf(entry, timeZone));

  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <SheetTitle className="text-lg break-words">{entry.title}</SheetTitle>
        <SheetDescription>{t('details.subtitle', { platform, when })}</SheetDescription>
      </div>
      <dl className="grid gap-3">
        <Row label={t('details.platform')}>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn('size-2.5 rounded-full', PLATFORM_STYLES[entry.platform].dot)}
            />
            {platform}
          </span>
        </Row>
        <Row label={t('details.when')}>{when}</Row>
        <Row label={t('details.state')}>
          <span className={STATE_STYLES[state]}>{t(`states.${state}`)}</span>
          {state === 'late' && (
            <span className="block text-muted-foreground">
              {t('details.lateBy', { count: Math.max(1, Math.round((entry.lateSeconds ?? 0) / 60)) })}
            </span>
          )}
          {entry.status === 'retrying' && entry.nextAttemptAt && (
            <span className="block text-muted-foreground">
              {t('details.nextAttempt', {
                when: fullDateTime(i18n.language, instantToZoned(new Date(entry.nextAttemptAt), timeZone)),
                count: entry.attempts,
              })}
            </span>
          )}
        </Row>
        <Row label={t('details.mode')}>
          {entry.mode === 'wordpress'
            ? t('modes.wordpress')
            : entry.mode === 'forja'
              ? t('modes.forja')
              : t('modes.immediate')}
        </Row>
      </dl>
      {entry.status === 'published' && entry.url && (
        <Button asChild variant="outline" className="justify-self-start">
          <a href={entry.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('details.openPost', { platform })}
          </a>
        </Button>
      )}
      {entry.status === 'failed' && <EntryFailure entry={entry} />}
      {isMovable(entry) && (
        <>
          <MoveToField key={entry.at} entry={entry} timeZone={timeZone} today={today} onMove={onMove} />
          <div className="flex flex-wrap gap-2">
            {/* EDIT SLOT: app/ passes the schedule dialog's "Edit" button (CalendarApi.renderEditAction). */}
            {api.renderEditAction?.(entry)}
            <ConfirmDialog
              trigger={
                <Button variant="outline" className="text-destructive">
                  {t('details.cancel')}
                </Button>
              }
              title={t('cancel.title')}
              description={t('cancel.description', { title: entry.title, when })}
              cancelLabel={t('cancel.keep')}
              confirmLabel={t('cancel.confirm')}
              busyLabel={t('cancel.busy')}
              onDismiss={() => setCancelError(null)}
              error={<ErrorAlert message={cancelError} />}
              onConfirm={() =>
                cancel.mutateAsync(entry.scheduleId).then(
                  () => toast.success(t('cancel.done')),
                  (error: unknown) => {
                    setCancelError(errorMessage(t, error, 'calendar:cancel.failed'));
                    throw error;
                  },
                )
              }
            />
          </div>
        </>
      )}
    </div>
  );
}
