import { z } from 'zod';
import { SCHEDULE_PLATFORMS } from './schedules.js';

/*
 * In-app notifications (the bell in the header): what happened to the user's scheduled
 * publications while they were away. A failure also goes out by e-mail when the user allows
 * e-mails (Settings -> Notifications).
 */

export const INBOX_KINDS = ['schedule_published', 'schedule_failed'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
/** The newest this many are listed; older ones are removed after INBOX_KEEP_DAYS. */
export const INBOX_LIST_LIMIT = 30;
export const INBOX_KEEP_DAYS = 90;
export const INBOX_PATH = '/api/inbox';

export const inboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  platform: z.enum(SCHEDULE_PLATFORMS),
  /** The post's title. */
  title: z.string(),
  scheduleId: z.string().nullable(),
  /** The instant it was due: the calendar opens on its day. */
  at: z.string(),
  /** Published late by this many seconds (the server was down at the time). */
  lateSeconds: z.number().int().nullable(),
  url: z.string().nullable(),
  /** Failed: a code the web translates (errors.json). */
  errorCode: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** GET /api/inbox: newest first. */
export const inboxSchema = z.object({ items: z.array(inboxItemSchema), unread: z.number().int() });
export type Inbox = z.infer<typeof inboxSchema>;

/**
 * POST /api/inbox/read: these ids, or `all: true`, marked read (an empty body is refused, so
 * nothing marks everything by mistake); answers what is left unread.
 */
export const inboxReadBodySchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type InboxReadBody = z.infer<typeof inboxReadBodySchema>;
export const inboxUnreadSchema = z.object({ unread: z.number().int() });
