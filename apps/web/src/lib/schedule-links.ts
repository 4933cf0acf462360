import type { Platform } from '@forja/contracts';
import { calendarPath } from '@/config/paths';

/* What the connections, the calendar, the notifications and the dashboard share about platforms and schedules. */

/** The calendar opened on one day (`YYYY-MM-DD` in the user's zone). */
export const calendarDayPath = (date: string) => calendarPath(date);

/** The platforms' own names: brands, the same in every language. */
export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = {
  wordpress: 'WordPress',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
