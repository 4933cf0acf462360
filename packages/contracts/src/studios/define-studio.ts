import type { z } from 'zod';
import type { GenerationKindFamily } from '../generation-settings.js';

/*
 * How a studio is declared: its id and its kinds of generation, each with what it takes, what
 * it gives, what it costs and how it runs. studios/index.ts lists the studios; everything the
 * platform keeps per kind (GENERATION_KINDS, the start schema, timeouts, a kind's studio) is
 * derived from that list.
 */

/**
 * One kind of generation. `runs`: 'now' kinds are short (title ideas, a prompt) and answer
 * inside the request; 'queued' kinds run as background jobs the browser follows
 * (GET /api/generations/:id/events). `family` picks the provider (generation settings).
 * `timeoutMs` bounds one provider call. `example` is a valid input, for tests and API docs.
 */
export interface GenerationKindContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  family: GenerationKindFamily;
  runs: 'now' | 'queued';
  input: I;
  output: O;
  cost: (input: z.infer<I>) => number;
  timeoutMs: number;
  example: z.input<I>;
}

export const defineKind = <I extends z.ZodType, O extends z.ZodType>(kind: GenerationKindContract<I, O>) =>
  kind;

export interface StudioContract<
  Id extends string = string,
  Kinds extends Record<string, GenerationKindContract> = Record<string, GenerationKindContract>,
> {
  /** The plan-access id (STUDIOS); a kind's studio is the one that declares it. */
  id: Id;
  kinds: Kinds;
}

export const defineStudio = <const Id extends string, Kinds extends Record<string, GenerationKindContract>>(
  studio: StudioContract<Id, Kinds>,
) => studio;
