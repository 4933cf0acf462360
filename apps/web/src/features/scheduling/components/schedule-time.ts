import { isTimeZone, SCHEDULE_MAX_AHEAD_DAYS, zonedToInstant, type CalendarEntry } from '@forja/contracts';
import { useProfile } from '@/lib/api/profile';
import { browserTimeZone } from '@/lib/time-zone';

/*
 * The wall-clock side of scheduling on the web: which zone the user schedules in, whether a
 * chosen date and time can be asked for, and an instant shown back in that zone.
 */

/** The default time of day a new schedule proposes (tomorrow at this time). */
export const DEFAULT_SCHEDULE_TIME = '09:00';

export { calendarDayPath } from '@/lib/schedule-links';

export { PLATFORM_NAMES as PLATFORM_LABELS } from '@/lib/schedule-links';

/**
 * The zone schedules are chosen in: the profile's, or the browser's while the profile has
 * none yet ('' until the web first reports it). Null while the profile is being read.
 */
export function useScheduleTimeZone(): string | null {
  const profile = useProfile();
  if (profile.isPending) return null;
  const saved = profile.data?.timeZone ?? '';
  return saved && isTimeZone(saved) ? saved : browserTimeZone() || 'UTC';
}

export type TimeProblem = 'date_time_invalid' | 'schedule_in_past' | 'schedule_too_far';

/**
 * Why `localTime` (YYYY-MM-DDTHH:mm in `timeZone`) cannot be scheduled, as the server would
 * say it (validation.json keys), or null when it can: the same bounds, checked before sending.
 */
export function timeProblem(localTime: string, timeZone: string, now: Date): TimeProblem | null {
  const instant = zonedToInstant(localTime, timeZone);
  if (!instant) return 'date_time_invalid';
  if (instant.getTime() <= now.getTime()) return 'schedule_in_past';
  if (instant.getTime() > now.getTime() + SCHEDULE_MAX_AHEAD_DAYS * 86_400_000) return 'schedule_too_far';
  return null;
}

/** An instant as a date and time on the wall clock of `timeZone`, in the UI's language. */
export function formatInZone(instant: string | Date, timeZone: string, language: string | undefined) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
}

/** The schedules an item's card lists: those still to go out, or that need the user. */
export const PLANNED_STATUSES: ReadonlySet<CalendarEntry['status']> = new Set([
  'scheduled',
  'retrying',
  'publishing',
  'failed',
]);
