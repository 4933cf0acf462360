import type { Logger } from 'pino';
import type { MailTransport } from '../../integrations/email/transport.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { MailRepository } from './mail.repository.js';
import { SEND_MAIL_JOB } from './mail.service.js';

export async function registerMailJobs(
  jobs: JobQueue,
  repo: MailRepository,
  transport: MailTransport,
  log: Logger,
) {
  await jobs.work(SEND_MAIL_JOB, async ({ id }) => {
    const mail = await repo.find(id);
    if (!mail || mail.status === 'sent' || mail.status === 'logged') return;
    try {
      const status = await transport.deliver({
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await repo.markDone(id, status);
    } catch (err) {
      log.warn({ err, mailId: id }, 'mail delivery failed');
      await repo.markFailed(id, err instanceof Error ? err.message : String(err));
      throw err; // let the job system retry
    }
  });
}
