import { STUDIOS, type PlanAccessPlanId, type Studio, type StudioFlags } from '@forja/contracts';

/** One sentence of the summary: plans that open every studio, a plan missing some, or none. */
export type SummaryLine =
  | { kind: 'every'; plans: PlanAccessPlanId[] }
  | { kind: 'except'; plan: PlanAccessPlanId; studios: Studio[] }
  | { kind: 'none'; plan: PlanAccessPlanId };

/**
 * The matrix in words, computed from the same flags as its ticks, so the two cannot disagree:
 * first the plans that open every studio (together), then each other plan with what it lacks.
 */
export function accessSummary(
  plans: readonly PlanAccessPlanId[],
  flags: Record<PlanAccessPlanId, StudioFlags>,
): SummaryLine[] {
  const every = plans.filter((plan) => STUDIOS.every((studio) => flags[plan][studio]));
  const lines: SummaryLine[] = every.length ? [{ kind: 'every', plans: every }] : [];
  for (const plan of plans) {
    const missing = STUDIOS.filter((studio) => !flags[plan][studio]);
    if (missing.length === 0) continue;
    lines.push(
      missing.length === STUDIOS.length ? { kind: 'none', plan } : { kind: 'except', plan, studios: missing },
    );
  }
  return lines;
}
