import type { OutgoingMail } from '../../integrations/email/transport.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { MailRepository } from './mail.repository.js';

export const SEND_MAIL_JOB = 'mail.send';

/** Every mail is written to the outbox first, then delivered by a job (so a slow SMTP never blocks a request). */
export function createMailService(repo: MailRepository, jobs: JobQueue) {
  return {
    async send(mail: OutgoingMail): Promise<string> {
      const id = await repo.insert(mail);
      await jobs.send(SEND_MAIL_JOB, { id });
      return id;
    },
    async listOutbox(limit = 100) {
      const rows = await repo.list(limit);
      return rows.map((r) => ({
        id: r.id,
        to: r.toAddress,
        subject: r.subject,
        text: r.text,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
