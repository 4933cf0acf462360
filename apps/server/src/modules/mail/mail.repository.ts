import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema/index.js';
import type { OutgoingMail } from '../../integrations/email/transport.js';

export function createMailRepository(db: Db) {
  return {
    async insert(mail: OutgoingMail): Promise<string> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },
    async find(id: string) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
    async markDone(id: string, status: 'sent' | 'logged') {
      await db
        .update(mailOutbox)
        .set({ status, sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, error: null })
        .where(eq(mailOutbox.id, id));
    },
    async markFailed(id: string, error: string) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', error, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    },
    /** The newest mails, each with the role of the account it went to (null: no such account now). */
    async list(limit: number) {
      return db
        .select({ ...getTableColumns(mailOutbox), recipientRole: users.role })
        .from(mailOutbox)
        .leftJoin(users, eq(users.email, mailOutbox.toAddress))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
