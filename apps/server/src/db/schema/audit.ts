import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '@forja/contracts';

/**
 * Every back-office action (modules/audit): who did what to whom, and when. No foreign keys:
 * the record outlives the people in it, so each keeps the id and e-mail they had at the time.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    targetId: text('target_id'),
    targetEmail: text('target_email'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
    index('audit_events_target_idx').on(t.targetId, t.createdAt),
  ],
);
