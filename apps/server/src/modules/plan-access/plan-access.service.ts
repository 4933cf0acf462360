import {
  defaultStudioAccess,
  PLAN_ACCESS_PLAN_IDS,
  STUDIOS,
  studioOfKind,
  type GenerationKindName,
  type MyPlanAccess,
  type PlanAccessMatrix,
  type PlanAccessPlanId,
  type Studio,
  type StudioFlags,
  type UpdatePlanAccessBody,
} from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';
import type { BillingService } from '../billing/billing.service.js';
import type { PlanAccessRepository } from './plan-access.repository.js';

const isPlanAccessPlan = (id: string): id is PlanAccessPlanId =>
  (PLAN_ACCESS_PLAN_IDS as readonly string[]).includes(id);

export const planUpgradeRequired = (studio: Studio, planId: string) =>
  new AppError(403, 'PLAN_UPGRADE_REQUIRED', 'Your plan does not include this studio. Upgrade to use it.', {
    studio,
    planId,
  });

/**
 * Which studios each plan opens: the administrator's matrix (defaults where no choice was
 * saved), the session user's own view, and the check the generation engine makes before it
 * holds any credits.
 */
export function createPlanAccessService(deps: {
  repo: PlanAccessRepository;
  billing: Pick<BillingService, 'currentPlan'>;
}) {
  const { repo, billing } = deps;

  async function flagsByPlan(): Promise<{
    flags: Record<PlanAccessPlanId, StudioFlags>;
    updatedAt: Date | null;
  }> {
    const saved = await repo.readAll();
    const flags = Object.fromEntries(
      PLAN_ACCESS_PLAN_IDS.map((p) => [
        p,
        Object.fromEntries(STUDIOS.map((s) => [s, defaultStudioAccess(p, s)])) as StudioFlags,
      ]),
    ) as Record<PlanAccessPlanId, StudioFlags>;
    let updatedAt: Date | null = null;
    for (const row of saved) {
      if (!isPlanAccessPlan(row.planId) || !(STUDIOS as readonly string[]).includes(row.studio)) continue;
      flags[row.planId][row.studio as Studio] = row.allowed;
      if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
    }
    return { flags, updatedAt };
  }

  /** The user's plan, as one of the matrix's rows (a plan outside it counts as Free). */
  async function planOf(userId: string): Promise<{ id: PlanAccessPlanId; name: string }> {
    const plan = await billing.currentPlan(userId);
    return isPlanAccessPlan(plan.id) ? { id: plan.id, name: plan.name } : { id: 'free', name: 'Free' };
  }

  /** Per plan, whether its users may use API tokens (default: yes). */
  async function apiByPlan(): Promise<{ api: Record<PlanAccessPlanId, boolean>; updatedAt: Date | null }> {
    const api = Object.fromEntries(PLAN_ACCESS_PLAN_IDS.map((p) => [p, true])) as Record<
      PlanAccessPlanId,
      boolean
    >;
    let updatedAt: Date | null = null;
    for (const row of await repo.readApi()) {
      if (!isPlanAccessPlan(row.planId)) continue;
      api[row.planId] = row.allowed;
      if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
    }
    return { api, updatedAt };
  }

  return {
    async matrix(): Promise<PlanAccessMatrix> {
      const [{ flags, updatedAt: studiosUpdatedAt }, names, { api, updatedAt: apiUpdatedAt }] =
        await Promise.all([flagsByPlan(), repo.planNames(PLAN_ACCESS_PLAN_IDS), apiByPlan()]);
      const updatedAt =
        studiosUpdatedAt && apiUpdatedAt
          ? new Date(Math.max(studiosUpdatedAt.getTime(), apiUpdatedAt.getTime()))
          : (studiosUpdatedAt ?? apiUpdatedAt);
      const nameOf = new Map(names.map((n) => [n.id, n.name]));
      const order = new Map(names.map((n, i) => [n.id, i]));
      const plans = [...PLAN_ACCESS_PLAN_IDS]
        .sort((a, b) => (order.get(a) ?? 99) - (order.get(b) ?? 99))
        .map((planId) => ({
          planId,
          planName: nameOf.get(planId) ?? planId,
          studios: flags[planId],
          api: api[planId],
        }));
      return { plans, updatedAt: updatedAt?.toISOString() ?? null };
    },

    // permission: plans.write (the lead maps it onto the roles at merge)
    async update(actorId: string, body: UpdatePlanAccessBody): Promise<PlanAccessMatrix> {
      const rows = PLAN_ACCESS_PLAN_IDS.flatMap((planId) =>
        STUDIOS.map((studio) => ({ planId, studio, allowed: body.access[planId][studio] })),
      );
      await repo.writeAll(rows, actorId);
      if (body.api) {
        const api = body.api;
        await repo.writeApi(
          PLAN_ACCESS_PLAN_IDS.map((planId) => ({ planId, allowed: api[planId] })),
          actorId,
        );
      }
      return this.matrix();
    },

    /** Whether the user's plan lets them use personal API tokens (modules/api-tokens). */
    async apiAllowed(userId: string): Promise<boolean> {
      const [plan, { api }] = await Promise.all([planOf(userId), apiByPlan()]);
      return api[plan.id];
    },

    async mine(userId: string): Promise<MyPlanAccess> {
      const [plan, { flags }] = await Promise.all([planOf(userId), flagsByPlan()]);
      return { planId: plan.id, planName: plan.name, studios: flags[plan.id] };
    },

    /** Throws 403 PLAN_UPGRADE_REQUIRED when the user's plan does not open this kind's studio. */
    async assertKindAllowed(userId: string, kind: GenerationKindName): Promise<void> {
      await this.assertStudioAllowed(userId, studioOfKind(kind));
    },
    /** The same for a studio's free extras (previews): 403 PLAN_UPGRADE_REQUIRED outside the plan. */
    async assertStudioAllowed(userId: string, studio: Studio): Promise<void> {
      const [plan, { flags }] = await Promise.all([planOf(userId), flagsByPlan()]);
      if (!flags[plan.id][studio]) throw planUpgradeRequired(studio, plan.id);
    },
  };
}
export type PlanAccessService = ReturnType<typeof createPlanAccessService>;
