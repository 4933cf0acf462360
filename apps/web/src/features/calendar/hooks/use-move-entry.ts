import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedToInstant, type CalendarEntry } from '@forja/contracts';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCalendarApi } from '../calendar-api';
import { isMovable, localTimeOf, movedLocalTime } from '../model/calendar-days';

/** Why a move was refused, in words: the time field's own message when the server names one. */
function moveFailure(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  const field = fieldErrors(error).localTime;
  return field ? validationMessage(t, field) : errorMessage(t, error, 'calendar:move.failed');
}

/**
 * Moves a scheduled entry to another day at the same time of day (a drag, or the details
 * panel's date field). The entry shows on its new day at once (`overrides`, marked pending)
 * until the server answers and the calendar is read again; a refusal puts it back and says why.
 */
export function useMoveEntry(timeZone: string) {
  const { t } = useTranslation('calendar');
  const update = useCalendarApi().useUpdateSchedule();
  const [overrides, setOverrides] = useState<Record<string, string>>({});

  const forget = (id: string) =>
    setOverrides((current) => {
      const { [id]: _moved, ...rest } = current;
      return rest;
    });

  /** Resolves true when the entry moved, false when it did not (the reason is shown). */
  const move = (entry: CalendarEntry, localDate: string): Promise<boolean> => {
    if (!isMovable(entry) || overrides[entry.id]) return Promise.resolve(false);
    if (localTimeOf(entry, timeZone).slice(0, 10) === localDate) return Promise.resolve(true);
    const localTime = movedLocalTime(entry, localDate, timeZone);
    // The server refuses a time already past too; saying so here spares the round trip.
    if ((zonedToInstant(localTime, timeZone)?.getTime() ?? 0) <= Date.now()) {
      toast.error(t('move.inPast'));
      return Promise.resolve(false);
    }
    setOverrides((current) => ({ ...current, [entry.id]: localDate }));
    return (
      update
        .mutateAsync({
          id: entry.scheduleId,
          body: { platform: entry.platform, localTime, timeZone },
        })
        .then(
          () => {
            toast.success(t('move.done'));
            return true;
          },
          (error: unknown) => {
            toast.error(moveFailure(t, error));
            return false;
          },
        )
        // The schedules were read again before this (the hook's own onSettled), so the entry
        // is already at its server-side place: dropping the override shows no jump.
        .finally(() => forget(entry.id))
    );
  };

  return { overrides, move };
}
