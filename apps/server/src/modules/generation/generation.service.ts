import {
  GENERATION_KINDS,
  type GenerationKindFamily,
  type GenerationKindName,
  type GenerationRecord,
  type GenerationStart,
} from '@forja/contracts';
import type { Logger } from 'pino';
import { GenerationError } from '../../integrations/generation/index.js';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { FilesService } from '../files/files.service.js';
import type { PlanAccessService } from '../plan-access/plan-access.service.js';
import { toApiError } from './generation-errors.js';
import type { GenerationEngine, Work, WorkContext } from './generation-engine.service.js';
import type { GenerationsService } from './generations.service.js';
import type { AcceptContext, KindContext, KindWorkTable } from './kind-work.js';
import type { ProviderResolver, ResolvedProvider } from './provider-resolver.js';

/** A kind of GENERATION_KINDS (a job from an older version may name one this version does not have). */
const generationKindName = z.custom<GenerationKindName>(
  (kind) => typeof kind === 'string' && Object.hasOwn(GENERATION_KINDS, kind),
);

/** The job that runs one queued generation. */
export const RUN_GENERATION_JOB = defineJob({
  name: 'generation.run',
  schema: z.object({ generationId: z.string(), kind: z.string().pipe(generationKindName) }),
});
export type RunGenerationJob = z.output<typeof RUN_GENERATION_JOB.schema>;

export interface GenerationServiceDeps {
  engine: GenerationEngine;
  resolver: ProviderResolver;
  files: FilesService;
  jobs: JobQueue;
  records: GenerationsService;
  /** Refuses a kind whose studio the user's plan does not open (before anything is held). */
  planAccess: Pick<PlanAccessService, 'assertKindAllowed'>;
  /** Hosts provider image links may use even when private (ALLOWED_PRIVATE_HOSTS); the provider's own host is added per call. */
  allowedPrivateHosts: readonly string[];
  /** Every kind's work, contributed by the module that owns it (ServerModule.kinds). */
  works: KindWorkTable;
  log: Logger;
}

/** How a caller other than POST /api/generations starts one. */
export interface StartOptions {
  /**
   * The batch row attempt it runs for (`<row id>:<attempt>`): a second start with the same key
   * is refused by the database (unique generations.batch_key), holding nothing.
   */
  batchKey?: string;
}

/** Kinds of the speech family never call a text or image provider; this one says so if they did. */
const NO_TEXT_PROVIDER = new Proxy({} as ResolvedProvider['provider'], {
  get: () => () =>
    Promise.reject(new GenerationError('PROVIDER_ERROR', { message: 'No text provider here.' })),
});

/**
 * The files service as a kind's work sees it: every file it stores is deleted again when its
 * result is not kept (failed, cancelled), whichever kind stored it and however it got there.
 */
function undoneWithResult(files: FilesService, ctx: WorkContext): FilesService {
  return {
    ...files,
    async store(input) {
      const stored = await files.store(input);
      ctx.whenDiscarded(() => files.discard(input.userId, [stored.id]));
      return stored;
    },
  };
}

/**
 * Starts, runs and cancels generations of every kind, the same way for all: the kind's
 * declaration (contracts GENERATION_KINDS) says what it costs and whether it runs inside the
 * request or as a queued job; its work (contributed by its module, kind-work.ts) says what it does. The engine
 * holds, captures and releases the credits around it.
 */
