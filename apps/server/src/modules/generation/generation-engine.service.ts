import {
  cleanUnsafeText,
  ERROR_CODES,
  GENERATION_ERROR_CODES,
  GENERATION_INTERRUPTED,
  withoutUnsafeText,
  type GenerationStage,
} from '@forja/contracts';
import type { Logger } from 'pino';
import { GenerationError } from '../../integrations/generation/index.js';
import { isStorageUnavailable } from '../../integrations/storage/storage-errors.js';
import { AppError } from '../../lib/app-error.js';
import { withLogContext } from '../../lib/log-context.js';
import { generationsFinished, type GenerationOutcome } from '../../lib/metrics.js';
import type { CreditOperations, HoldRefusal, QueuedJob, Run } from '../credits/credits.service.js';
import { createResultFate, type ResultFate } from './result-fate.js';

/** Per-user limits on generation (docs/ARCHITECTURE.md, "Generation and credits"). */
export interface GenerationLimits {
  maxRunning: number;
  maxPerMinute: number;
}
const DEFAULT_GENERATION_LIMITS: GenerationLimits = { maxRunning: 3, maxPerMinute: 20 };

/** How often a process running a generation says it is still alive. */
const HEARTBEAT_MS = 10_000;
/**
 * A running generation without a heartbeat for this long belonged to a process that died: the
 * sweeper (every SWEEP_EVERY_MS, in every process) releases its hold. Together they bound how
 * long a crash keeps credits and running slots locked: under a minute.
 */
export const STALE_AFTER_SECONDS = 30;
export const SWEEP_EVERY_MS = 10_000;

export interface GenerationRequest {
  userId: string;
  kind: string;
  provider: string;
  input: unknown;
  cost: number;
  /** Set when a batch row starts it (generations.batch_key). */
  batchKey?: string | undefined;
}

/**
 * What a generation's work gets: its id, a signal that fires when it is cancelled, a way to say
 * how far it is, and how what it writes besides its result is kept or undone (result-fate.ts).
 */
export interface WorkContext extends Pick<ResultFate, 'whenKept' | 'whenDiscarded'> {
  generationId: string;
  signal: AbortSignal;
  /** Records the stage (and percent, when known) for GET /api/generations/:id and its events. */
  report(stage: GenerationStage, percent?: number | null): Promise<void>;
}
export type Work<T> = (context: WorkContext) => Promise<T>;

/** Thrown into a generation's work when its user cancelled it. */
class GenerationCancelled extends Error {
  readonly code = 'CANCELLED';
  constructor() {
    super('The generation was cancelled.');
  }
}

/** Thrown into a queued generation's work when its process stops and gives it back to the queue. */
class GenerationHandedBack extends Error {
  readonly code = 'HANDED_BACK';
  constructor() {
    super('The worker stopped; the generation went back to the queue.');
  }
}

export interface EngineOptions {
  limits?: GenerationLimits;
  heartbeatMs?: number;
}

/**
 * Counted where the generation's status is settled, once each: by the run whose capture or
 * release changed the row, or by the cancel that did. (A generation the sweeper fails after
 * its process died is not counted: no live process settled it.)
 */
const finished = (kind: string, outcome: GenerationOutcome) => generationsFinished.inc({ kind, outcome });

/** Codes a failed run may record: the contracts' own, which the web has a message for. */
const KNOWN_CODES = new Set<string>([
  ...GENERATION_ERROR_CODES,
  ...ERROR_CODES,
  GENERATION_INTERRUPTED,
  'CANCELLED',
]);

/**
 * The code a failure is recorded with. Anything else (a system error such as ECONNREFUSED
 * when the bucket is unreachable, an SDK's own code) is PROVIDER_ERROR: the user gets a
 * message in their language, the operator the original error in the message and the log.
 */
const codeOf = (err: unknown) => {
  const code =
    err instanceof Error && 'code' in err ? withoutUnsafeText(String((err as { code: unknown }).code)) : '';
  return KNOWN_CODES.has(code) ? code : 'PROVIDER_ERROR';
};

/**
 * Runs one generation with its credits: hold before calling the provider, capture when the
 * result is in, release on any failure. Whatever happens, the user pays only for a result,
 * and the hold never outlives the call: a result or error text that cannot be stored is
 * cleaned (NUL, unpaired surrogates) and, failing that, released without it.
 */
