import type { CalendarEntry, SchedulePlatform } from '@forja/contracts';

/** What is scheduled: a saved article to WordPress, or a saved video to YouTube or TikTok. */
export interface ScheduleTarget {
  platform: SchedulePlatform;
  itemId: string;
  title: string;
  /** An article's meta description and tags: the WordPress post's defaults, as a publish now uses. */
  excerpt?: string;
  tags?: string[];
}

/** The target a calendar entry schedules (for opening its Edit). */
export const scheduleTargetOf = (entry: CalendarEntry): ScheduleTarget => ({
  platform: entry.platform,
  itemId: entry.itemId,
  title: entry.title,
});
