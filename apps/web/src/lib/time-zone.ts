import { useProfile } from './api/profile';

/*
 * The user's time zone (profile.timeZone): schedules are chosen in it and the calendar, the
 * dashboard and the notifications show times in it, whatever zone the device is in now.
 *
 * The wall-clock reading is the contracts' (time-zones.ts: the same Intl fields), written
 * again here on purpose: that module also holds a zod schema, and the app shell imports this
 * one, so importing it would put zod in every page's first load (scripts/check-web-budgets.ts).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
/** A formatter of every wall-clock field in `timeZone`; throws for a zone the platform does not know. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function wallClock(instant: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of wallClockFormat(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts;
}

/** True for a zone name this platform knows (as the server checks it: contracts' isTimeZone). */
export function isKnownTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    wallClockFormat(value);
    return true;
  } catch {
    return false;
  }
}

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
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year!, w.month! - 1, w.day!, w.hour! % 24, w.minute!, w.second!);
  const minutes = Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
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
  const w = wallClock(Date.parse(iso), timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(w.year!, 4)}-${pad(w.month!)}-${pad(w.day!)}`;
}
