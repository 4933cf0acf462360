import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@forja/contracts';
import { fullDate } from '../model/date-labels';
import { EntryChip } from './entry-chip';

interface AgendaListProps {
  /** The days to list, in order; those without entries are left out. */
  days: readonly string[];
  today: string;
  byDay: ReadonlyMap<string, CalendarEntry[]>;
  timeZone: string;
  pending: Readonly<Record<string, string>>;
  onOpen: (entry: CalendarEntry) => void;
}

/** On a phone: the days that have entries, one under the other (moving is in the details panel). */
export function AgendaList({ days, today, byDay, timeZone, pending, onOpen }: AgendaListProps) {
  const { t, i18n } = useTranslation('calendar');
  const withEntries = days.filter((day) => (byDay.get(day)?.length ?? 0) > 0);
  if (withEntries.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        {t('agenda.none')}
      </p>
    );
  }
  return (
    <ol className="grid gap-4" data-testid="calendar-agenda" aria-label={t('agenda.label')}>
      {withEntries.map((day) => (
        <li key={day} className="grid gap-2">
          <h2 className="text-sm font-semibold">
            {fullDate(i18n.language, day)}
            {day === today && (
              <span className="ml-2 font-normal text-muted-foreground">{t('toolbar.today')}</span>
            )}
          </h2>
          <ul className="grid gap-2">
            {byDay.get(day)!.map((entry) => (
              <li key={entry.id}>
                <EntryChip
                  entry={entry}
                  timeZone={timeZone}
                  pending={pending[entry.id] !== undefined}
                  onOpen={onOpen}
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
