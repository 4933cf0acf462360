/*
 * Invoices as Stripe makes them for a subscription (API version 2026-10-28.endive): the
 * subscription named under `parent.subscription_details`, a `billing_reason`, and lines with
 * their service period, price (`pricing.price_details.price`) and whether they are prorations.
 * `invoicePaidEvent` wraps one as the `invoice.paid` event Stripe would deliver.
 */

import { stripeEvent } from './fake-stripe.js';

export interface FakeInvoiceLine {
  amount: number;
  priceId: string;
  start: number;
  end: number;
  proration: boolean;
}

export type FakeInvoice = ReturnType<typeof fakeInvoice>;

let invoiceCounter = 0;

export function fakeInvoice(input: {
  customer: string;
  subscription: string;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  lines: FakeInvoiceLine[];
  id?: string;
}) {
  const id = input.id ?? `in_fake_${++invoiceCounter}`;
  const total = input.lines.reduce((sum, l) => sum + l.amount, 0);
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'invoice' as const,
    customer: input.customer,
    billing_reason: input.billingReason,
    // Stripe pays a negative total from the customer's balance: nothing is charged.
    amount_paid: Math.max(0, total),
    amount_due: Math.max(0, total),
    currency: 'eur',
    status: 'paid',
    hosted_invoice_url: `https://invoice.stripe.test/${id}`,
    // "This looks back one period for a subscription invoice": not the service period.
    period_start: now,
    period_end: now,
    parent: { type: 'subscription_details', subscription_details: { subscription: input.subscription } },
    lines: {
      object: 'list',
      has_more: false,
      data: input.lines.map((l, i) => ({
        id: `il_${id}_${i}`,
        object: 'line_item',
        amount: l.amount,
        currency: 'eur',
        period: { start: l.start, end: l.end },
        pricing: { type: 'price_details', price_details: { price: l.priceId, product: 'prod_forja' } },
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: {
            subscription: input.subscription,
            subscription_item: `si_${input.subscription}`,
            proration: l.proration,
            invoice_item: null,
          },
        },
      })),
    },
  };
}

/**
 * The proration lines of a price change at `at` (seconds), as Stripe computes them: a credit
 * for the unused time on the old price and a charge for the remaining time on the new one.
 */
export function prorationLines(input: {
  oldPrice: { id: string; amount: number };
  newPrice: { id: string; amount: number };
  periodStart: number;
  periodEnd: number;
  at: number;
}): FakeInvoiceLine[] {
  const share = (input.periodEnd - input.at) / (input.periodEnd - input.periodStart);
  const period = { start: input.at, end: input.periodEnd, proration: true };
  return [
    { ...period, priceId: input.oldPrice.id, amount: -Math.round(input.oldPrice.amount * share) },
    { ...period, priceId: input.newPrice.id, amount: Math.round(input.newPrice.amount * share) },
  ];
}

export const invoicePaidEvent = (invoice: FakeInvoice, id?: string) =>
  stripeEvent('invoice.paid', invoice as unknown as Record<string, unknown>, id);
