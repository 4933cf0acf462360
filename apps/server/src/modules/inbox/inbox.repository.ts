import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { INBOX_LIST_LIMIT, type InboxKind, type SchedulePlatform } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { inboxItems, users } from '../../db/schema/index.js';

export interface NewInboxItem {
  kind: InboxKind;
  platform: SchedulePlatform;
  title: string;
  scheduleId: string | null;
  at: Date;
  lateSeconds: number | null;
  url: string | null;
  errorCode: string | null;
}

export type InboxRow = typeof inboxItems.$inferSelect;

/** The user's in-app notifications; every statement is scoped to the user. */
export function createInboxRepository(db: Db) {
  return {
    async insert(userId: string, item: NewInboxItem): Promise<void> {
      await db.insert(inboxItems).values({ userId, ...item });
    },

    async list(userId: string): Promise<InboxRow[]> {
      return db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.userId, userId))
        .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
        .limit(INBOX_LIST_LIMIT);
    },

    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(inboxItems)
        .where(and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt)));
      return row?.n ?? 0;
    },

    /** These ids (or all) read now; ids that are not the user's change nothing. */
    async markRead(userId: string, ids: string[] | undefined): Promise<void> {
      if (ids && ids.length === 0) return;
      await db
        .update(inboxItems)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(inboxItems.userId, userId),
            isNull(inboxItems.readAt),
            ...(ids ? [inArray(inboxItems.id, ids)] : []),
          ),
        );
    },

    async deleteOlderThan(cutoff: Date): Promise<void> {
      await db.delete(inboxItems).where(lt(inboxItems.createdAt, cutoff));
    },

    /** Who to write to, and whether they allow e-mails. */
    async recipient(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          name: users.name,
          language: users.language,
          emailNotifications: users.emailNotifications,
          timeZone: users.timeZone,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