export function createGenerationService(deps: GenerationServiceDeps) {
  const { engine, resolver, works, log } = deps;

  /** A family's provider; the speech family's kinds speak with their module's engine, recorded by its kind. */
  async function resolveFor(family: GenerationKindFamily): Promise<ResolvedProvider> {
    if (family !== 'speech') return resolver.providerFor(family);
    const { providerKind } = await resolver.speechEngine();
    return { provider: NO_TEXT_PROVIDER, providerKind, ownHosts: [] };
  }

  /** The kind's work with the provider and the checks every result gets. */
  function workFor(
    kind: GenerationKindName,
    input: unknown,
    userId: string,
    resolved: ResolvedProvider,
  ): Work<unknown> {
    const contract = GENERATION_KINDS[kind];
    const run = works[kind].run as (input: unknown, ctx: KindContext) => Promise<unknown>;
    return async (ctx) => {
      const result = await run(input, {
        ...ctx,
        userId,
        provider: resolved.provider,
        files: undoneWithResult(deps.files, ctx),
        linkHosts: [...deps.allowedPrivateHosts, ...resolved.ownHosts],
        recordImageProvider: (kind) => deps.records.recordImageProvider(ctx.generationId, kind),
      });
      const checked = (contract.output as z.ZodType).safeParse(result);
      if (!checked.success) {
        throw new GenerationError('PROVIDER_ERROR', {
          message: 'The generation service returned an incomplete result.',
          details: { fields: checked.error.issues.slice(0, 5).map((i) => i.path.join('.')) },
        });
      }
      return checked.data;
    };
  }

  function logFailure(kind: string, error: unknown) {
    if (error instanceof GenerationError) {
      log.warn({ kind, code: error.code, details: error.details }, 'generation failed');
    }
  }

  /** Per user: the debounce check and the hold of a debounced kind run one at a time in this process. */
  const debounceQueue = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = debounceQueue.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(fn);
    const settled = next.catch(() => undefined);
    debounceQueue.set(key, settled);
    void settled.then(() => {
      if (debounceQueue.get(key) === settled) debounceQueue.delete(key);
    });
    return next;
  }

  /** Holds a queued kind, runs its accept step (cancelling the hold if it fails) and sends its job. */
  async function enqueue(
    kind: GenerationKindName,
    input: unknown,
    request: Parameters<GenerationEngine['enqueue']>[0],
  ): Promise<GenerationRecord> {
    const work = works[kind] as {
      debounceMs?: number;
      accepted?: (i: unknown, c: AcceptContext) => Promise<void>;
    };
    const hold = async () => {
      // A batch's rows may ask the same thing twice on purpose: each is its own generation.
      if (work.debounceMs && !request.batchKey) {
        const same = await deps.records.recentSame(request.userId, kind, request.input, work.debounceMs);
        if (same) return { record: same, fresh: false };
      }
      const generationId = await engine.enqueue(request);
      try {
        await work.accepted?.(input, { userId: request.userId, generationId });
      } catch (error) {
        await engine.cancel(generationId, request.userId);
        throw error;
      }
      return { record: await deps.records.get(request.userId, generationId), fresh: true };
    };
    const { record, fresh } = work.debounceMs
      ? await oneAtATime(`${request.userId}:${kind}`, hold)
      : await hold();
    if (fresh) {
      await deps.jobs.send(RUN_GENERATION_JOB, { generationId: record.id, kind }, { retryLimit: 0 });
    }
    return record;
  }

  return {
    /**
     * POST /api/generations. A 'now' kind answers its finished record; a queued kind holds
     * its credits, sends its job and answers the queued record (`queued: true`, a 202).
     */
    async start(
      userId: string,
      start: GenerationStart,
      options: StartOptions = {},
    ): Promise<{ record: GenerationRecord; queued: boolean }> {
      const kind = start.kind;
      const contract = GENERATION_KINDS[kind];
      const input = start.input;
      const recordInput =
        (works[kind].recordInput as ((i: unknown) => unknown) | undefined)?.(input) ?? input;
      // Before any hold: a refused studio charges nothing and writes no generation row.
      await deps.planAccess.assertKindAllowed(userId, kind);
      const price = works[kind].price as ((i: unknown, c: { userId: string }) => Promise<number>) | undefined;
      const cost = price ? await price(input, { userId }) : (contract.cost as (i: unknown) => number)(input);
      try {
        const resolved = await resolveFor(contract.family);
        const request = {
          userId,
          kind,
          provider: resolved.providerKind,
          input: recordInput,
          cost,
          batchKey: options.batchKey,
        };
        if (contract.runs === 'queued') {
          return { record: await enqueue(kind, input, request), queued: true };
        }
        const { generationId } = await engine.run(request, workFor(kind, input, userId, resolved));
        return { record: await deps.records.get(userId, generationId), queued: false };
      } catch (error) {
        logFailure(kind, error);
        if (error instanceof GenerationError) throw toApiError(error);
        throw error;
      }
    },

    /**
     * A worker's job: run the queued generation once. A provider that cannot be reached or is
     * not configured fails the generation (recorded, credits released), never the job.
     */
    async runJob(job: RunGenerationJob): Promise<void> {
      let resolved: ResolvedProvider | GenerationError;
      try {
        resolved = await resolveFor(GENERATION_KINDS[job.kind].family);
      } catch (error) {
        if (!(error instanceof GenerationError)) throw error;
        resolved = error;
      }
      const providerKind = resolved instanceof GenerationError ? 'none' : resolved.providerKind;
      try {
        await engine.runQueued(job.generationId, providerKind, ({ userId, input }) => {
          if (resolved instanceof GenerationError) {
            const refusal = resolved;
            return () => Promise.reject(refusal);
          }
          return workFor(job.kind, input, userId, resolved);
        });
      } catch (error) {
        // Recorded on the generation by the engine; the job itself is done.
        logFailure(job.kind, error);
      }
    },

    /** POST /api/generations/:id/cancel: the record as it is after the cancel (unchanged if it had finished). */
    async cancel(userId: string, generationId: string): Promise<GenerationRecord> {
      await engine.cancel(generationId, userId);
      return deps.records.get(userId, generationId);
    },
  };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
