import { languageSchema } from '@forja/contracts';
import type { CreditOperations } from '../credits/credits.service.js';
import type { MailService } from '../mail/mail.service.js';
import { paymentFailedMail } from '../mail/payment-failed-mail.js';
import type { BillingRepository, InvoiceRecord, SubscriptionMirror } from './billing.repository.js';

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
}

export type FulfilResult = 'applied' | 'duplicate';

export function createBillingFulfilment(deps: {
  repo: BillingRepository;
  creditOperations: CreditOperations;
  mail: MailService;
  appUrl: string;
}) {
  const { repo, creditOperations } = deps;
  return {
    /**
     * Applies a fact. Every step is idempotent by itself (the subscription is overwritten with
     * its current state, the invoice stored once per id, its credits granted once per id), and
     * the event id is recorded last, so a crash half-way is repaired by Stripe's redelivery.
     */
    async fulfil(fact: BillingFact): Promise<FulfilResult> {
      if (await repo.eventSeen(fact.eventId)) return 'duplicate';
      const { userId, subscription, invoice } = fact;
      if (subscription) {
        await repo.mirror(userId, subscription);
        // An ended subscription leaves the account on Free; the credits it has stay.
        if (subscription.status === 'canceled') await creditOperations.setPlan(userId, 'free');
      }
      if (invoice) {
        await repo.saveInvoice(userId, invoice);
        // A late invoice of a subscription that has already ended grants nothing.
        const running = !subscription || subscription.status !== 'canceled';
        if (invoice.status === 'paid' && running) {
          await creditOperations.grantForInvoice(userId, invoice.planId, invoice.externalId);
        }
        if (invoice.status === 'failed') await mailPaymentFailed(userId);
      }
      await repo.recordEvent(fact.eventId, fact.eventType);
      return 'applied';
    },
  };

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
