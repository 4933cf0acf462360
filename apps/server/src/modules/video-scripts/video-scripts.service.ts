import type {
  ArchiveCount,
  ArchiveListQuery,
  SavedVideoScript,
  SavedVideoScriptList,
  SaveVideoScriptInput,
} from '@forja/contracts';
import { notFound } from '../../lib/app-error.js';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor.js';
import type { VideoScriptRow, VideoScriptsRepository } from './video-scripts.repository.js';

/*
 * The video scripts archive (docs/product/video-script-studio.md). The script is saved as the
 * user edited it; deleting is scoped to its owner like every other archive. Scripts have no
 * stored files.
 */
export function createVideoScriptsService(repo: VideoScriptsRepository) {
  const toSaved = (row: VideoScriptRow): SavedVideoScript => ({
    id: row.id,
    idea: row.idea,
    title: row.title,
    script: row.script,
    options: row.options,
    generationId: row.generationId,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
  });

  async function card(userId: string, id: string): Promise<SavedVideoScript> {
    const row = await repo.find(id, userId);
    if (!row) throw notFound('Video script');
    return toSaved(row);
  }

  return {
    async save(userId: string, input: SaveVideoScriptInput): Promise<SavedVideoScript> {
      // Another user's generation id is not linked to (nor revealed): a 404 like any other.
      if (input.generationId && !(await repo.ownsGeneration(userId, input.generationId)))
        throw notFound('Generation');
      const id = await repo.insert({
        userId,
        idea: input.idea,
        title: input.script.title,
        script: input.script,
        options: input.options,
        generationId: input.generationId ?? null,
      });
      return card(userId, id);
    },

    async list(userId: string, query: ArchiveListQuery): Promise<SavedVideoScriptList> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.list(userId, { q: query.q || undefined, cursor, limit: query.limit });
      const { page, nextCursor } = pageOf(rows, query.limit);
      return { items: page.map(toSaved), nextCursor };
    },

    async count(userId: string): Promise<ArchiveCount> {
      return { count: await repo.count(userId) };
    },

    get: card,

    async delete(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(id, userId))) throw notFound('Video script');
    },
  };
}
export type VideoScriptsService = ReturnType<typeof createVideoScriptsService>;
