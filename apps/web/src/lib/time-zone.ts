import { instantToZoned, isTimeZone, offsetMinutesAt } from '@forja/contracts';
import { useProfile } from './api/profile';

/*
 * The user's time zone (profile.timeZone): schedules are chosen in it and the calendar, the
 * dashboard and the notifications show times in it, whatever zone the device is in now. The
 * wall-clock reading is the contracts' (time-zones.ts), the same the server uses.
 */

/** True for a zone name this platform knows (as the server checks it). */
export const isKnownTimeZone = isTimeZone;

/** The browser's own zone, or '' when it reports none this platform knows. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? zone : '';
  } catch {
    return '';
  }
}

/** The profile's zone; the browser's until the profile has one (or while it loads). */
export function useUserTimeZone(): string {
  const { data } = useProfile();
  return data?.timeZone || browserTimeZone() || 'UTC';
}

/** "UTC+02:00", "UTC-03:30", "UTC+00:00": the zone's offset at `at`. */
export function utcOffsetLabel(timeZone: string, at = Date.now()): string {
  const minutes = offsetMinutesAt(at, timeZone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "Tue, 3 Dec, 09:00" in the interface language, on the wall clock of `timeZone`. */
export function formatDateTimeIn(iso: string, timeZone: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** `YYYY-MM-DD`: the day `iso` falls on in `timeZone` (the calendar opens on it). */
export function localDateIn(iso: string, timeZone: string): string {
  return instantToZoned(new Date(iso), timeZone).slice(0, 10);
}
