import {
  imageRequestSchema,
  imagesOutputSchema,
  type SaveImageBody,
  type SavedImage,
} from '@forja/contracts';
import { savedImages } from '../../db/schema/index.js';
import { notFound, validationError } from '../../lib/app-error.js';
import { archiveItems } from '../archives/archive-kit.js';
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
  const archive = archiveItems(
    repo,
    (row: SavedImageRow): SavedImage => ({
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
    }),
    files,
  );

  return {
    ...archive,

    /** Keeps the image (its file is then never cleaned up); saving it again answers the first save. */
    async save(userId: string, body: SaveImageBody): Promise<{ created: boolean; image: SavedImage }> {
      const { created, item } = await archive.saveOnce(
        userId,
        { unique: savedImages.fileId, value: body.fileId },
        async () => {
          const generation = await repo.ownGeneration(userId, body.generationId);
          if (!generation || generation.status !== 'succeeded') throw notFound('Generation');
          if (!imagesOf(generation.kind, generation.output).some((i) => i.fileId === body.fileId))
            throw validationError([{ path: ['fileId'], message: 'invalid' }]);
          const asked = imageRequestSchema.parse(generation.input);
          // 404 when the file is gone (its hour is over): nothing is saved.
          await files.keep(userId, body.fileId);
          return {
            userId,
            fileId: body.fileId,
            prompt: asked.prompt,
            style: asked.style,
            resolution: asked.resolution,
            mood: asked.mood,
            generationId: body.generationId,
          };
        },
      );
      return { created, image: item };
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
