import { cleanUnsafeText, withoutUnsafeText } from '@forja/contracts';
import type { Logger } from 'pino';
import { GenerationError } from '../../integrations/generation/index.js';
import { AppError } from '../../lib/app-error.js';
import type { CreditOperations, HoldRefusal } from '../credits/credits.service.js';

/** Per-user limits on generation (docs/ARCHITECTURE.md, "Generation and credits"). */
export interface GenerationLimits {
  maxRunning: number;
  maxPerMinute: number;
}
export const DEFAULT_GENERATION_LIMITS: GenerationLimits = { maxRunning: 3, maxPerMinute: 20 };

/** How often a process running a generation says it is still alive. */
export const HEARTBEAT_MS = 10_000;
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
}

export interface EngineOptions {
  limits?: GenerationLimits;
  heartbeatMs?: number;
}

const codeOf = (err: unknown) =>
  err instanceof Error && 'code' in err ? String((err as { code: unknown }).code) : 'PROVIDER_ERROR';

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

  /** Releases the hold whatever the failure's text holds; the sweeper is the last resort. */
  async function releaseSafely(generationId: string, code: string, message: string): Promise<void> {
    try {
      await ops.release(generationId, withoutUnsafeText(code).slice(0, 100), withoutUnsafeText(message));
    } catch (err) {
      log.error({ err, generationId }, 'could not record the failure; releasing without its text');
      try {
        await ops.release(generationId, 'PROVIDER_ERROR', 'The generation failed.');
      } catch (again) {
        log.error({ err: again, generationId }, 'could not release the hold; the sweeper will');
      }
    }
  }

  return {
    async run<T>(
      request: GenerationRequest,
      work: (generationId: string) => Promise<T>,
    ): Promise<{ generationId: string; output: T }> {
      const held = await ops.holdAndStart({ ...request, ...limits });
      if ('refused' in held) throw refusal(held.refused, request.cost);
      const { generationId } = held;
      const beat = setInterval(() => {
        ops
          .heartbeat([generationId])
          .catch((err: unknown) => log.warn({ err, generationId }, 'heartbeat failed'));
      }, heartbeatMs);
      beat.unref();
      let output: T;
      try {
        output = cleanUnsafeText(await work(generationId));
      } catch (err) {
        await releaseSafely(generationId, codeOf(err), err instanceof Error ? err.message : String(err));
        throw err;
      } finally {
        clearInterval(beat);
      }
      let captured: boolean;
      try {
        captured = await ops.capture(generationId, output);
      } catch (err) {
        log.error({ err, generationId }, 'could not store the result');
        await releaseSafely(generationId, 'PROVIDER_ERROR', 'The result could not be stored.');
        throw new GenerationError('PROVIDER_ERROR', {
          message: 'The generation service returned a result that could not be stored.',
        });
      }
      if (!captured) {
        // The sweeper released it already: the user keeps the result and is not charged.
        log.warn({ generationId }, 'generation finished after its hold was released');
      }
      return { generationId, output };
    },
  };
}
export type GenerationEngine = ReturnType<typeof createGenerationEngine>;
