import {
  addDays,
  instantToZoned,
  zonedToInstant,
  type CalendarEntry,
  type SchedulePlatform,
  SCHEDULE_PLATFORMS,
} from '@forja/contracts';

/*
 * The calendar's days are local dates (`YYYY-MM-DD`) in the user's time zone, never Date
 * objects in the browser's: an entry belongs to the day its instant reads in that zone, and a
 * move keeps the wall-clock time of day there (docs/product/calendar.md).
 */

export const CALENDAR_VIEWS = ['month', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** A month view shows six whole weeks, so every month fits and the grid never changes height. */
const MONTH_VIEW_WEEKS = 6;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as the calendar reads it from the address, or null when it is not a real date. */
export function parseLocalDate(value: string | null): string | null {
  if (!value) return null;
  const m = LOCAL_DATE.exec(value);
  if (!m) return null;
  // addDays(…, 0) normalises through a real date: 2026-02-30 would come back as 2026-03-02.
  return addDays(value, 0) === value ? value : null;
}

/** 0 for Sunday … 6 for Saturday, of a local date. */
export function weekdayOf(localDate: string): number {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The first day of the week for a UI language, 0 (Sunday) or 1 (Monday), …: the platform's
 * own locale data when it has it, else Sunday for English and Monday for Romanian and Spanish.
 */
export function weekStartFor(language: string): number {
  try {
    const locale = new Intl.Locale(language) as LocaleWithWeekInfo;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Intl numbers the days 1 (Monday) to 7 (Sunday).
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7;
  } catch {
    // An unknown tag: the fallback below.
  }
  return language.startsWith('en') ? 0 : 1;
}

/** The first day of the week holding `localDate`. */
export function startOfWeek(localDate: string, weekStart: number): string {
  return addDays(localDate, -((weekdayOf(localDate) - weekStart + 7) % 7));
}

/** The days the view shows, in order: 42 for a month (six weeks), 7 for a week. */
export function visibleDays(view: CalendarView, anchor: string, weekStart: number): string[] {
  const first =
    view === 'month' ? startOfWeek(`${anchor.slice(0, 7)}-01`, weekStart) : startOfWeek(anchor, weekStart);
  const count = view === 'month' ? MONTH_VIEW_WEEKS * 7 : 7;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The date one period before or after `anchor` (a month keeps its 1st, so the 31st never skips one). */
export function shiftAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * direction);
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  const month = new Date(Date.UTC(y, m - 1 + direction, 1));
  return `${String(month.getUTCFullYear()).padStart(4, '0')}-${String(month.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The instants the server is asked for: from the first day's midnight to the day after the last's, in `timeZone`. */
export function rangeOf(days: readonly string[], timeZone: string): { from: string; to: string } {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  return {
    from: zonedToInstant(`${first}T00:00`, timeZone)!.toISOString(),
    to: zonedToInstant(`${addDays(last, 1)}T00:00`, timeZone)!.toISOString(),
  };
}

/** Today's date where the user is. */
export function todayIn(timeZone: string, now = new Date()): string {
  return instantToZoned(now, timeZone).slice(0, 10);
}

/** `YYYY-MM-DDTHH:mm` of an entry in `timeZone`. */
export function localTimeOf(entry: Pick<CalendarEntry, 'at'>, timeZone: string): string {
  return instantToZoned(new Date(entry.at), timeZone);
}

/**
 * Where an entry moved to `localDate` lands: that date at the same wall-clock time it shows
 * now (a drag never changes the time of day, whatever the daylight-saving offsets).
 */
export function movedLocalTime(
  entry: Pick<CalendarEntry, 'at'>,
  localDate: string,
  timeZone: string,
): string {
  return `${localDate}T${localTimeOf(entry, timeZone).slice(11, 16)}`;
}

/** The entries of each local date, oldest first; `dateOverrides` places entries being moved at their new date. */
export function entriesByDay(
  entries: readonly CalendarEntry[],
  timeZone: string,
  dateOverrides: Readonly<Record<string, string>> = {},
): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  const sorted = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const entry of sorted) {
    const day = dateOverrides[entry.id] ?? localTimeOf(entry, timeZone).slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(entry);
    else byDay.set(day, [entry]);
  }
  return byDay;
}

/** Only a schedule still waiting for its time can be moved, cancelled or edited. */
export function isMovable(entry: CalendarEntry): entry is CalendarEntry & { scheduleId: string } {
  return entry.status === 'scheduled' && entry.scheduleId !== null;
}

/** The platform filter's value from the address: one platform, or '' for all. */
export function parsePlatform(value: string | null): SchedulePlatform | '' {
  return SCHEDULE_PLATFORMS.find((p) => p === value) ?? '';
}
