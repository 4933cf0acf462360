import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@forja/contracts';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { isMovable, localTimeOf } from '../model/calendar-days';
import { shortTime } from '../model/date-labels';
import { PLATFORM_NAMES, entryState, PLATFORM_STYLES, STATE_STYLES } from '../model/entry-look';

/** The drag's data type: the entry's id, for drops on a day of this calendar only. */
export const ENTRY_DRAG_TYPE = 'application/x-forja-calendar-entry';

interface EntryChipProps {
  entry: CalendarEntry;
  timeZone: string;
  /** Shown on its new day while the server has not answered the move yet. */
  pending: boolean;
  onOpen: (entry: CalendarEntry) => void;
  onDragStart?: (entry: CalendarEntry) => void;
  onDragEnd?: () => void;
}

/** One entry on the calendar: its time, platform, title and state; a button that opens its details. */
export function EntryChip({ entry, timeZone, pending, onOpen, onDragStart, onDragEnd }: EntryChipProps) {
  const { t, i18n } = useTranslation('calendar');
  const draggable = isMovable(entry) && !pending && onDragStart !== undefined;
  const state = entryState(entry);
  const time = shortTime(i18n.language, localTimeOf(entry, timeZone));
  return (
    <button
      type="button"
      data-testid="calendar-entry"
      draggable={draggable}
      aria-busy={pending || undefined}
      aria-label={t('entry.label', {
        time,
        platform: PLATFORM_NAMES[entry.platform],
        title: entry.title,
        state: t(`states.${state}`),
      })}
      onClick={() => onOpen(entry)}
      onDragStart={(event) => {
        if (!draggable) return;
        event.dataTransfer.setData(ENTRY_DRAG_TYPE, entry.id);
        event.dataTransfer.setData('text/plain', entry.title);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(entry);
      }}
      onDragEnd={onDragEnd}
      className={cn(
        'grid w-full min-w-0 gap-0.5 rounded-sm border-l-4 px-1.5 py-1 text-left text-xs transition-opacity focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        PLATFORM_STYLES[entry.platform].chip,
        draggable && 'cursor-grab active:cursor-grabbing',
        pending && 'opacity-60',
      )}
    >
      <span className="flex min-w-0 items-center gap-1 font-medium">
        {pending && <Spinner className="size-3" />}
        <span className="shrink-0 whitespace-nowrap tabular-nums">{time}</span>
        <span className="truncate">{PLATFORM_NAMES[entry.platform]}</span>
      </span>
      <span className="truncate">{entry.title}</span>
      <span className={cn('truncate', STATE_STYLES[state])}>{t(`states.${state}`)}</span>
    </button>
  );
}
