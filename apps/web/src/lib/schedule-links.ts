import type { SchedulePlatform } from '@forja/contracts';

/*
 * What the notifications and the dashboard's next schedules share about scheduled posts.
 * The calendar screen is added beside this work: its address is written here once until
 * config/paths.ts names it (then these read paths.calendar).
 */

/** The calendar screen. */
export const CALENDAR_PATH = '/calendar';

/** The calendar opened on one day (`YYYY-MM-DD` in the user's zone). */
export const calendarDayPath = (date: string) => `${CALENDAR_PATH}?date=${encodeURIComponent(date)}`;

/** The platforms' own names: brands, the same in every language. */
export const PLATFORM_NAMES: Readonly<Record<SchedulePlatform, string>> = {
  wordpress: 'WordPress',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
