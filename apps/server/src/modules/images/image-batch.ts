import { GENERATION_KINDS, imageBatch, imagesOutputSchema } from '@forja/contracts';
import { EXTENSION_BY_TYPE } from '../../integrations/storage/file-storage.js';
import type { StudioBatchWork } from '../batches/studio-batch-work.js';
import type { Services } from '../server-module.js';

/** The image studio as a batch row: the idea is the prompt, 1 to 4 images a row. */
export function createImageBatch(s: Services): StudioBatchWork {
  return {
    studio: 'image',

    async prepare(request) {
      const row = imageBatch.request.parse(request);
      const input = GENERATION_KINDS.images.input.parse({
        prompt: row.idea,
        style: row.style,
        ...(row.aspect ? { aspect: row.aspect } : {}),
        resolution: row.resolution,
        mood: row.mood,
        count: row.count,
      });
      return { kind: 'images', input };
    },

    /** Each image to the archive (saving one again answers the first save); the first one's id. */
    async save(userId, generation) {
      const { images } = imagesOutputSchema.parse(generation.output);
      const ids: string[] = [];
      for (const image of images) {
        const saved = await s.images.save(userId, { generationId: generation.id, fileId: image.fileId });
        ids.push(saved.image.id);
      }
      return ids[0]!;
    },

    async files(userId, generation) {
      const { images } = imagesOutputSchema.parse(generation.output);
      const files = [];
      for (const [i, image] of images.entries()) {
        const file = await s.files.readOwned(userId, image.fileId);
        const ext = EXTENSION_BY_TYPE[file.contentType] ?? 'png';
        files.push({ name: `image-${i + 1}.${ext}`, body: file.data });
      }
      return files;
    },
  };
}
