import { isAdministrator, type Role } from '@forja/contracts';
import type { OutgoingMail } from '../../integrations/email/transport.js';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { MailRepository } from './mail.repository.js';

/** Delivers one mail of the outbox. */
export const SEND_MAIL_JOB = defineJob({ name: 'mail.send', schema: z.object({ id: z.string() }) });

const LINK = /\bhttps?:\/\/\S+/g;
const HIDDEN_LINK = '••••••';

/** Every mail is written to the outbox first, then delivered by a job (so a slow SMTP never blocks a request). */
export function createMailService(repo: MailRepository, jobs: JobQueue) {
  return {
    async send(mail: OutgoingMail): Promise<string> {
      const id = await repo.insert(mail);
      await jobs.send(SEND_MAIL_JOB, { id });
      return id;
    },
    /**
     * The back office's outbox as `reader` may see it. The links in mails to an administrator
     * or owner (a password reset) are for owners' eyes only: another administrator could ask
     * for a reset on the sign-in page, read the link here and take the account over.
     */
    async listOutbox(reader: { role: Role }, limit = 100) {
      const rows = await repo.list(limit);
      return rows.map((r) => {
        const linksHidden = isAdministrator(r.recipientRole) && reader.role !== 'owner';
        return {
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          text: linksHidden ? r.text.replace(LINK, HIDDEN_LINK) : r.text,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          linksHidden,
        };
      });
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
