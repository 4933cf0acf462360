import { languageSchema } from '@forja/contracts';
import type { CreditOperations } from '../credits/credits.service.js';
import type { MailService } from '../mail/mail.service.js';
import { paymentFailedMail } from '../mail/payment-failed-mail.js';
import type { BillingRepository, InvoiceRecord, SubscriptionMirror } from './billing.repository.js';

/**
 * What a paid invoice grants (docs/product/credits.md): a period's allowance (a new
 * subscription or a renewal), an upgrade within a period, or nothing (a downgrade's credit,
 * a manual invoice).
 */
export type InvoiceGrant =
  | { kind: 'period'; subscriptionId: string; planId: string; periodStart: Date; periodEnd: Date }
  | {
      kind: 'upgrade';
      subscriptionId: string;
      fromPlanId: string;
      toPlanId: string;
      changedAt: Date;
      periodStart: Date;
      periodEnd: Date;
    }
  | null;

/**
 * What happened to a user's subscription, in the studio's terms: the Stripe webhook and the
 * local test checkout both describe a payment this way and hand it to `fulfil`, so there is
 * one code path for the subscription record, the invoice and the credits.
 */
export interface BillingFact {
  /** Stripe's event id (or the test checkout's): each is applied once. */
  eventId: string;
  eventType: string;
  userId: string;
  /** The subscription as it is now (the webhook re-reads it from Stripe, whatever the event said). */
  subscription?: SubscriptionMirror;
  invoice?: InvoiceRecord;
  /** What the invoice grants once it is paid. */
  grant?: InvoiceGrant;
}

/** `unknown-user`: the user does not exist (any more); nothing was changed or recorded. */
export type FulfilResult = 'applied' | 'duplicate' | 'unknown-user';

export function createBillingFulfilment(deps: {
  repo: BillingRepository;
  creditOperations: CreditOperations;
  mail: MailService;
  appUrl: string;
}) {
  const { repo, creditOperations } = deps;

  async function grantCredits(userId: string, invoiceId: string, grant: InvoiceGrant) {
    if (grant?.kind === 'period') {
      await creditOperations.grantPeriodAllowance(userId, { ...grant, invoiceId });
    } else if (grant?.kind === 'upgrade') {
      await creditOperations.grantUpgrade(userId, { ...grant, invoiceId });
    }
  }

  return {
    /**
     * Applies a fact. Every step is idempotent by itself (the invoice stored once per id, a
     * period's allowance granted once per period, an upgrade once per plan and period, the
     * subscription overwritten with its current state), and the event id is recorded last, so a
     * crash half-way is repaired by Stripe's redelivery. The credits come before the
     * subscription's state, which reads the plan in effect from the periods they record.
     */
    async fulfil(fact: BillingFact): Promise<FulfilResult> {
      if (await repo.eventSeen(fact.eventId)) return 'duplicate';
      const { userId, subscription, invoice } = fact;
      if (!(await repo.findUser(userId))) return 'unknown-user';
      try {
        if (invoice) {
          await repo.saveInvoice(userId, invoice);
          // A late invoice of a subscription that has already ended grants nothing.
          const running = !subscription || subscription.status !== 'canceled';
          if (invoice.status === 'paid' && running && fact.grant) {
            await grantCredits(userId, invoice.externalId, fact.grant);
          }
          if (invoice.status === 'failed') await mailPaymentFailed(userId);
        }
        if (subscription && !(await replacedSince(userId, subscription))) {
          await repo.mirror(userId, subscription);
          // An ended subscription leaves the account on Free; the credits it has stay.
          if (subscription.status === 'canceled') await creditOperations.setPlan(userId, 'free');
        }
      } catch (error) {
        // The account was deleted while this ran: its rows went with it.
        if (isForeignKeyViolation(error)) return 'unknown-user';
        throw error;
      }
      await repo.recordEvent(fact.eventId, fact.eventType);
      return 'applied';
    },
  };

  /**
   * A late (or replayed) event about a subscription that has ended while another one now runs
   * for the user: it must not end the new one.
   */
  async function replacedSince(userId: string, subscription: SubscriptionMirror): Promise<boolean> {
    if (subscription.status !== 'canceled') return false;
    const stored = await repo.findSubscription(userId);
    return Boolean(
      stored?.externalId &&
      stored.externalId !== subscription.externalId &&
      (stored.status === 'active' || stored.status === 'past_due'),
    );
  }

  async function mailPaymentFailed(userId: string) {
    const user = await repo.findUser(userId);
    if (!user) return;
    await deps.mail.send(
      paymentFailedMail(
        { email: user.email, name: user.name, language: languageSchema.catch('en').parse(user.language) },
        `${deps.appUrl}/settings?tab=subscription`,
      ),
    );
  }
}
export type BillingFulfilment = ReturnType<typeof createBillingFulfilment>;

/** PostgreSQL's foreign_key_violation (23503), as node-postgres and PGlite report it. */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}
