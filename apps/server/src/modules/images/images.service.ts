import {
  imageRequestSchema,
  imagesOutputSchema,
  type ArchiveCount,
  type ArchiveListQuery,
  type SaveImageBody,
  type SavedImage,
  type SavedImageList,
} from '@forja/contracts';
import { notFound, validationError } from '../../lib/app-error.js';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor.js';
import type { FilesService } from '../files/files.service.js';
import type { ImagesRepository, SavedImageRow } from './images.repository.js';

/*
 * The images archive (docs/product/image-studio.md). An image is saved from the user's own
 * finished image generation: the file must be one that generation produced, and the prompt
 * and options come from what the generation was asked, not from the browser.
 */

/** The images a finished generation produced, whether the studio's kind or the article's. */
function imagesOf(kind: string, output: unknown) {
  if (kind === 'images') return imagesOutputSchema.safeParse(output).data?.images ?? [];
  if (kind === 'image') {
    const one = imagesOutputSchema.shape.images.element.safeParse(output).data;
    return one ? [one] : [];
  }
  return [];
}

export function createImagesService(repo: ImagesRepository, files: FilesService) {
  const toSavedImage = (row: SavedImageRow): SavedImage => ({
    id: row.id,
    fileId: row.fileId,
    url: row.fileKey ? files.storage.publicUrl(row.fileKey) : null,
    prompt: row.prompt,
    style: row.style,
    resolution: row.resolution,
    mood: row.mood,
    generationId: row.generationId,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
  });

  async function card(userId: string, id: string): Promise<SavedImage> {
    const row = await repo.find(id, userId);
    if (!row) throw notFound('Image');
    return toSavedImage(row);
  }

  return {
    /** Keeps the image (its file is then never cleaned up); saving it again answers the first save. */
    async save(userId: string, body: SaveImageBody): Promise<{ created: boolean; image: SavedImage }> {
      const existing = await repo.findIdByFile(userId, body.fileId);
      if (existing) return { created: false, image: await card(userId, existing) };
      const generation = await repo.findGeneration(userId, body.generationId);
      if (!generation || generation.status !== 'succeeded') throw notFound('Generation');
      if (!imagesOf(generation.kind, generation.output).some((i) => i.fileId === body.fileId))
        throw validationError([{ path: ['fileId'], message: 'invalid' }]);
      const asked = imageRequestSchema.parse(generation.input);
      // 404 when the file is gone (its hour is over): nothing is saved.
      await files.keep(userId, body.fileId);
      const id = await repo.insert({
        userId,
        fileId: body.fileId,
        prompt: asked.prompt,
        style: asked.style,
        resolution: asked.resolution,
        mood: asked.mood,
        generationId: body.generationId,
      });
      // A concurrent save of the same image won the race: answer that one.
      const winner = id ?? (await repo.findIdByFile(userId, body.fileId));
      if (!winner) throw notFound('Image');
      return { created: !!id, image: await card(userId, winner) };
    },

    async list(userId: string, query: ArchiveListQuery): Promise<SavedImageList> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.list(userId, { q: query.q || undefined, cursor, limit: query.limit });
      const { page, nextCursor } = pageOf(rows, query.limit);
      return { items: page.map(toSavedImage), nextCursor };
    },

    async count(userId: string): Promise<ArchiveCount> {
      return { count: await repo.count(userId) };
    },

    async get(userId: string, id: string): Promise<SavedImage> {
      return card(userId, id);
    },

    async delete(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(id, userId))) throw notFound('Image');
      // Its file stops answering at /files/ now, not at the next cleanup.
      await files.purgeDeleted();
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
