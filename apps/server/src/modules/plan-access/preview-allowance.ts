import type { Studio } from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';
import type { PlanAccessService } from './plan-access.service.js';
import type { PreviewUsageRepository } from './preview-usage.repository.js';

/*
 * Free previews (a scene's image in the video studio, a voice in the voice-over studio) cost
 * no credits, so they are bounded twice: by the plan (a studio the plan closes has no
 * previews either) and by a daily allowance per user, counted in the database in one
 * statement, so it holds across processes, restarts and concurrent requests.
 */

export const PREVIEW_KINDS = ['sceneImage', 'voice'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

const STUDIO_OF_PREVIEW: Record<PreviewKind, Studio> = { sceneImage: 'video', voice: 'voiceOver' };

/** Seconds until the allowance comes back: the next midnight, UTC. */
function secondsToNextUtcDay(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export const previewLimitReached = (kind: PreviewKind, limit: number) =>
  new AppError(
    429,
    'PREVIEW_LIMIT_REACHED',
    "Today's free previews are used up. They come back tomorrow (UTC).",
    {
      preview: kind,
      limit,
      retryAfterSeconds: secondsToNextUtcDay(),
    },
  );

export function createPreviewAllowance(deps: {
  planAccess: Pick<PlanAccessService, 'assertStudioAllowed'>;
  repo: PreviewUsageRepository;
  perDay: Record<PreviewKind, number>;
}) {
  return {
    /**
     * Checks the plan, then counts one preview of `kind` for today. Answers the function that
     * gives it back, for a preview that failed (a failure costs nothing, not even a preview).
     */
    async admit(userId: string, kind: PreviewKind): Promise<() => Promise<void>> {
      await deps.planAccess.assertStudioAllowed(userId, STUDIO_OF_PREVIEW[kind]);
      const limit = deps.perDay[kind];
      const day = limit > 0 ? await deps.repo.countOne(userId, kind, limit) : null;
      if (!day) throw previewLimitReached(kind, limit);
      return () => deps.repo.giveBack(userId, kind, day);
    },
  };
}
export type PreviewAllowance = ReturnType<typeof createPreviewAllowance>;
