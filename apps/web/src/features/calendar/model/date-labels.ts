import type { CalendarView } from './calendar-days';

/*
 * Dates in words in the UI language. A local date is read at noon UTC and formatted in UTC,
 * so no zone of the browser's can turn it into the day before.
 */
const atNoon = (localDate: string) => new Date(`${localDate}T12:00:00Z`);

const format = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });

/** "Monday, 1 December 2026": a day's full name, for screen readers and the agenda. */
export function fullDate(language: string, localDate: string): string {
  return format(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    atNoon(localDate),
  );
}

/** "Mon": the column headings. */
export function shortWeekday(language: string, localDate: string): string {
  return format(language, { weekday: 'short' }).format(atNoon(localDate));
}

/** The toolbar's title: "December 2026", or the week's first to last day. */
export function periodTitle(
  language: string,
  view: CalendarView,
  anchor: string,
  days: readonly string[],
): string {
  if (view === 'month') return format(language, { month: 'long', year: 'numeric' }).format(atNoon(anchor));
  const range = format(language, { day: 'numeric', month: 'short', year: 'numeric' });
  return range.formatRange(atNoon(days[0]!), atNoon(days[days.length - 1]!));
}

/** "Tuesday, 1 December 2026, 09:30" of a wall-clock `YYYY-MM-DDTHH:mm` (already in the user's zone). */
export function fullDateTime(language: string, localTime: string): string {
  return format(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(`${localTime}:00Z`));
}

/** "9:30 AM" / "09:30": the time of day of a wall-clock `YYYY-MM-DDTHH:mm`, as the language writes it. */
export function shortTime(language: string, localTime: string): string {
  return format(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(`${localTime}:00Z`));
}
