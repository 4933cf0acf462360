import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { cursorAtOf } from '../../db/newest-first.js';
import { generations, storedFiles, voiceOvers } from '../../db/schema/index.js';
import { defineArchive, type ArchiveRow } from '../archives/archive-kit.js';

const mp3File = alias(storedFiles, 'mp3_file');
const wavFile = alias(storedFiles, 'wav_file');

/** The audio archive's voice_overs rows: searched by title and text, each showing its MP3 and WAV. */
export const voiceOversArchive = defineArchive({
  table: voiceOvers,
  noun: 'Voice-over',
  cards: (db: Db) =>
    db
      .select({
        id: voiceOvers.id,
        title: voiceOvers.title,
        text: voiceOvers.text,
        voice: voiceOvers.voice,
        speed: voiceOvers.speed,
        pitch: voiceOvers.pitch,
        engine: voiceOvers.engine,
        durationMs: voiceOvers.durationMs,
        words: voiceOvers.words,
        mp3FileId: voiceOvers.mp3FileId,
        wavFileId: voiceOvers.wavFileId,
        mp3Key: mp3File.key,
        wavKey: wavFile.key,
        generationId: voiceOvers.generationId,
        createdAt: voiceOvers.createdAt,
        demo: demoOutputColumn,
        cursorAt: cursorAtOf(voiceOvers.createdAt),
      })
      .from(voiceOvers)
      .leftJoin(mp3File, eq(mp3File.id, voiceOvers.mp3FileId))
      .leftJoin(wavFile, eq(wavFile.id, voiceOvers.wavFileId))
      .leftJoin(generations, eq(generations.id, voiceOvers.generationId))
      .$dynamic(),
  search: [voiceOvers.title, voiceOvers.text],
  files: [voiceOvers.mp3FileId, voiceOvers.wavFileId],
});

export const createVoiceOversRepository = voiceOversArchive.rows;
export type VoiceOversRepository = ReturnType<typeof createVoiceOversRepository>;
export type VoiceOverRow = ArchiveRow<ReturnType<typeof voiceOversArchive.spec.cards>>;
