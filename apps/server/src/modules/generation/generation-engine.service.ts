import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error.js';
import type { CreditOperations } from '../credits/credit-operations.repository.js';

/** Per-user limits on generation (DESIGN §5, issue 3). */
export interface GenerationLimits {
  maxRunning: number;
  maxPerMinute: number;
}
export const DEFAULT_GENERATION_LIMITS: GenerationLimits = { maxRunning: 3, maxPerMinute: 20 };

/** Holds older than this belong to a process that died: the longest provider timeout (90 s) with a wide margin. */
export const STALE_HOLD_SECONDS = 10 * 60;

export interface GenerationRequest {
  userId: string;
  kind: string;
  provider: string;
  input: unknown;
  cost: number;
}

/**
 * Runs one generation with its credits: hold before calling the provider, capture when the
 * result is in, release on any failure. Whatever happens, the user pays only for a result.
 */
export function createGenerationEngine(
  ops: CreditOperations,
  log: Logger,
  limits = DEFAULT_GENERATION_LIMITS,
) {
  async function refusal(userId: string, cost: number): Promise<AppError> {
    const state = await ops.holdState(userId);
    if (!state) return new AppError(404, 'NOT_FOUND', 'Credit account not found.');
    if (state.available < cost) {
      return new AppError(402, 'INSUFFICIENT_CREDITS', 'Not enough credits for this generation.', {
        required: cost,
        available: state.available,
      });
    }
    if (state.running >= limits.maxRunning) {
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

  return {
    async run<T>(
      request: GenerationRequest,
      work: (generationId: string) => Promise<T>,
    ): Promise<{ generationId: string; output: T }> {
      const generationId = await ops.holdAndStart({ ...request, ...limits });
      if (!generationId) throw await refusal(request.userId, request.cost);
      let output: T;
      try {
        output = await work(generationId);
      } catch (err) {
        const code =
          err instanceof Error && 'code' in err ? String((err as { code: unknown }).code) : 'PROVIDER_ERROR';
        await ops.release(generationId, code, err instanceof Error ? err.message : String(err));
        throw err;
      }
      if (!(await ops.capture(generationId, output))) {
        // The sweeper released it already: the user keeps the result and is not charged.
        log.warn({ generationId }, 'generation finished after its hold was released');
      }
      return { generationId, output };
    },
  };
}
export type GenerationEngine = ReturnType<typeof createGenerationEngine>;
