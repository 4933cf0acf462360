import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { plans } from './credits.js';

/**
 * The administrator's choices of which studio each plan may use. A missing row means the
 * default (contracts `defaultStudioAccess`), so a studio added later starts on its default.
 */
export const planStudioAccess = pgTable(
  'plan_studio_access',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    studio: text('studio').notNull(),
    allowed: boolean('allowed').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.studio] })],
);

/**
 * Whether a plan's users may use personal API tokens (and so the API, webhooks aside, and
 * MCP). A missing row means allowed: a self-hosted studio starts with nothing locked.
 */
export const planApiAccess = pgTable('plan_api_access', {
  planId: text('plan_id')
    .primaryKey()
    .references(() => plans.id, { onDelete: 'cascade' }),
  allowed: boolean('allowed').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
