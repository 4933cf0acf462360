import { z } from 'zod';
import { publishArticleBodySchema } from './studios/article/wordpress-publish.js';
import { tiktokPublishSchema, youtubePublishSchema } from './publications.js';
import { LOCAL_DATE_TIME } from './time-zones.js';
import { timeZoneSchema } from './time-zone-schema.js';

/*
 * Scheduled publishing and the content calendar (docs/product/calendar.md). A saved article
 * (to WordPress) or a saved video (to YouTube or TikTok) is scheduled for a wall-clock date and
 * time in the user's time zone; the server turns it into an instant and a delayed job publishes
 * it then, exactly once. WordPress may hold the post itself (`mode: 'wordpress'`, the site's
 * own "scheduled" status), so it goes out even while Forja is down; Forja checks it went out.
 */

export const SCHEDULE_PLATFORMS = ['wordpress', 'youtube', 'tiktok'] as const;
export type SchedulePlatform = (typeof SCHEDULE_PLATFORMS)[number];

/**
 * scheduled: waiting for its time (editable, cancellable); publishing: being sent now;
 * retrying: a temporary failure, tried again at `nextAttemptAt`; published; failed (Retry
 * schedules it again at once); cancelled (kept for the record, not shown on the calendar).
 */
export const SCHEDULE_STATUSES = [
  'scheduled',
  'publishing',
  'retrying',
  'published',
  'failed',
  'cancelled',
] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Who publishes at the time: Forja's job queue, or the WordPress site itself (status=future). */
export const SCHEDULE_MODES = ['forja', 'wordpress'] as const;
export type ScheduleMode = (typeof SCHEDULE_MODES)[number];

/** A schedule may be at most this far ahead. */
export const SCHEDULE_MAX_AHEAD_DAYS = 365;
/** Published this long after its time or more, a schedule says it was late (the server was down). */
export const SCHEDULE_LATE_AFTER_SECONDS = 60;
/** Tries in all for a temporary failure (network, 5xx, rate limits): the first and the retries. */
export const SCHEDULE_MAX_ATTEMPTS = 4;
/** The calendar asks for at most this many days at once (a month view shows six weeks). */
export const CALENDAR_RANGE_MAX_DAYS = 62;
export const UPCOMING_SCHEDULES_LIMIT = 3;

export const SCHEDULES_PATH = '/api/schedules';

/** `YYYY-MM-DDTHH:mm` (seconds optional) on the wall clock of `timeZone`. */
export const localDateTimeSchema = z.string().regex(LOCAL_DATE_TIME, 'date_time_invalid');

const itemId = z.uuid('not_found');

/** The platform's fields, as for an immediate publish; a scheduled WordPress post goes out live. */
export const wordpressScheduleFieldsSchema = publishArticleBodySchema.omit({ status: true });
export const youtubeScheduleFieldsSchema = youtubePublishSchema.omit({ platform: true, confirmRepeat: true });
export const tiktokScheduleFieldsSchema = tiktokPublishSchema.omit({ platform: true, confirmRepeat: true });
export type WordPressScheduleFields = z.output<typeof wordpressScheduleFieldsSchema>;
export type YouTubeScheduleFields = z.output<typeof youtubeScheduleFieldsSchema>;
export type TikTokScheduleFields = z.output<typeof tiktokScheduleFieldsSchema>;

/**
 * When: the wall-clock `localTime` in `timeZone` (the profile's zone when left out). In the
 * past or more than SCHEDULE_MAX_AHEAD_DAYS ahead: 400 VALIDATION_ERROR on `localTime`
 * (`schedule_in_past`, `schedule_too_far`).
 */
// A shape read off an object (not an object literal of calls): the web build marks a computed
// top-level const pure (apps/web/scripts/vite-pure-contracts.mjs), so a page that reads only
// this module's constants does not keep zod alive through it.
const when = z.object({ localTime: localDateTimeSchema, timeZone: timeZoneSchema.optional() }).shape;

/** POST /api/schedules */
export const createScheduleBodySchema = z.discriminatedUnion(
  'platform',
  [
    z.object({
      platform: z.literal('wordpress'),
      itemId,
      ...when,
      fields: wordpressScheduleFieldsSchema.default({}),
    }),
    z.object({ platform: z.literal('youtube'), itemId, ...when, fields: youtubeScheduleFieldsSchema }),
    z.object({ platform: z.literal('tiktok'), itemId, ...when, fields: tiktokScheduleFieldsSchema }),
  ],
  { error: 'platform_invalid' },
);
export type CreateScheduleBody = z.input<typeof createScheduleBodySchema>;
export type CreateScheduleInput = z.output<typeof createScheduleBodySchema>;

