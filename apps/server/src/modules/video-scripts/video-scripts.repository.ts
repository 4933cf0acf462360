import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { cursorAtOf } from '../../db/newest-first.js';
import { generations, videoScripts } from '../../db/schema/index.js';
import { defineArchive, type ArchiveRow } from '../archives/archive-kit.js';

/** The video scripts archive's rows: searched by idea and title; scripts have no stored files. */
export const videoScriptsArchive = defineArchive({
  table: videoScripts,
  noun: 'Video script',
  cards: (db: Db) =>
    db
      .select({
        id: videoScripts.id,
        idea: videoScripts.idea,
        title: videoScripts.title,
        script: videoScripts.script,
        options: videoScripts.options,
        generationId: videoScripts.generationId,
        createdAt: videoScripts.createdAt,
        demo: demoOutputColumn,
        cursorAt: cursorAtOf(videoScripts.createdAt),
      })
      .from(videoScripts)
      .leftJoin(generations, eq(generations.id, videoScripts.generationId))
      .$dynamic(),
  search: [videoScripts.idea, videoScripts.title],
});

export const createVideoScriptsRepository = videoScriptsArchive.rows;
export type VideoScriptsRepository = ReturnType<typeof createVideoScriptsRepository>;
export type VideoScriptRow = ArchiveRow<ReturnType<typeof videoScriptsArchive.spec.cards>>;
