/*
 * Wall-clock times in a named time zone (IANA, e.g. Pacific/Auckland) and the instants they
 * are, with the platform's Intl data only. A schedule is asked for as "this date and time where
 * I am": the server turns it into an instant with zonedToInstant, and the web shows instants
 * back in the user's zone with instantToZoned, so both agree across daylight-saving changes.
 * No zod here (the schema is time-zone-schema.ts): the web's app shell uses these functions on
 * every page, and a module-level schema would bring zod into every page's first load.
 */

/** `YYYY-MM-DDTHH:mm`, optionally with `:ss`: a wall-clock date and time, no zone. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a zone name this platform knows (UTC included). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes the zone is ahead of UTC at `instant` (+780 for Auckland in summer). */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall-clock time in `timeZone`; null when `local` is not a real date and
 * time. A time that does not exist (skipped when clocks go forward) moves forward by the
 * gap, and one that happens twice (clocks go back) is the first of the two, as calendars do.
 */
export function zonedToInstant(local: string, timeZone: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    hour! > 23 ||
    minute! > 59 ||
    second! > 59
  )
    return null;
  // Try the offsets in force just before and just after: the earlier candidate whose wall
  // clock matches wins; when neither matches (a skipped hour) the later offset's reading.
  const before = offsetMinutesAt(wall - 86_400_000, timeZone);
  const after = offsetMinutesAt(wall + 86_400_000, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    if (
      instantToZoned(new Date(instant), timeZone, true) ===
      toLocal(year!, month!, day!, hour!, minute!, second!)
    )
      return new Date(instant);
  }
  return new Date(wall - Math.min(before, after) * 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
function toLocal(y: number, mo: number, d: number, h: number, mi: number, s?: number): string {
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}${s === undefined ? '' : `:${pad(s)}`}`;
}

/** `instant` as `YYYY-MM-DDTHH:mm` (with `:ss` when asked) on the wall clock of `timeZone`. */
export function instantToZoned(instant: Date, timeZone: string, withSeconds = false): string {
  const w = wallClock(instant.getTime(), timeZone);
  return toLocal(w.year, w.month, w.day, w.hour, w.minute, withSeconds ? w.second : undefined);
}

/** `YYYY-MM-DD` plus `days` (calendar days, no zone involved). */
export function addDays(localDate: string, days: number): string {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** "Tomorrow at `time`" where the user is: the wall-clock string for the schedule form. */
export function tomorrowAt(now: Date, timeZone: string, time: string): string {
  return `${addDays(instantToZoned(now, timeZone).slice(0, 10), 1)}T${time}`;
}
