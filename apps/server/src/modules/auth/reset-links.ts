import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, verifications } from '../../db/schema/index.js';

/*
 * Password-reset links are Better Auth verification rows whose value is the user's id (their
 * identifiers are stored hashed, so they are found by user, not by prefix). Only one link of
 * an account may work at a time: a newer request, or a successful reset, ends the others.
 */

/** Keeps only the newest reset link of the user (called right after a new one is made). */
export async function keepNewestResetLink(db: Db, userId: string): Promise<void> {
  const [newest] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(eq(verifications.value, userId))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  if (!newest) return;
  await db.delete(verifications).where(and(eq(verifications.value, userId), ne(verifications.id, newest.id)));
}

/** Ends every reset link of the user (after a successful reset or a password change). */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.value, userId));
}

/**
 * After someone else changed the account's e-mail (the back office): every reset link and
 * every session ends, so whoever held the old address or a signed-in device is out. Runs in
 * the caller's transaction.
 */
export async function endResetLinksAndSessions(db: Db, userId: string): Promise<void> {
  await endResetLinks(db, userId);
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
