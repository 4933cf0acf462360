import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { cursorAtOf, newestFirst } from '../../db/newest-first.js';
import { auditEvents } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';

export interface NewAuditEvent {
  action: AuditAction;
  actor: { id: string; email: string } | null;
  target?: { id: string; email: string } | null;
  details?: Record<string, unknown>;
}

export interface AuditFilters {
  action?: AuditAction | undefined;
  actor?: string | undefined;
  target?: string | undefined;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
  cursor?: KeysetCursor | undefined;
  limit: number;
}

/** A person filter: an e-mail address (any case) or a user id. */
function person(idColumn: AnyPgColumn, emailColumn: AnyPgColumn, value?: string) {
  if (!value) return undefined;
  return value.includes('@') ? sql`lower(${emailColumn}) = ${value.toLowerCase()}` : eq(idColumn, value);
}

/** The log is the studio's, not a user's: only routes behind `audit.read` list it. */
export function createAuditRepository(db: Db) {
  return {
    async insert(event: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values({
        action: event.action,
        actorId: event.actor?.id ?? null,
        actorEmail: event.actor?.email ?? null,
        targetId: event.target?.id ?? null,
        targetEmail: event.target?.email ?? null,
        details: event.details ?? {},
      });
    },

    /** Newest first, after `cursor`; one more than `limit` says a page follows. */
    async list(f: AuditFilters) {
      const conditions: (SQL | undefined)[] = [
        f.action ? eq(auditEvents.action, f.action) : undefined,
        person(auditEvents.actorId, auditEvents.actorEmail, f.actor),
        person(auditEvents.targetId, auditEvents.targetEmail, f.target),
        f.from ? gte(auditEvents.createdAt, sql`${f.from}::date`) : undefined,
        f.to ? lt(auditEvents.createdAt, sql`${f.to}::date + 1`) : undefined,
        f.cursor
          ? sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${f.cursor.createdAt}::timestamptz, ${f.cursor.id}::uuid)`
          : undefined,
      ];
      return db
        .select({
          id: auditEvents.id,
          action: auditEvents.action,
          actorId: auditEvents.actorId,
          actorEmail: auditEvents.actorEmail,
          targetId: auditEvents.targetId,
          targetEmail: auditEvents.targetEmail,
          details: auditEvents.details,
          createdAt: auditEvents.createdAt,
          cursorAt: cursorAtOf(auditEvents.createdAt),
        })
        .from(auditEvents)
        .where(and(...conditions))
        .orderBy(...newestFirst(auditEvents))
        .limit(f.limit + 1);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
