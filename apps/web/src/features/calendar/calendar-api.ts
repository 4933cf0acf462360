import { createContext, useContext, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type {
  Calendar,
  CalendarEntry,
  Schedule,
  SchedulePlatform,
  UpdateScheduleBody,
} from '@forja/contracts';

/*
 * What the calendar reads and changes, given by app/ (routes/calendar): one feature does not
 * import another, and the schedule hooks live in features/scheduling, the profile (the time
 * zone) in features/settings. The calendar makes no requests of its own.
 */
export interface CalendarApi {
  /** features/scheduling's useCalendar. */
  useCalendar: (from: string, to: string, platform: SchedulePlatform | '') => UseQueryResult<Calendar>;
  useUpdateSchedule: () => UseMutationResult<Schedule, Error, { id: string; body: UpdateScheduleBody }>;
  useCancelSchedule: () => UseMutationResult<Schedule, Error, string>;
  useRetrySchedule: () => UseMutationResult<Schedule, Error, string>;
  /**
   * The profile's time zone: undefined while the profile loads, '' when none is set yet (the
   * calendar then uses the browser's), null when the profile could not be read.
   */
  useProfileTimeZone: () => string | null | undefined;
  /**
   * EDIT SLOT: the "Edit" button of a schedule still waiting (status 'scheduled'), shown in
   * its details panel. app/ wires it to features/scheduling's schedule dialog; without it the
   * panel shows no Edit button (moving and cancelling stay available).
   */
  renderEditAction?: (entry: CalendarEntry & { scheduleId: string }) => ReactNode;
}

export const CalendarApiContext = createContext<CalendarApi | null>(null);

export function useCalendarApi(): CalendarApi {
  const api = useContext(CalendarApiContext);
  if (!api) throw new Error('The calendar needs a CalendarApiContext (app/routes/calendar).');
  return api;
}
