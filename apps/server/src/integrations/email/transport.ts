import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Delivers a mail. Without SMTP, the outbox row is the mail and the log says what it holds. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<'sent' | 'logged'>;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer is imported only when SMTP is configured, in the background: start-up does not wait for it.
  const transporter = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(smtpUrl),
  );
  transporter.catch(() => {}); // reported by the first delivery
  return {
    kind: 'smtp',
    async deliver(mail) {
      await (await transporter).sendMail({ from, ...mail });
      return 'sent';
    },
  };
}

export function createLogTransport(log: Logger): MailTransport {
  return {
    kind: 'outbox',
    async deliver(mail) {
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: mail.to, subject: mail.subject, links }, 'mail kept in the outbox (no SMTP_URL)');
      return 'logged';
    },
  };
}
