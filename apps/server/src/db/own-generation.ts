import { and, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { generations } from './schema/index.js';

/**
 * The user's generation of that id (undefined for another user's or a missing one): what was
 * asked and what came back, for a save that keeps its result (an article, an image, a
 * voice-over).
 */
export async function findOwnGeneration(db: Db, userId: string, generationId: string) {
  const [row] = await db
    .select({
      kind: generations.kind,
      status: generations.status,
      input: generations.input,
      output: generations.output,
    })
    .from(generations)
    .where(and(eq(generations.id, generationId), eq(generations.userId, userId)));
  return row;
}
