import { sql } from 'drizzle-orm';

/*
 * The two statements of the billing rule (docs/product/credits.md): a paid period's allowance,
 * and an upgrade's prorated difference. Each is one statement (data-modifying CTEs run
 * atomically) that claims its subscription_periods row as it grants, so a replayed, concurrent
 * or second invoice grants nothing more; the ledger's unique index backs that up per invoice.
 */

/** The largest balance the integer column holds: a grant that would pass it is refused, not an overflow. */
export const MAX_BALANCE = 2_147_483_647;

/** A paid period of a subscription, as its invoice (new subscription or renewal) describes it. */
export interface PeriodAllowance {
  subscriptionId: string;
  planId: string;
  periodStart: Date;
  periodEnd: Date;
  invoiceId: string;
}

/** An upgrade paid within a period: from one plan to a higher one, at `changedAt`. */
export interface PeriodUpgrade {
  subscriptionId: string;
  fromPlanId: string;
  toPlanId: string;
  changedAt: Date;
  /** The period the change falls in (used when no invoice of that period was seen yet). */
  periodStart: Date;
  periodEnd: Date;
  invoiceId: string;
}

/**
 * The allowance of a subscription's paid period (a new subscription, or a renewal): the
 * account moves to the plan in effect and the plan part of its balance is raised to the
 * allowance (plus what upgrades in this period already added; extra credits stay on top;
 * unused plan credits do not pile up), with its ledger row, in one statement. Once per
 * period: the period's row (subscription_periods, keyed by subscription and period start)
 * is claimed in the same statement, so a replayed, concurrent or second invoice for the
 * same period grants nothing; once per invoice id too (the ledger's unique index).
 * Returns the new balance, or null when nothing was granted.
 */
export const periodAllowanceGrant = (userId: string, p: PeriodAllowance) =>
  sql`WITH plan AS (SELECT id, monthly_credits FROM plans WHERE id = ${p.planId}),
      period AS (
        INSERT INTO subscription_periods AS sp
               (subscription_id, period_start, period_end, user_id, plan_id, allowance_granted)
        SELECT ${p.subscriptionId}, ${p.periodStart.toISOString()}::timestamptz,
               ${p.periodEnd.toISOString()}::timestamptz, ${userId}, plan.id, true
          FROM plan
        ON CONFLICT (subscription_id, period_start) DO UPDATE
           SET allowance_granted = true,
               -- an upgrade paid before this invoice arrived keeps the higher plan
               plan_id = CASE
                 WHEN (SELECT monthly_credits FROM plans WHERE id = excluded.plan_id)
                    > (SELECT monthly_credits FROM plans WHERE id = sp.plan_id)
                 THEN excluded.plan_id ELSE sp.plan_id END
         WHERE NOT sp.allowance_granted AND sp.user_id = excluded.user_id
        RETURNING sp.user_id, sp.plan_id, sp.upgrade_credits),
      account AS (
        SELECT a.user_id, a.balance AS old_balance FROM credit_accounts a
         WHERE a.user_id IN (SELECT user_id FROM period)
         FOR UPDATE),
      raised AS (
        UPDATE credit_accounts a
           SET plan_id = period.plan_id,
               balance = a.extra_credits
                         + GREATEST(a.balance - a.extra_credits, plan.monthly_credits + period.upgrade_credits),
               period_start = now(), updated_at = now()
          FROM account, period, plan WHERE a.user_id = account.user_id
        RETURNING a.user_id, a.balance, a.balance - account.old_balance AS amount)
      INSERT INTO credit_ledger (user_id, amount, reason, reference, balance_after)
      SELECT user_id, amount, 'subscription_invoice', ${p.invoiceId}, balance FROM raised
      RETURNING balance_after`;

const periodContaining = (u: PeriodUpgrade) => {
  const at = u.changedAt.toISOString();
  return sql`sp.subscription_id = ${u.subscriptionId}
             AND sp.period_start <= ${at}::timestamptz AND sp.period_end > ${at}::timestamptz`;
};

/** A period the upgrade falls in, recorded (on the plan it started from) if not seen yet. */
export const upgradePeriodRecord = (userId: string, u: PeriodUpgrade) =>
  sql`INSERT INTO subscription_periods (subscription_id, period_start, period_end, user_id, plan_id)
      SELECT ${u.subscriptionId}, ${u.periodStart.toISOString()}::timestamptz,
             ${u.periodEnd.toISOString()}::timestamptz, ${userId}, ${u.fromPlanId}
       WHERE NOT EXISTS (SELECT 1 FROM subscription_periods sp WHERE ${periodContaining(u)})
      ON CONFLICT (subscription_id, period_start) DO NOTHING`;

/**
 * An upgrade paid within a period: the difference between the new plan's allowance and the
 * one the period already has, prorated to the part of the period left when it was paid
 * (rounded up), is added and the period moves to the new plan, in one statement. Nothing
 * when the period is already on that plan or a higher one, so a replay, a second invoice or
 * going down and up again never grants twice. A period not seen yet (its own invoice
 * arrives later) is recorded first on the plan the upgrade started from.
 */
export function upgradeGrant(userId: string, u: PeriodUpgrade) {
  const at = u.changedAt.toISOString();
  return sql`WITH target AS (
        -- the period the change falls in (the latest one, should two overlap)
        SELECT sp.subscription_id, sp.period_start FROM subscription_periods sp
         WHERE ${periodContaining(u)} AND sp.user_id = ${userId}
         ORDER BY sp.period_start DESC LIMIT 1),
      share AS (
        SELECT sp.subscription_id, sp.period_start, to_plan.id AS plan_id,
               -- whole seconds: the difference times the part of the period left, rounded up
               ((to_plan.monthly_credits - from_plan.monthly_credits)::bigint
                 * GREATEST(0, floor(extract(epoch FROM sp.period_end - ${at}::timestamptz)))::bigint
                 + len.seconds - 1) / len.seconds AS amount
          FROM subscription_periods sp
          JOIN target ON target.subscription_id = sp.subscription_id AND target.period_start = sp.period_start
          JOIN plans from_plan ON from_plan.id = sp.plan_id
          JOIN plans to_plan ON to_plan.id = ${u.toPlanId}
         CROSS JOIN LATERAL (SELECT GREATEST(1, floor(extract(epoch FROM sp.period_end - sp.period_start)))::bigint AS seconds) len
         WHERE to_plan.monthly_credits > from_plan.monthly_credits
         FOR UPDATE OF sp),
      moved AS (
        UPDATE subscription_periods sp
           SET plan_id = share.plan_id, upgrade_credits = sp.upgrade_credits + share.amount::int
          FROM share
         WHERE sp.subscription_id = share.subscription_id AND sp.period_start = share.period_start
        RETURNING sp.user_id, sp.plan_id, share.amount::int AS amount),
      account AS (
        UPDATE credit_accounts a
           SET plan_id = moved.plan_id, balance = a.balance + moved.amount, updated_at = now()
          FROM moved WHERE a.user_id = moved.user_id AND a.balance <= ${MAX_BALANCE} - moved.amount
        RETURNING a.user_id, a.balance, moved.amount)
      INSERT INTO credit_ledger (user_id, amount, reason, reference, balance_after)
      SELECT user_id, amount, 'subscription_invoice', ${u.invoiceId}, balance FROM account
      RETURNING balance_after`;
}
