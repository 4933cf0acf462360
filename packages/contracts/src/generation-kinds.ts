import { z } from 'zod';
import {
  articleOutputSchema,
  imageOutputSchema,
  imagesOutputSchema,
  imagePromptOutputSchema,
  titleIdeasOutputSchema,
  videoScenesOutputSchema,
  videoScriptOutputSchema,
  videoTitleIdeasOutputSchema,
} from './generation-api.js';
import {
  ARTICLE_COST,
  IMAGE_COST,
  VIDEO_SCRIPT_COST,
  voiceOverCost,
  type GenerationOperation,
} from './generation-options.js';
import {
  articleRequestSchema,
  imagePromptRequestSchema,
  imageRequestSchema,
  imagesRequestSchema,
  titleIdeasRequestSchema,
  videoScenesRequestSchema,
  videoScriptRequestSchema,
  videoTitleIdeasRequestSchema,
} from './generation.js';
import { videoOutputSchema, videoRenderCost, videoRequestSchema } from './videos.js';
import type { GenerationKindFamily } from './generation-settings.js';
import { voiceOverOutputSchema, voiceOverRequestSchema } from './voice-overs.js';

/*
 * Every kind of generation, declared once: what it takes, what it gives, what it costs and how
 * it runs. The server adds how to do the work (modules/generation/kinds/); the web reads the
 * cost from here to show it before anything starts.
 *
 * `runs`: 'now' kinds are short (title ideas, a prompt) and answer inside the request;
 * 'queued' kinds run as background jobs the browser follows (GET /api/generations/:id/events).
 */
export interface GenerationKindContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  family: GenerationKindFamily;
  runs: 'now' | 'queued';
  input: I;
  output: O;
  cost: (input: z.infer<I>) => number;
}

const kind = <I extends z.ZodType, O extends z.ZodType>(k: GenerationKindContract<I, O>) => k;

export const GENERATION_KINDS = {
  titleIdeas: kind({
    family: 'article',
    runs: 'now',
    input: titleIdeasRequestSchema,
    output: titleIdeasOutputSchema,
    cost: () => 0,
  }),
  article: kind({
    family: 'article',
    runs: 'queued',
    input: articleRequestSchema,
    output: articleOutputSchema,
    cost: () => ARTICLE_COST,
  }),
  imagePrompt: kind({
    family: 'article',
    runs: 'now',
    input: imagePromptRequestSchema,
    output: imagePromptOutputSchema,
    cost: () => 0,
  }),
  image: kind({
    family: 'image',
    runs: 'now',
    input: imageRequestSchema,
    output: imageOutputSchema,
    cost: () => IMAGE_COST,
  }),
  images: kind({
    family: 'image',
    runs: 'queued',
    input: imagesRequestSchema,
    output: imagesOutputSchema,
    cost: (input) => IMAGE_COST * input.count,
  }),
  videoTitleIdeas: kind({
    family: 'video',
    runs: 'now',
    input: videoTitleIdeasRequestSchema,
    output: videoTitleIdeasOutputSchema,
    cost: () => 0,
  }),
  videoScenes: kind({
    family: 'video',
    runs: 'now',
    input: videoScenesRequestSchema,
    output: videoScenesOutputSchema,
    cost: () => 0,
  }),
  videoScript: kind({
    family: 'videoScript',
    runs: 'now',
    input: videoScriptRequestSchema,
    output: videoScriptOutputSchema,
    cost: () => VIDEO_SCRIPT_COST,
  }),
  video: kind({
    family: 'video',
    runs: 'queued',
    input: videoRequestSchema,
    output: videoOutputSchema,
    cost: (input) => videoRenderCost(input),
  }),
  voiceOver: kind({
    family: 'speech',
    runs: 'queued',
    input: voiceOverRequestSchema,
    output: voiceOverOutputSchema,
    cost: (input) => voiceOverCost(input.text),
  }),
} satisfies Record<GenerationOperation, GenerationKindContract>;

export type GenerationKindName = keyof typeof GENERATION_KINDS;
export type GenerationInput<K extends GenerationKindName> = z.infer<(typeof GENERATION_KINDS)[K]['input']>;
export type GenerationOutput<K extends GenerationKindName> = z.infer<(typeof GENERATION_KINDS)[K]['output']>;

/** What a generation costs for this input, in credits (0 for free steps). */
export function generationCost<K extends GenerationKindName>(
  name: K,
  input: z.infer<(typeof GENERATION_KINDS)[K]['input']>,
) {
  return (GENERATION_KINDS[name].cost as (i: unknown) => number)(input);
}

const start = <K extends GenerationKindName>(name: K) =>
  z.object({ kind: z.literal(name), input: GENERATION_KINDS[name].input });

/** POST /api/generations: `{ kind, input }`, the input checked against its kind's schema. */
export const generationStartSchema = z.discriminatedUnion('kind', [
  start('titleIdeas'),
  start('article'),
  start('imagePrompt'),
  start('image'),
  start('images'),
  start('videoTitleIdeas'),
  start('videoScenes'),
  start('videoScript'),
  start('video'),
  start('voiceOver'),
]);
export type GenerationStart = z.input<typeof generationStartSchema>;
