import { z } from 'zod';
import { articleStudio } from './article/studio.js';
import { articleBatch } from './article/batch.js';
import type { StudioBatchContract } from './define-batch.js';
import { imageBatch } from './image/batch.js';
import { socialPostsBatch } from './social-posts/batch.js';
import { videoScriptBatch } from './video-script/batch.js';
import { videoBatch } from './video/batch.js';
import { voiceOverBatch } from './voice-over/batch.js';
import type { GenerationKindContract, StudioContract } from './define-studio.js';
import { imageStudio } from './image/studio.js';
import { socialPostsStudio } from './social-posts/studio.js';
import { videoScriptStudio } from './video-script/studio.js';
import { videoStudio } from './video/studio.js';
import { voiceOverStudio } from './voice-over/studio.js';

/*
 * The studios, listed once. Every kind of generation is declared by one studio
 * (studios/<studio>/studio.ts); what the platform keeps per kind or per studio is derived from
 * STUDIO_LIST below, so a new studio is a new folder and one entry there.
 */

export * from './define-studio.js';
export * from './define-batch.js';
export * from './article/batch.js';
export * from './image/batch.js';
export * from './video-script/batch.js';
export * from './video/batch.js';
export * from './voice-over/batch.js';
export * from './social-posts/batch.js';
export * from './article/options.js';
export * from './article/studio.js';
export * from './article/archive.js';
export * from './article/wordpress-publish.js';
export * from './article/endpoints.js';
export * from './image/options.js';
export * from './image/studio.js';
export * from './image/endpoints.js';
export * from './video-script/options.js';
export * from './video-script/studio.js';
export * from './video-script/endpoints.js';
export * from './video/options.js';
export * from './video/studio.js';
export * from './video/library.js';
export * from './video/endpoints.js';
export * from './voice-over/options.js';
export * from './voice-over/studio.js';
export * from './voice-over/endpoints.js';
export * from './social-posts/options.js';
export * from './social-posts/studio.js';
export * from './social-posts/endpoints.js';

/** Every studio, in the order the product shows them (plan access, the dashboard). */
export const STUDIO_LIST = [
  articleStudio,
  imageStudio,
  videoScriptStudio,
  videoStudio,
  voiceOverStudio,
  socialPostsStudio,
] as const;

type StudioList = typeof STUDIO_LIST;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
type KindsOfEveryStudio = UnionToIntersection<StudioList[number]['kinds']>;

/** Every kind of generation, by name: what it takes, gives and costs, and how it runs. */
export type GenerationKinds = { [K in keyof KindsOfEveryStudio]: KindsOfEveryStudio[K] };
export type GenerationKindName = keyof GenerationKinds & string;

export const GENERATION_KINDS = Object.fromEntries(
  STUDIO_LIST.flatMap((studio) => Object.entries(studio.kinds)),
) as GenerationKinds;

export type GenerationInput<K extends GenerationKindName> = z.infer<GenerationKinds[K]['input']>;
export type GenerationOutput<K extends GenerationKindName> = z.infer<GenerationKinds[K]['output']>;

/** The kind names (a generation row's `kind`). */
export const GENERATION_OPERATIONS = Object.keys(GENERATION_KINDS) as GenerationKindName[];
export type GenerationOperation = GenerationKindName;

/** How long one provider call of each kind may take. */
export const GENERATION_TIMEOUTS_MS = Object.fromEntries(
  GENERATION_OPERATIONS.map((name) => [name, GENERATION_KINDS[name].timeoutMs]),
) as Record<GenerationOperation, number>;
export const LONGEST_GENERATION_TIMEOUT_MS = Math.max(...Object.values(GENERATION_TIMEOUTS_MS));

/** Every studio's id: what plan access opens or closes. */
type IdsOf<L extends readonly StudioContract[]> = { readonly [I in keyof L]: L[I]['id'] };
export const STUDIOS = STUDIO_LIST.map((studio) => studio.id) as unknown as IdsOf<StudioList>;
export type Studio = StudioList[number]['id'];
export const studioSchema = z.enum(STUDIOS);

const STUDIO_OF_KIND = Object.fromEntries(
  STUDIO_LIST.flatMap((studio) => Object.keys(studio.kinds).map((name) => [name, studio.id])),
) as Record<GenerationKindName, Studio>;

/** The studio a kind belongs to: the one that declares it. */
export function studioOfKind(kind: GenerationKindName): Studio {
  return STUDIO_OF_KIND[kind];
}

/**
 * How each studio runs from a list or a CSV (studios/<studio>/batch.ts), one per studio. Kept
 * off STUDIO_LIST so a studio's page, which needs its kinds, does not load every batch.
 */
const STUDIO_BATCHES: { readonly [S in Studio]: StudioBatchContract } = {
  article: articleBatch,
  image: imageBatch,
  videoScript: videoScriptBatch,
  video: videoBatch,
  voiceOver: voiceOverBatch,
  socialPosts: socialPostsBatch,
};

/** How a studio runs from a list or a CSV. */
export function batchOf(studio: Studio): StudioBatchContract {
  return STUDIO_BATCHES[studio];
}

/** What a generation costs for this input, in credits (0 for free steps). */
export function generationCost<K extends GenerationKindName>(name: K, input: GenerationInput<K>): number {
  return (GENERATION_KINDS[name] as GenerationKindContract).cost(input);
}

type StartOf<K extends GenerationKindName> = z.ZodObject<{
  kind: z.ZodLiteral<K>;
  input: GenerationKinds[K]['input'];
}>;
type AnyStart = { [K in GenerationKindName]: StartOf<K> }[GenerationKindName];

const startOf = (name: GenerationKindName) =>
  z.object({ kind: z.literal(name), input: GENERATION_KINDS[name].input });

/** POST /api/generations: `{ kind, input }`, the input checked against its kind's schema. */
export const generationStartSchema = z.discriminatedUnion(
  'kind',
  GENERATION_OPERATIONS.map(startOf) as unknown as [AnyStart, ...AnyStart[]],
);
export type GenerationStart = z.input<typeof generationStartSchema>;
