import { z } from 'zod';
import { GENERATION_OPERATIONS } from './studios/index.js';

/*
 * The generation record every /api/generations route answers. Each kind's input and output
 * are declared by its studio (studios/<studio>/studio.ts).
 */

/** What a generation row records as its kind: the step that produced it. */
export const generationKindSchema = z.enum(GENERATION_OPERATIONS);
export type GenerationKind = z.infer<typeof generationKindSchema>;

/** The stored-file part of an image answer; `url` is where a browser loads it. */
export const storedFileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  saved: z.boolean(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** A generation's life: queued (waiting for a worker), running, then one of the three ends. */
export const GENERATION_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type GenerationRunStatus = (typeof GENERATION_STATUSES)[number];
export const FINISHED_STATUSES: readonly GenerationRunStatus[] = ['succeeded', 'failed', 'cancelled'];
export const isFinished = (status: GenerationRunStatus) => FINISHED_STATUSES.includes(status);

/**
 * What the work is doing now, as its provider reports it. `name` is a key the web translates
 * (generation.stages.<name>); `current`/`total` count items ("rendering scene 3 of 5").
 */
export const GENERATION_STAGES = [
  'queued',
  'starting',
  'writing',
  'checking',
  'storing',
  'rendering',
  // The video render: scene images (current/total), narration, subtitles, encoding the MP4.
  'images',
  'voice',
  'subtitles',
  'speaking',
  'encoding',
] as const;
export type GenerationStageName = (typeof GENERATION_STAGES)[number];
export const generationStageSchema = z.object({
  name: z.enum(GENERATION_STAGES),
  current: z.number().int().min(0).optional(),
  total: z.number().int().min(1).optional(),
});
export type GenerationStage = z.infer<typeof generationStageSchema>;

/**
 * The error code of a generation the server was stopped in the middle of and could not run
 * again (its credits are returned). Others are the providers' (GENERATION_ERROR_CODES).
 */
export const GENERATION_INTERRUPTED = 'INTERRUPTED';

/**
 * One of the user's generations: what POST /api/generations answers (200 with the output for
 * 'now' kinds, 202 while queued), what GET /api/generations/:id returns, and what each event
 * of /api/generations/:id/events carries.
 */
export const generationRecordSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  provider: z.string(),
  /**
   * Made by the offline demo generator (templates, procedural pictures; for speech, the
   * offline synthesizer) rather than a model: the studios say so beside the result.
   */
  demo: z.boolean(),
  status: z.enum(GENERATION_STATUSES),
  /** Set while running when the provider reports it; null otherwise. */
  stage: generationStageSchema.nullable(),
  /** 0-100 when the provider reports it; null means "show timed progress". */
  percent: z.number().int().min(0).max(100).nullable(),
  /** True when the server stopped during an earlier run and this is the second run. */
  restarted: z.boolean(),
  cost: z.number().int(),
  input: z.unknown(),
  /** The kind's output once succeeded, else null. */
  output: z.unknown().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GenerationRecord = z.infer<typeof generationRecordSchema>;

/** GET /api/generations: the user's latest generations, newest first, without inputs and outputs. */
export const generationListQuerySchema = z.object({
  kind: generationKindSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type GenerationListQuery = z.infer<typeof generationListQuerySchema>;
export const generationSummarySchema = generationRecordSchema.omit({ input: true, output: true });
export type GenerationSummary = z.infer<typeof generationSummarySchema>;
export const generationListSchema = z.object({ items: z.array(generationSummarySchema) });
export type GenerationList = z.infer<typeof generationListSchema>;