export function createGenerationEngine(ops: CreditOperations, log: Logger, options: EngineOptions = {}) {
  const limits = options.limits ?? DEFAULT_GENERATION_LIMITS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  function refusal(refused: HoldRefusal, cost: number): AppError {
    if (refused.reason === 'no-account') return new AppError(404, 'NOT_FOUND', 'Credit account not found.');
    if (refused.reason === 'credits') {
      return new AppError(402, 'INSUFFICIENT_CREDITS', 'Not enough credits for this generation.', {
        required: cost,
        available: refused.available,
      });
    }
    if (refused.reason === 'running') {
      return new AppError(
        429,
        'TOO_MANY_RUNNING',
        `At most ${limits.maxRunning} generations can run at once.`,
        {
          limit: limits.maxRunning,
        },
      );
    }
    return new AppError(429, 'GENERATION_RATE_LIMITED', 'Too many generations this minute. Wait a moment.', {
      limit: limits.maxPerMinute,
      retryAfterSeconds: 60,
    });
  }

  /**
   * Releases the hold whatever the failure's text holds; the sweeper is the last resort. True
   * when this call released it (false: the run had already ended, or could not be reached).
   */
  async function releaseSafely(run: Run, code: string, message: string): Promise<boolean> {
    try {
      return await ops.release(run, withoutUnsafeText(code).slice(0, 100), withoutUnsafeText(message));
    } catch (err) {
      log.error(
        { err, generationId: run.generationId },
        'could not record the failure; releasing without its text',
      );
      try {
        return await ops.release(run, 'PROVIDER_ERROR', 'The generation failed.');
      } catch (again) {
        log.error(
          { err: again, generationId: run.generationId },
          'could not release the hold; the sweeper will',
        );
        return false;
      }
    }
  }

  /**
   * Told the id of every generation this process settles (captured, released, cancelled), once
   * its row says so: the batch runner starts the next row without waiting for its tick.
   */
  const settledListeners = new Set<(generationId: string) => void>();
  const settled = (generationId: string) => {
    for (const listener of settledListeners) {
      try {
        listener(generationId);
      } catch (err) {
        log.warn({ err, generationId }, 'a settled-generation listener failed');
      }
    }
  };

  /** The generations this process is working on: their run and AbortController, for cancel and hand-back. */
  const working = new Map<string, { run: Run; controller: AbortController; queued: boolean }>();

  function reporter(run: Run, controller: AbortController) {
    let last = '';
    return async (stage: GenerationStage, percent: number | null = null) => {
      const key = JSON.stringify([stage, percent]);
      if (key === last || controller.signal.aborted) return;
      last = key;
      const running = await ops.progress(run, stage, percent);
      if (!running) controller.abort(new GenerationCancelled());
    };
  }

  /**
   * Runs the work of a generation that holds its credits and is running: heartbeat, cancel,
   * then capture the result (and keep what the work wrote, in the same transaction), or
   * release on any failure. A result that is not kept (failed, cancelled, even at the very
   * moment it completed) has what its work wrote undone: nothing charged, nothing left.
   * Every run of a generation goes through here: the lines it logs carry its id.
   */
  function execute<T>(run: Run, kind: string, work: Work<T>, queued = false): Promise<T> {
    return withLogContext({ generationId: run.generationId }, () =>
      runAndSettle(run, kind, work, queued).finally(() => settled(run.generationId)),
    );
  }

  async function runAndSettle<T>(run: Run, kind: string, work: Work<T>, queued: boolean): Promise<T> {
    const { generationId } = run;
    const controller = new AbortController();
    const fate = createResultFate(log, generationId);
    const entry = { run, controller, queued };
    working.set(generationId, entry);
    const beat = setInterval(() => {
      ops
        .heartbeat([run])
        .then((running) => {
          if (!running.has(generationId)) controller.abort(new GenerationCancelled());
        })
        .catch((err: unknown) => log.warn({ err, generationId }, 'heartbeat failed'));
    }, heartbeatMs);
    beat.unref();
    let output: T;
    try {
      const context: WorkContext = {
        generationId,
        signal: controller.signal,
        report: reporter(run, controller),
        whenKept: fate.whenKept,
        whenDiscarded: fate.whenDiscarded,
      };
      output = cleanUnsafeText(await abortable(work(context), controller.signal));
    } catch (err) {
      // Ours to fix, not the user's nor a provider's: the operator needs the cause (an address, a refusal).
      if (isStorageUnavailable(err)) {
        log.error({ err: err.cause ?? err, generationId }, 'the file storage failed during a generation');
      }
      // Handed back: queued again with its hold, for another worker; only what it wrote goes.
      if (!(controller.signal.reason instanceof GenerationHandedBack)) {
        if (await releaseSafely(run, codeOf(err), err instanceof Error ? err.message : String(err))) {
          finished(kind, 'failed');
        }
      }
      await fate.discard();
      throw err;
    } finally {
      clearInterval(beat);
      // Only its own entry: a later attempt of the same generation may run in this process.
      if (working.get(generationId) === entry) working.delete(generationId);
    }
    let captured: boolean;
    try {
      captured = await ops.capture(run, output, fate.keep);
    } catch (err) {
      // Keeping the result failed (its library row was deleted meanwhile: the kind's own
      // error), or the result could not be stored: the capture was undone with it.
      const known = err instanceof GenerationError;
      if (!known) log.error({ err, generationId }, 'could not store the result');
      const released = known
        ? await releaseSafely(run, err.code, err.message)
        : await releaseSafely(run, 'PROVIDER_ERROR', 'The result could not be stored.');
      // Undone only when surely not kept: a commit whose answer was lost must keep its files.
      if (released) {
        finished(kind, 'failed');
        await fate.discard();
      }
      if (known) throw err;
      throw new GenerationError('PROVIDER_ERROR', {
        message: 'The generation service returned a result that could not be stored.',
      });
    }
    if (captured) finished(kind, 'completed');
    else {
      // Cancelled (or swept) before the capture: released, so nothing is charged, and nothing kept.
      log.warn({ generationId }, 'generation finished after its hold was released');
      await fate.discard();
    }
    return output;
  }

  return {
    /** Calls `listener` with each generation this process settles; returns the unsubscribe. */
    onSettled(listener: (generationId: string) => void): () => void {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },

    /** A 'now' generation: hold, work, capture or release, all inside the caller's request. */
    async run<T>(request: GenerationRequest, work: Work<T>): Promise<{ generationId: string; output: T }> {
      const held = await ops.holdAndStart({ ...request, runs: 'now', ...limits });
      if ('refused' in held) throw refusal(held.refused, request.cost);
      const run = { generationId: held.generationId, attempt: 0 };
      return { generationId: held.generationId, output: await execute(run, request.kind, work) };
    },

    /** A queued generation: holds its credits now; a worker runs it later (runQueued). */
    async enqueue(request: GenerationRequest): Promise<string> {
      const held = await ops.holdAndStart({ ...request, runs: 'queued', ...limits });
      if ('refused' in held) throw refusal(held.refused, request.cost);
      return held.generationId;
    },

    /**
     * A worker's turn at a queued generation. Does nothing when it is no longer queued (it was
     * cancelled, or another worker has it): every job runs its generation at most once a turn.
     */
    async runQueued<T>(
      generationId: string,
      provider: string,
      work: (claimed: { userId: string; input: unknown; attempts: number }) => Work<T>,
    ): Promise<boolean> {
      const claimed = await ops.claim(generationId, provider);
      if (!claimed) return false;
      await execute({ generationId, attempt: claimed.attempts }, claimed.kind, work(claimed), true);
      return true;
    },

    /**
     * This process stops with queued generations still running (its shutdown deadline passed):
     * they go back to the queue with their credits held, their work here is stopped and what it
     * wrote undone. Returns them, to be sent to the workers again. A run that captured first
     * keeps its result; 'now' runs belong to requests, which the server finishes or cuts.
     */
    async handBack(): Promise<QueuedJob[]> {
      const runs = [...working.values()].filter((w) => w.queued).map((w) => w.run);
      const handed = await ops.handBack(runs);
      for (const { generationId } of handed)
        working.get(generationId)?.controller.abort(new GenerationHandedBack());
      return handed;
    },

    /** The user cancels: released at once; the work, here or in another process, stops at its next check. */
    async cancel(generationId: string, userId: string): Promise<boolean> {
      const cancelled = await ops.cancel(generationId, userId);
      if (!cancelled) return false;
      finished(cancelled.kind, 'cancelled');
      working.get(generationId)?.controller.abort(new GenerationCancelled());
      settled(generationId);
      return true;
    },
  };
}

/** The work's answer, or the abort's reason as soon as the signal fires (a provider may not listen). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new GenerationCancelled());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
export type GenerationEngine = ReturnType<typeof createGenerationEngine>;
