import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCalendarApi } from '../calendar-api';
import { useCalendarAddress } from '../hooks/use-calendar-address';
import { useMoveEntry } from '../hooks/use-move-entry';
import { usePhoneWidth } from '../hooks/use-phone-width';
import { useTimeZone } from '../hooks/use-time-zone';
import {
  entriesByDay,
  rangeOf,
  shiftAnchor,
  todayIn,
  visibleDays,
  weekStartFor,
} from '../model/calendar-days';
import { periodTitle } from '../model/date-labels';
import { AgendaList } from './agenda-list';
import { CalendarEmpty } from './calendar-empty';
import { CalendarGrid } from './calendar-grid';
import { CalendarSkeleton } from './calendar-skeleton';
import { CalendarToolbar } from './calendar-toolbar';
import { EntryDetails } from './entry-details';

/** `/calendar`: what is scheduled and published, by day, in the user's time zone. */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  useDocumentTitle(t('title'));
  const timeZone = useTimeZone();
  const phone = usePhoneWidth();
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">
          {timeZone ? t('subtitle', { zone: timeZone.replaceAll('_', ' ') }) : t('subtitleLoading')}
        </p>
      </div>
      {timeZone ? <CalendarBody timeZone={timeZone} phone={phone} /> : <CalendarSkeleton phone={phone} />}
    </div>
  );
}

const upperFirst = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

function CalendarBody({ timeZone, phone }: { timeZone: string; phone: boolean }) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const [place, setPlace] = useCalendarAddress();
  const today = todayIn(timeZone);
  const anchor = place.date ?? today;
  const days = useMemo(
    () => visibleDays(place.view, anchor, weekStartFor(language)),
    [place.view, anchor, language],
  );
  const range = rangeOf(days, timeZone);
  const calendar = useCalendarApi().useCalendar(range.from, range.to, place.platform);
  const { overrides, move } = useMoveEntry(timeZone);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // Cancelled schedules are kept for the record, not shown; the server leaves them out anyway.
  const entries = useMemo(
    () => (calendar.data?.entries ?? []).filter((e) => e.status !== 'cancelled'),
    [calendar.data],
  );
  const byDay = useMemo(() => entriesByDay(entries, timeZone, overrides), [entries, timeZone, overrides]);
  // The panel follows the entry as the calendar is read again; it closes once the entry is gone.
  const selected = entries.find((e) => e.id === selectedId) ?? null;
  const title = upperFirst(periodTitle(language, place.view, anchor, days), language);
  const shownDays =
    phone && place.view === 'month' ? days.filter((d) => d.startsWith(anchor.slice(0, 7))) : days;
  const open = (entry: CalendarEntry) => setSelectedId(entry.id);
  const onMove = (entry: CalendarEntry, localDate: string) => void move(entry, localDate);

  const body = () => {
    // The previous period's entries stay in the cache while this one loads: not this period's.
    if (calendar.isPending || calendar.isPlaceholderData) return <CalendarSkeleton phone={phone} />;
    if (calendar.isError)
      return (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, calendar.error)}
          onRetry={() => void calendar.refetch()}
          retrying={calendar.isFetching}
        />
      );
    if (!shownDays.some((day) => byDay.has(day))) return <CalendarEmpty filtered={place.platform !== ''} />;
    if (phone)
      return (
        <AgendaList
          days={shownDays}
          today={today}
          byDay={byDay}
          timeZone={timeZone}
          pending={overrides}
          onOpen={open}
        />
      );
    return (
      <CalendarGrid
        view={place.view}
        days={days}
        month={anchor.slice(0, 7)}
        today={today}
        label={title}
        byDay={byDay}
        timeZone={timeZone}
        pending={overrides}
        onOpen={open}
        onMove={onMove}
      />
    );
  };

  return (
    <>
      <CalendarToolbar
        title={title}
        view={place.view}
        platform={place.platform}
        onStep={(direction) => setPlace({ date: shiftAnchor(place.view, anchor, direction) })}
        onToday={() => setPlace({ date: null })}
        onView={(view) => setPlace({ view })}
        onPlatform={(platform) => setPlace({ platform })}
      />
      <div aria-busy={calendar.isFetching || undefined} className="min-w-0">
        {body()}
      </div>
      <EntryDetails
        entry={selected}
        timeZone={timeZone}
        today={today}
        onClose={() => setSelectedId(null)}
        onMove={move}
      />
    </>
  );
}
