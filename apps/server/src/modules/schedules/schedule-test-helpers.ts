import { eq } from 'drizzle-orm';
import { instantToZoned } from '@forja/contracts';
import { inboxItems, scheduledPosts } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';

/** `seconds` from now as a wall-clock time in UTC with seconds (the schedule form's `localTime`). */
export const utcIn = (seconds: number) => instantToZoned(new Date(Date.now() + seconds * 1000), 'UTC', true);

export async function scheduleRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
  return row!;
}

/** Polls the schedule's row until `done` holds (a deadline, never a fixed sleep). */
export async function waitForRow(
  t: TestApp,
  id: string,
  done: (row: Awaited<ReturnType<typeof scheduleRow>>) => boolean,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await scheduleRow(t, id);
    if (done(row)) return row;
    if (Date.now() > deadline) throw new Error(`schedule ${id} stayed ${row.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The schedule's notification, once the runner has written it: it comes just after the row
 * is settled, so a test waits for it as for the row (a deadline, never a fixed sleep).
 */
export async function waitForNotification(t: TestApp, scheduleId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [note] = await t.database.db.select().from(inboxItems).where(eq(inboxItems.scheduleId, scheduleId));
    if (note) return note;
    if (Date.now() > deadline) throw new Error(`schedule ${scheduleId} has no notification`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
