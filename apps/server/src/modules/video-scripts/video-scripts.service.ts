import type { SavedVideoScript, SaveVideoScriptInput } from '@forja/contracts';
import { notFound } from '../../lib/app-error.js';
import { archiveItems } from '../archives/archive-kit.js';
import type { VideoScriptRow, VideoScriptsRepository } from './video-scripts.repository.js';

/*
 * The video scripts archive (docs/product/video-script-studio.md). The script is saved as the
 * user edited it; deleting is scoped to its owner like every other archive. Scripts have no
 * stored files.
 */
export function createVideoScriptsService(repo: VideoScriptsRepository) {
  const archive = archiveItems(repo, (row: VideoScriptRow): SavedVideoScript => ({
    id: row.id,
    idea: row.idea,
    title: row.title,
    script: row.script,
    options: row.options,
    generationId: row.generationId,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
  }));

  return {
    ...archive,

    async save(userId: string, input: SaveVideoScriptInput): Promise<SavedVideoScript> {
      // Another user's generation id is not linked to (nor revealed): a 404 like any other.
      if (input.generationId && !(await repo.ownGeneration(userId, input.generationId)))
        throw notFound('Generation');
      const id = await repo.insert({
        userId,
        idea: input.idea,
        title: input.script.title,
        script: input.script,
        options: input.options,
        generationId: input.generationId ?? null,
      });
      return archive.get(userId, id!);
    },
  };
}
export type VideoScriptsService = ReturnType<typeof createVideoScriptsService>;
