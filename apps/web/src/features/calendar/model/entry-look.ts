import type { CalendarEntry, SchedulePlatform } from '@forja/contracts';

/*
 * How an entry looks: a colour per platform (always beside the platform's name, never alone)
 * and the state it is in, "late" when it went out after its time.
 */

export { PLATFORM_NAMES } from '@/lib/schedule-links';

export const PLATFORM_STYLES: Record<SchedulePlatform, { chip: string; dot: string }> = {
  wordpress: { chip: 'border-l-sky-600 bg-sky-50 text-sky-950', dot: 'bg-sky-600' },
  youtube: { chip: 'border-l-red-600 bg-red-50 text-red-950', dot: 'bg-red-600' },
  tiktok: { chip: 'border-l-zinc-900 bg-zinc-100 text-zinc-950', dot: 'bg-zinc-900' },
};

export type EntryState = CalendarEntry['status'] | 'late';

/** The state shown: a published entry that went out late says so. */
export function entryState(entry: CalendarEntry): EntryState {
  if (entry.status === 'published' && entry.lateSeconds !== null && entry.lateSeconds > 0) return 'late';
  return entry.status;
}

export const STATE_STYLES: Record<EntryState, string> = {
  scheduled: 'text-muted-foreground',
  publishing: 'text-sky-800',
  retrying: 'text-amber-800',
  published: 'text-emerald-800',
  late: 'text-amber-800',
  failed: 'text-red-800 font-semibold',
  cancelled: 'text-muted-foreground line-through',
};
