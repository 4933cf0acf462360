import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BrandKitInput } from '@forja/contracts';
import { users } from '../../db/schema/auth.js';

/**
 * Brand kits (docs/product/brand-kits.md). A user's own kits, and team kits (`team`) that an
 * administrator keeps and every user sees read-only; `user_id` is who made it. A team kit
 * goes with its maker's account like anything else they own.
 */
export const brandKits = pgTable(
  'brand_kits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team: boolean('team').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    name: text('name').notNull(),
    /** Every other field of BrandKitInput (language, tone, words, voice, subtitles, format). */
    settings: jsonb('settings').$type<Omit<BrandKitInput, 'name' | 'team' | 'isDefault'>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_kits_user_idx').on(t.userId, t.createdAt),
    index('brand_kits_team_idx')
      .on(t.createdAt)
      .where(sql`${t.team}`),
    // At most one default kit per user.
    uniqueIndex('brand_kits_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
