import {
  saveVideoScriptBodySchema,
  videoScriptOutputSchema,
  videoScriptRequestSchema,
  type SavedVideoScript,
  type SaveVideoScriptInput,
} from '@forja/contracts';
import { videoScripts } from '../../db/schema/index.js';
import { notFound, validationError } from '../../lib/app-error.js';
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

  async function save(userId: string, input: SaveVideoScriptInput): Promise<SavedVideoScript> {
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
  }

  return {
    ...archive,
    save,

    /**
     * Saves the script of the user's finished videoScript generation as it was written (a batch
     * row): the first save's item is answered again after, so a row saved twice keeps one. The
     * studio's own save may keep several edited versions of one generation, so the archive has
     * no unique key on it: this looks first (a batch saves each row once at a time).
     */
    async saveFromGeneration(userId: string, generationId: string): Promise<SavedVideoScript> {
      const existing = await repo.idWhere(userId, videoScripts.generationId, generationId);
      if (existing) return archive.get(userId, existing);
      const generation = await repo.ownGeneration(userId, generationId);
      if (!generation || generation.kind !== 'videoScript' || generation.status !== 'succeeded')
        throw notFound('Generation');
      const asked = videoScriptRequestSchema.safeParse(generation.input);
      const written = videoScriptOutputSchema.safeParse(generation.output);
      const body =
        asked.success && written.success
          ? saveVideoScriptBodySchema.safeParse({
              idea: asked.data.idea,
              options: asked.data.options,
              script: written.data.script,
              generationId,
            })
          : undefined;
      if (!body?.success) throw validationError([{ path: ['generationId'], message: 'invalid' }]);
      return save(userId, body.data);
    },
  };
}
export type VideoScriptsService = ReturnType<typeof createVideoScriptsService>;
