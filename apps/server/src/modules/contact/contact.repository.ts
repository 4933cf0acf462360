import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages, users } from '../../db/schema/index.js';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  language: string;
}

/*
 * Contact messages belong to the studio, not to a user: only administrators read them,
 * which the routes check (requireAdmin) before any of these queries run.
 */
export function createContactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<string> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return row!.id;
    },
    async countFromSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.email, email), gte(contactMessages.createdAt, since)));
      return row?.n ?? 0;
    },
    async list(limit: number) {
      return db
        .select({ message: contactMessages, handledByName: users.name })
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.handledBy))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },
    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.handledAt));
      return row?.n ?? 0;
    },
    async setHandled(id: string, handledBy: string | null): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set(handledBy ? { handledAt: new Date(), handledBy } : { handledAt: null, handledBy: null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
    /** Where a new message is announced: every administrator, in their own language. */
    async administrators() {
      return db
        .select({ email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(inArray(users.role, ['owner', 'admin']));
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
