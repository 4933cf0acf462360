import { isTimeZone } from '@forja/contracts';
import { browserTimeZone } from '@/lib/time-zone';
import { useCalendarApi } from '../calendar-api';

/**
 * The zone the calendar shows days and times in: the profile's; the browser's while the
 * profile has none yet or could not be read. Undefined while the profile loads, so the first
 * range asked of the server is already the right one.
 */
export function useTimeZone(): string | undefined {
  const profileZone = useCalendarApi().useProfileTimeZone();
  if (profileZone === undefined) return undefined;
  return profileZone && isTimeZone(profileZone) ? profileZone : browserTimeZone() || 'UTC';
}