/**
 * PATCH /api/schedules/:id: a new time, new fields, or both, while it is `scheduled`
 * (409 SCHEDULE_NOT_EDITABLE once it started). `platform` must be the schedule's own.
 */
export const updateScheduleBodySchema = z.discriminatedUnion(
  'platform',
  [
    z.object({
      platform: z.literal('wordpress'),
      localTime: localDateTimeSchema.optional(),
      timeZone: timeZoneSchema.optional(),
      fields: wordpressScheduleFieldsSchema.optional(),
    }),
    z.object({
      platform: z.literal('youtube'),
      localTime: localDateTimeSchema.optional(),
      timeZone: timeZoneSchema.optional(),
      fields: youtubeScheduleFieldsSchema.optional(),
    }),
    z.object({
      platform: z.literal('tiktok'),
      localTime: localDateTimeSchema.optional(),
      timeZone: timeZoneSchema.optional(),
      fields: tiktokScheduleFieldsSchema.optional(),
    }),
  ],
  { error: 'platform_invalid' },
);
export type UpdateScheduleBody = z.input<typeof updateScheduleBodySchema>;
export type UpdateScheduleInput = z.output<typeof updateScheduleBodySchema>;

/**
 * One entry of the calendar: a schedule (`scheduleId` set; editable while `scheduled`), or a
 * publication made at once from an archive (`scheduleId` null, `at` when it was published).
 */
export const calendarEntrySchema = z.object({
  /** The schedule's id, or the immediate publication's (an article's or a video's). */
  id: z.string(),
  scheduleId: z.string().nullable(),
  platform: z.enum(SCHEDULE_PLATFORMS),
  itemKind: z.enum(['article', 'video']),
  itemId: z.string(),
  /** The article's or video's title as the post carries it (or its own when the form left it out). */
  title: z.string(),
  /** The instant it is (or was) due; for an immediate publication, when it was published. */
  at: z.string(),
  /** The zone the time was chosen in (the profile's at that time); '' for immediate ones. */
  timeZone: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  mode: z.enum(SCHEDULE_MODES).nullable(),
  /** Tries so far, and when the next one is due (retrying). */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /** Published this many seconds after its time (the server was down then), when late. */
  lateSeconds: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  /** The post on the platform, once published. */
  url: z.string().nullable(),
  /** A code the web translates (errors.json), and the platform's own words. */
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** The platform fields (for the edit form); null for immediate publications. */
  fields: z.record(z.string(), z.unknown()).nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** POST, GET, PATCH /api/schedules(/:id): a schedule is a calendar entry with its id. */
export const scheduleSchema = calendarEntrySchema.extend({ scheduleId: z.string() });
export type Schedule = z.infer<typeof scheduleSchema>;

const instant = z.iso.datetime({ offset: true, message: 'date_time_invalid' });

/**
 * GET /api/schedules: the calendar between two instants (at most CALENDAR_RANGE_MAX_DAYS),
 * optionally one platform; or every schedule of one article or video (`itemId`, no range).
 */
export const calendarQuerySchema = z
  .object({
    from: instant.optional(),
    to: instant.optional(),
    platform: z.enum(SCHEDULE_PLATFORMS).optional(),
    itemId: z.uuid('not_found').optional(),
  })
  .refine((q) => q.itemId !== undefined || (q.from !== undefined && q.to !== undefined), {
    message: 'range_required',
    path: ['from'],
  })
  .refine(
    (q) =>
      q.from === undefined ||
      q.to === undefined ||
      (Date.parse(q.to) > Date.parse(q.from) &&
        Date.parse(q.to) - Date.parse(q.from) <= CALENDAR_RANGE_MAX_DAYS * 86_400_000),
    { message: 'range_invalid', path: ['to'] },
  );
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** Oldest first. */
export const calendarSchema = z.object({ entries: z.array(calendarEntrySchema) });
export type Calendar = z.infer<typeof calendarSchema>;

/** GET /api/schedules/upcoming: the next UPCOMING_SCHEDULES_LIMIT not yet published, soonest first. */
export const upcomingSchedulesSchema = z.object({ entries: z.array(scheduleSchema) });
export type UpcomingSchedules = z.infer<typeof upcomingSchedulesSchema>;
