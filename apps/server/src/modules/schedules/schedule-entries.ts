import type { CalendarEntry, Schedule } from '@forja/contracts';
import type { ImmediatePublication, ScheduleRow } from './schedules.repository.js';

/** A schedule as the API shows it (a calendar entry with its id). */
export function toSchedule(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    scheduleId: row.id,
    platform: row.platform,
    itemKind: row.itemKind,
    itemId: row.itemId,
    title: row.title,
    at: row.scheduledAt.toISOString(),
    timeZone: row.timeZone,
    status: row.status,
    mode: row.mode,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'retrying' ? row.dueAt.toISOString() : null,
    lateSeconds: row.lateSeconds,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    url: row.url,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    fields: row.fields as Record<string, unknown>,
  };
}

/** A publication made at once, as a published (or failed) calendar entry without a schedule. */
export function immediateEntry(p: ImmediatePublication): CalendarEntry {
  return {
    id: p.id,
    scheduleId: null,
    platform: p.platform,
    itemKind: p.itemKind,
    itemId: p.itemId,
    title: p.title,
    at: p.at.toISOString(),
    timeZone: '',
    status: p.status,
    mode: null,
    attempts: 1,
    nextAttemptAt: null,
    lateSeconds: null,
    publishedAt: p.status === 'published' ? p.at.toISOString() : null,
    url: p.url,
    errorCode: p.errorCode,
    errorMessage: p.errorMessage,
    fields: null,
  };
}
