import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Messages sent from the landing page's contact form; administrators read them in /backend/messages. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    // The administrator who marked it handled; kept as history if that account goes.
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    // The per-sender limit counts a sender's recent messages.
    index('contact_messages_email_created_idx').on(t.email, t.createdAt),
  ],
);
