import type { AuditList, AuditListQuery } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor.js';
import { createAuditRepository, type NewAuditEvent } from './audit.repository.js';

export type { NewAuditEvent } from './audit.repository.js';

/**
 * Records a back-office action. Call it with the transaction of the action itself, so the
 * record and the change are committed together or not at all.
 */
export async function recordAudit(tx: Db, event: NewAuditEvent): Promise<void> {
  await createAuditRepository(tx).insert(event);
}

const person = (id: string | null, email: string | null) => (id ? { id, email: email ?? '' } : null);

export function createAuditService(db: Db) {
  const repo = createAuditRepository(db);
  return {
    async list(query: AuditListQuery): Promise<AuditList> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.list({ ...query, cursor });
      const { page, nextCursor } = pageOf(rows, query.limit);
      return {
        items: page.map((row) => ({
          id: row.id,
          action: row.action,
          actor: person(row.actorId, row.actorEmail),
          target: person(row.targetId, row.targetEmail),
          details: row.details,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
