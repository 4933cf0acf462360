import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { cursorAtOf } from '../../db/newest-first.js';
import { generations, savedImages, storedFiles } from '../../db/schema/index.js';
import { defineArchive, type ArchiveRow } from '../archives/archive-kit.js';

/** The images archive's saved_images rows: searched by prompt, each showing one stored file. */
export const imagesArchive = defineArchive({
  table: savedImages,
  noun: 'Image',
  cards: (db: Db) =>
    db
      .select({
        id: savedImages.id,
        fileId: savedImages.fileId,
        prompt: savedImages.prompt,
        style: savedImages.style,
        resolution: savedImages.resolution,
        mood: savedImages.mood,
        generationId: savedImages.generationId,
        createdAt: savedImages.createdAt,
        fileKey: storedFiles.key,
        demo: demoOutputColumn,
        cursorAt: cursorAtOf(savedImages.createdAt),
      })
      .from(savedImages)
      .leftJoin(storedFiles, eq(storedFiles.id, savedImages.fileId))
      .leftJoin(generations, eq(generations.id, savedImages.generationId))
      .$dynamic(),
  search: [savedImages.prompt],
  files: [savedImages.fileId],
});

export const createImagesRepository = imagesArchive.rows;
export type ImagesRepository = ReturnType<typeof createImagesRepository>;
export type SavedImageRow = ArchiveRow<ReturnType<typeof imagesArchive.spec.cards>>;
