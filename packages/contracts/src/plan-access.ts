import { z } from 'zod';
import { PAID_PLAN_IDS } from './billing.js';
import { STUDIOS, type Studio } from './studios/index.js';

/*
 * Which studios each plan may use (docs/product/back-office-overview.md, Per-plan access).
 * Administrators change it at /backend/plan-access; the server refuses a generation of a
 * studio the user's plan does not include (403 PLAN_UPGRADE_REQUIRED) and the web shows an
 * upgrade notice in that studio instead of letting the user start.
 */

/** Free (everyone without a running paid subscription) and the plans one can buy. */
export const PLAN_ACCESS_PLAN_IDS = ['free', ...PAID_PLAN_IDS] as const;
export type PlanAccessPlanId = (typeof PLAN_ACCESS_PLAN_IDS)[number];

/**
 * Until an administrator decides otherwise: every studio on every plan. A self-hosted studio
 * starts with nothing locked; the operator closes what their offer reserves for paid plans
 * (e.g. video on Free) at /backend/plan-access.
 */
export function defaultStudioAccess(_planId: PlanAccessPlanId, _studio: Studio): boolean {
  return true;
}

const studioFlags = z.object(
  Object.fromEntries(STUDIOS.map((s) => [s, z.boolean({ error: 'invalid' })])) as Record<
    Studio,
    z.ZodBoolean
  >,
);
export type StudioFlags = Record<Studio, boolean>;

/** GET /api/admin/plan-access and the PUT answer: one row per plan, cheapest first. */
export const planAccessMatrixSchema = z.object({
  plans: z.array(
    z.object({
      planId: z.enum(PLAN_ACCESS_PLAN_IDS),
      planName: z.string(),
      studios: studioFlags,
      /** Whether the plan's users may use personal API tokens (the API and MCP); default true. */
      api: z.boolean(),
    }),
  ),
  updatedAt: z.string().nullable(),
});
export type PlanAccessMatrix = z.infer<typeof planAccessMatrixSchema>;

/** PUT /api/admin/plan-access: the whole matrix, every plan and every studio. */
export const updatePlanAccessBodySchema = z
  .object({
    access: z
      .object(
        Object.fromEntries(PLAN_ACCESS_PLAN_IDS.map((p) => [p, studioFlags.strict()])) as Record<
          PlanAccessPlanId,
          ReturnType<typeof studioFlags.strict>
        >,
      )
      .strict(),
    /** Per plan, whether its users may use API tokens. Left out: unchanged. */
    api: z
      .object(
        Object.fromEntries(PLAN_ACCESS_PLAN_IDS.map((p) => [p, z.boolean({ error: 'invalid' })])) as Record<
          PlanAccessPlanId,
          z.ZodBoolean
        >,
      )
      .strict()
      .optional(),
  })
  .strict();
export type UpdatePlanAccessBody = z.infer<typeof updatePlanAccessBodySchema>;

/** GET /api/plan-access/mine: the session user's plan and the studios it opens. */
export const myPlanAccessSchema = z.object({
  planId: z.enum(PLAN_ACCESS_PLAN_IDS),
  planName: z.string(),
  studios: studioFlags,
});
export type MyPlanAccess = z.infer<typeof myPlanAccessSchema>;
