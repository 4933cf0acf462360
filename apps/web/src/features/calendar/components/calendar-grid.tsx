import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@forja/contracts';
import { cn } from '@/lib/utils';
import { isMovable, type CalendarView } from '../model/calendar-days';
import { fullDate, shortWeekday } from '../model/date-labels';
import { ENTRY_DRAG_TYPE, EntryChip } from './entry-chip';

interface CalendarGridProps {
  view: CalendarView;
  days: readonly string[];
  /** The month shown (`YYYY-MM`): a month view dims the days of the months around it. */
  month: string;
  today: string;
  label: string;
  byDay: ReadonlyMap<string, CalendarEntry[]>;
  timeZone: string;
  /** Entries whose move the server has not answered yet. */
  pending: Readonly<Record<string, string>>;
  onOpen: (entry: CalendarEntry) => void;
  onMove: (entry: CalendarEntry, localDate: string) => void;
}

/**
 * The month (six weeks) or week as seven columns. A scheduled entry can be dragged to another
 * day (native drag and drop); keyboard users move it from its details panel instead.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { view, days, month, today, label, byDay, timeZone, pending, onOpen, onMove } = props;
  const { i18n } = useTranslation('calendar');
  const [dragged, setDragged] = useState<CalendarEntry | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const drop = (event: DragEvent, day: string) => {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData(ENTRY_DRAG_TYPE) || dragged?.id;
    const entry = dragged?.id === id ? dragged : [...byDay.values()].flat().find((e) => e.id === id);
    setDragged(null);
    if (entry && isMovable(entry)) onMove(entry, day);
  };

  return (
    <div className="min-w-0 rounded-lg border bg-card">
      <div
        aria-hidden="true"
        className="grid grid-cols-7 border-b text-center text-xs font-medium text-muted-foreground"
      >
        {days.slice(0, 7).map((day) => (
          <div key={day} className="py-2">
            {shortWeekday(i18n.language, day)}
          </div>
        ))}
      </div>
      <ol aria-label={label} className="grid grid-cols-7" data-testid="calendar-grid">
        {days.map((day) => {
          const entries = byDay.get(day) ?? [];
          const outside = view === 'month' && !day.startsWith(month);
          return (
            <li
              key={day}
              data-date={day}
              aria-current={day === today ? 'date' : undefined}
              aria-label={fullDate(i18n.language, day)}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(day);
              }}
              onDragLeave={() => setOver((current) => (current === day ? null : current))}
              onDrop={(event) => drop(event, day)}
              className={cn(
                'grid min-w-0 content-start gap-1 border-r border-b p-1 [&:nth-child(7n)]:border-r-0',
                view === 'month' ? 'min-h-28' : 'min-h-72',
                outside && 'bg-muted/40',
                over === day && 'bg-accent ring-2 ring-ring ring-inset',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 items-center justify-center justify-self-end rounded-full text-xs tabular-nums',
                  outside && 'text-muted-foreground',
                  day === today && 'bg-primary font-semibold text-primary-foreground',
                )}
              >
                {Number(day.slice(8))}
              </span>
              {entries.length > 0 && (
                <ul className="grid min-w-0 gap-1">
                  {entries.map((entry) => (
                    <li key={entry.id} className="min-w-0">
                      <EntryChip
                        entry={entry}
                        timeZone={timeZone}
                        pending={pending[entry.id] !== undefined}
                        onOpen={onOpen}
                        onDragStart={setDragged}
                        onDragEnd={() => {
                          setDragged(null);
                          setOver(null);
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
