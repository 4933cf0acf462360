import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SchedulePlatform } from '@forja/contracts';
import { CALENDAR_VIEWS, parseLocalDate, parsePlatform, type CalendarView } from '../model/calendar-days';

export interface CalendarPlace {
  view: CalendarView;
  /** The date the view is around; null for today. */
  date: string | null;
  platform: SchedulePlatform | '';
}

/**
 * The view, date and platform live in the address (`?view=week&date=2026-12-01&platform=…`),
 * so a reload, a shared link or the inbox's `?date=` opens the calendar at that place.
 */
export function useCalendarAddress(): [CalendarPlace, (change: Partial<CalendarPlace>) => void] {
  const [params, setParams] = useSearchParams();
  const view = CALENDAR_VIEWS.find((v) => v === params.get('view')) ?? 'month';
  const place: CalendarPlace = {
    view,
    date: parseLocalDate(params.get('date')),
    platform: parsePlatform(params.get('platform')),
  };
  const change = useCallback(
    (next: Partial<CalendarPlace>) =>
      setParams(
        (current) => {
          const result = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) result.set(key, value);
            else result.delete(key);
          }
          return result;
        },
        // Paging through months is not a trail the Back button should replay.
        { replace: true },
      ),
    [setParams],
  );
  return [place, change];
}
