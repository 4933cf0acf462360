import type { Readable } from 'node:stream';
import type { GenerationRecord, GenerationStart, Studio } from '@forja/contracts';
import type { Services } from '../server-module.js';

declare module '../server-module.js' {
  interface ServerModule {
    /**
     * How this module's studio runs as a batch row (modules/batches): every studio of
     * STUDIO_LIST has it in exactly one module; the batch module refuses to start otherwise.
     */
    batch?(s: Services): StudioBatchWork;
  }
}

/** What a row's preparation may do: run the studio's free steps (title ideas, scenes) as the user. */
export interface BatchPrepareContext {
  userId: string;
  /** Starts a generation of a `now` kind for the user and answers its finished record. */
  run(start: GenerationStart): Promise<GenerationRecord>;
}

/** One file of the batch's zip: its name inside the row's folder, and its bytes. */
export interface BatchFile {
  name: string;
  body: Buffer | string | (() => Promise<Readable>);
}

/**
 * A studio's server side of a batch. The row's `request` is the studio's batch request
 * (contracts studios/<studio>/batch.ts), already validated with the kit's values and brand.
 */
export interface StudioBatchWork {
  studio: Studio;
  /**
   * The row's paid generation: its kind and input. It may run the studio's free steps first
   * (the first title idea when the row has no title; a video's scenes) through `ctx.run`; a
   * failure there fails the row, holding nothing.
   */
  prepare(request: unknown, ctx: BatchPrepareContext): Promise<GenerationStart>;
  /**
   * Saves a succeeded row's result to the studio's archive (once: a second call answers the
   * first item) and answers the item's id.
   */
  save(userId: string, generation: GenerationRecord, request: unknown): Promise<string>;
  /**
   * The result is in the archive as soon as it succeeds (a rendered video is in the Video
   * Library): the runner records its item whether or not the batch saves automatically.
   */
  savedOnSuccess?: boolean;
  /** The row's result as files for the zip (articles as Markdown and HTML, MP4 + SRT…). */
  files(userId: string, generation: GenerationRecord, request: unknown): Promise<BatchFile[]>;
}
