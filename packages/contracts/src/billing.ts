import { z } from 'zod';

/** The plans a user can buy (Free is everyone's default; Enterprise is contact-only). */
export const PAID_PLAN_IDS = ['start', 'plus', 'pro'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

// past_due first: a snake_case string after a comma reads as a message key to the catalogue check.
export const SUBSCRIPTION_STATUSES = ['past_due', 'active', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const INVOICE_STATUSES = ['paid', 'pending', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** POST /api/billing/checkout: start paying for a plan. */
export const checkoutBodySchema = z
  .object({ planId: z.enum(PAID_PLAN_IDS, { error: 'plan_invalid' }) })
  .strict();
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
/**
 * Where the browser goes next: Stripe's hosted checkout, the local test checkout (no Stripe
 * configured), or straight to the success page when an existing subscription changed plan.
 */
export const checkoutResultSchema = z.object({ url: z.string() });

/** POST /api/billing/test-checkout: the local test checkout's "Pay" (only without Stripe). */
export const testCheckoutBodySchema = checkoutBodySchema;

/** GET /api/billing/subscription: the session user's plan and paid subscription, if any. */
export const subscriptionSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  /** null on Free (and on plans set by hand without a subscription). */
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** The end of the paid period: the renewal date, or the end date once cancelled. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the plan's credits are next topped up (Free: the monthly anniversary). */
  renewsAt: z.string().nullable(),
  /** 'stripe', or 'test' for the local test checkout. */
  provider: z.enum(['stripe', 'test']).nullable(),
  /** Whether "Manage billing" (the Stripe customer portal) can open. */
  canManage: z.boolean(),
  /**
   * The plan the next renewal changes to (a downgrade takes effect at the period end); null
   * when it renews on the plan shown, or does not renew.
   */
  nextPlan: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/billing/config: what the pricing page needs to know (never a secret). */
/** 'off': no Stripe and no test checkout (a production studio that sells nothing yet). */
export const billingConfigSchema = z.object({ mode: z.enum(['stripe', 'test', 'off']) });
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  date: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  /** The external receipt (Stripe's hosted invoice page); null for test invoices. */
  receiptUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.array(invoiceSchema);

/** POST /api/billing/portal: the Stripe customer portal's address. */
export const portalResultSchema = z.object({ url: z.string() });
