import { and, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { discardFiles } from '../../db/discard-files.js';
import { findOwnGeneration } from '../../db/own-generation.js';
import { afterCursor, containing, cursorAtOf, newestFirst } from '../../db/newest-first.js';
import { generations, storedFiles, voiceOvers } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';

export type NewVoiceOver = Omit<typeof voiceOvers.$inferInsert, 'id' | 'createdAt'>;

const mp3File = alias(storedFiles, 'mp3_file');
const wavFile = alias(storedFiles, 'wav_file');

const cardColumns = {
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
};
export type VoiceOverRow = Awaited<ReturnType<VoiceOversRepository['list']>>[number];

const owned = (id: string, userId: string) => and(eq(voiceOvers.id, id), eq(voiceOvers.userId, userId));

/** The voice_overs table. Every query takes the session user's id. */
export function createVoiceOversRepository(db: Db) {
  const cards = () =>
    db
      .select(cardColumns)
      .from(voiceOvers)
      .leftJoin(mp3File, eq(mp3File.id, voiceOvers.mp3FileId))
      .leftJoin(wavFile, eq(wavFile.id, voiceOvers.wavFileId))
      .leftJoin(generations, eq(generations.id, voiceOvers.generationId));

  return {
    findGeneration: (userId: string, generationId: string) => findOwnGeneration(db, userId, generationId),

    /** Inserts, or returns undefined when the user already saved this generation (the unique key). */
    async insert(values: NewVoiceOver): Promise<string | undefined> {
      const [row] = await db
        .insert(voiceOvers)
        .values(values)
        .onConflictDoNothing({ target: [voiceOvers.userId, voiceOvers.generationId] })
        .returning({ id: voiceOvers.id });
      return row?.id;
    },

    async findIdByGeneration(userId: string, generationId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: voiceOvers.id })
        .from(voiceOvers)
        .where(and(eq(voiceOvers.userId, userId), eq(voiceOvers.generationId, generationId)));
      return row?.id;
    },

    async find(id: string, userId: string) {
      const [row] = await cards().where(owned(id, userId));
      return row;
    },

    /** Newest first, after `cursor`, title or text containing `q`; one more than `limit` says a page follows. */
    async list(
      userId: string,
      opts: { q?: string | undefined; cursor?: KeysetCursor | undefined; limit: number },
    ) {
      const after = afterCursor(voiceOvers, opts.cursor);
      const matching = containing(opts.q, [voiceOvers.title, voiceOvers.text]);
      return cards()
        .where(and(eq(voiceOvers.userId, userId), after, matching))
        .orderBy(...newestFirst(voiceOvers))
        .limit(opts.limit + 1);
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(voiceOvers).where(eq(voiceOvers.userId, userId));
      return row?.n ?? 0;
    },

    /** Deletes the user's voice-over and, in the same transaction, marks its files deleted (their bytes go next). */
    async delete(id: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(voiceOvers)
          .where(owned(id, userId))
          .returning({ mp3: voiceOvers.mp3FileId, wav: voiceOvers.wavFileId });
        if (!row) return false;
        await discardFiles(tx, userId, [row.mp3, row.wav]);
        return true;
      });
    },
  };
}
export type VoiceOversRepository = ReturnType<typeof createVoiceOversRepository>;
