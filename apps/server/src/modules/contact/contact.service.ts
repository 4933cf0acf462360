import type { Logger } from 'pino';
import {
  type ContactMessage,
  type ContactMessageBody,
  type ContactMessageList,
  languageSchema,
} from '@forja/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import type { MailService } from '../mail/mail.service.js';
import { contactMessageMail } from './contact-mail.js';
import type { ContactRepository } from './contact.repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** The inbox page shows this many, newest first. */
const CONTACT_LIST_LIMIT = 200;

type ListRow = Awaited<ReturnType<ContactRepository['list']>>[number];

const toMessage = ({ message: m, handledByName }: ListRow): ContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  language: languageSchema.catch('en').parse(m.language),
  createdAt: m.createdAt.toISOString(),
  handledAt: m.handledAt ? m.handledAt.toISOString() : null,
  handledByName: m.handledAt ? handledByName : null,
});

export interface ContactServiceDeps {
  mail: MailService;
  log: Logger;
  appUrl: string;
  /** Messages an hour one e-mail address may send (the routes limit network addresses too). */
  perSenderPerHour: number;
}

export function createContactService(repo: ContactRepository, deps: ContactServiceDeps) {
  return {
    /** Stores the message, then tells every administrator by e-mail. */
    async submit(body: ContactMessageBody): Promise<{ id: string }> {
      const email = body.email.toLowerCase();
      // Counted in the database, so the limit holds across every web server.
      const recent = await repo.countFromSince(email, new Date(Date.now() - HOUR_MS));
      if (recent >= deps.perSenderPerHour) {
        throw new AppError(429, 'RATE_LIMITED', 'Too many messages from this address.', {
          retryAfterSeconds: 3600,
        });
      }
      const id = await repo.insert({
        name: body.name,
        email,
        message: body.message,
        language: body.language ?? 'en',
      });
      await this.announce({ name: body.name, email, message: body.message });
      return { id };
    },
    /** The message is already stored and readable in /backend/messages, so a mail failure is logged, not returned. */
    async announce(message: { name: string; email: string; message: string }): Promise<void> {
      try {
        const admins = await repo.administrators();
        const inboxUrl = `${deps.appUrl}/backend/messages`;
        for (const admin of admins) {
          const language = languageSchema.catch('en').parse(admin.language);
          await deps.mail.send(contactMessageMail({ ...admin, language }, message, inboxUrl));
        }
      } catch (err) {
        deps.log.error({ err }, 'could not queue the contact message e-mail');
      }
    },
    async list(): Promise<ContactMessageList> {
      const [rows, openCount] = await Promise.all([repo.list(CONTACT_LIST_LIMIT), repo.countOpen()]);
      return { items: rows.map(toMessage), openCount };
    },
    async setHandled(id: string, handled: boolean, adminId: string): Promise<void> {
      if (!(await repo.setHandled(id, handled ? adminId : null))) throw notFound('Message');
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
