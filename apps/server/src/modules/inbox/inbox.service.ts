import {
  INBOX_KEEP_DAYS,
  instantToZoned,
  isTimeZone,
  languageSchema,
  type Inbox,
  type InboxItem,
} from '@forja/contracts';
import type { MailService } from '../mail/mail.service.js';
import type { InboxRepository, InboxRow, NewInboxItem } from './inbox.repository.js';
import { scheduleFailedMail } from './schedule-failed-mail.js';

/** What happened to a scheduled publication; a failure also says why, for the e-mail. */
export interface InboxNotice extends NewInboxItem {
  errorMessage: string | null;
}

function toItem(row: InboxRow): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    platform: row.platform,
    title: row.title,
    scheduleId: row.scheduleId,
    at: row.at.toISOString(),
    lateSeconds: row.lateSeconds,
    url: row.url,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * In-app notifications. `notify` keeps the item for the bell and, for a failure, sends an
 * e-mail when the user allows e-mails (Settings -> Notifications): a post that did not go out
 * must not go unnoticed by someone who is not looking at the app.
 */
export function createInboxService(deps: { repo: InboxRepository; mail: MailService; appUrl: string }) {
  const { repo } = deps;
  return {
    async notify(userId: string, notice: InboxNotice): Promise<void> {
      const { errorMessage, ...item } = notice;
      await repo.insert(userId, item);
      if (item.kind !== 'schedule_failed') return;
      const user = await repo.recipient(userId);
      if (!user?.emailNotifications) return;
      // The calendar opens on the day the post was due, as the user's clock reads it.
      const zone = isTimeZone(user.timeZone) ? user.timeZone : 'UTC';
      const day = instantToZoned(item.at, zone).slice(0, 10);
      await deps.mail.send(
        scheduleFailedMail(
          { email: user.email, name: user.name, language: languageSchema.catch('en').parse(user.language) },
          { platform: item.platform, title: item.title, reason: errorMessage },
          `${deps.appUrl}/calendar?date=${day}`,
        ),
      );
    },

    async list(userId: string): Promise<Inbox> {
      const [rows, unread] = await Promise.all([repo.list(userId), repo.unread(userId)]);
      return { items: rows.map(toItem), unread };
    },

    async markRead(userId: string, ids: string[] | undefined): Promise<{ unread: number }> {
      await repo.markRead(userId, ids);
      return { unread: await repo.unread(userId) };
    },

    /** Daily: notifications older than INBOX_KEEP_DAYS go. */
    async removeOld(now = new Date()): Promise<void> {
      await repo.deleteOlderThan(new Date(now.getTime() - INBOX_KEEP_DAYS * 86_400_000));
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
