import crypto from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { fakeInvoice, prorationLines, type FakeInvoice } from './fake-stripe-invoices.js';

/*
 * A small Stripe for tests (no outside services in tests): the API endpoints the studio calls
 * (customers, checkout sessions, subscriptions, billing portal sessions), form-encoded the way
 * the official library sends them, with Stripe's object shapes for the pinned API version
 * (the period on the subscription's items). Tests change a subscription's state here, then
 * deliver an event signed with `signStripePayload`, as Stripe does. Price changes are billed
 * as `proration_behavior` asks (`always_invoice`: a paid proration invoice in `invoices`), and
 * `subscribe` / `renew` make the invoices of a new subscription and of a renewal.
 */

export interface FakeSubscription {
  id: string;
  customer: string;
  priceId: string;
  status: 'active' | 'past_due' | 'canceled' | 'trialing' | 'incomplete';
  cancel_at_period_end: boolean;
  current_period_end: number;
  /** Defaults to 30 days before the end. */
  current_period_start?: number;
}

interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  requests: FakeRequest[];
  customers: Map<string, { id: string; email: string; metadata: Record<string, string> }>;
  subscriptions: Map<string, FakeSubscription>;
  /** Every invoice this Stripe made, oldest first. */
  invoices: FakeInvoice[];
  /** While true every API call answers 500 (Stripe unreachable or failing). */
  failing: { on: boolean };
  /**
   * A new active subscription on `priceId` for a month, and its paid first invoice; the period
   * starts `startedAgo` seconds ago (0: now), as if it had been bought then.
   */
  subscribe(
    customer: string,
    priceId: string,
    startedAgo?: number,
  ): { subscription: FakeSubscription; invoice: FakeInvoice };
  /** The next period of a subscription on its current price, and its paid renewal invoice. */
  renew(subscriptionId: string): FakeInvoice;
  close(): Promise<void>;
}

const DAY = 86400;
const periodStartOf = (s: FakeSubscription) => s.current_period_start ?? s.current_period_end - 30 * DAY;

const subscriptionObject = (s: FakeSubscription, invoices: FakeInvoice[]) => ({
  id: s.id,
  object: 'subscription',
  customer: s.customer,
  latest_invoice:
    invoices.filter((i) => i.parent.subscription_details.subscription === s.id).at(-1)?.id ?? null,
  status: s.status,
  cancel_at_period_end: s.cancel_at_period_end,
  items: {
    object: 'list',
    data: [
      {
        id: `si_${s.id}`,
        object: 'subscription_item',
        price: { id: s.priceId, object: 'price' },
        current_period_start: periodStartOf(s),
        current_period_end: s.current_period_end,
      },
    ],
  },
});

/** `prices`: the monthly amount in cents of each price id, for prorations and invoices. */
export async function startFakeStripe(prices: Record<string, number> = {}): Promise<FakeStripe> {
  let next = 1;
  const newId = (prefix: string) => `${prefix}_${next++}`;
  const state = {
    requests: [] as FakeRequest[],
    customers: new Map<string, { id: string; email: string; metadata: Record<string, string> }>(),
    subscriptions: new Map<string, FakeSubscription>(),
    invoices: [] as FakeInvoice[],
    failing: { on: false },
  };
  const amountOf = (priceId: string) => prices[priceId] ?? 0;
  const ownLine = (s: FakeSubscription) => ({
    amount: amountOf(s.priceId),
    priceId: s.priceId,
    start: periodStartOf(s),
    end: s.current_period_end,
    proration: false,
  });
  const changePrice = (sub: FakeSubscription, price: string, behavior: string | null) => {
    const at = Math.floor(Date.now() / 1000);
    const lines = prorationLines({
      oldPrice: { id: sub.priceId, amount: amountOf(sub.priceId) },
      newPrice: { id: price, amount: amountOf(price) },
      periodStart: periodStartOf(sub),
      periodEnd: sub.current_period_end,
      at,
    });
    sub.priceId = price;
    if (behavior !== 'always_invoice') return;
    state.invoices.push(
      fakeInvoice({
        customer: sub.customer,
        subscription: sub.id,
        billingReason: 'subscription_update',
        lines,
      }),
    );
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      state.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(body));
      };
      if (state.failing.on) return send(500, { error: { type: 'api_error', message: 'Stripe is failing' } });
      const notFound = () =>
        send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
      const p = url.pathname;
      if (req.method === 'POST' && p === '/v1/customers') {
        const customer = {
          id: newId('cus'),
          email: form.get('email') ?? '',
          metadata: { userId: form.get('metadata[userId]') ?? '' },
        };
        state.customers.set(customer.id, customer);
        return send(200, { object: 'customer', ...customer });
      }
      if (req.method === 'POST' && p === '/v1/checkout/sessions') {
        const id = newId('cs');
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          customer: form.get('customer'),
          client_reference_id: form.get('client_reference_id'),
          url: `https://checkout.stripe.test/${id}`,
        });
      }
      if (req.method === 'POST' && p === '/v1/billing_portal/sessions') {
        return send(200, {
          id: newId('bps'),
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/portal',
        });
      }
      const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(p);
      if (invoice && req.method === 'GET') {
        const found = state.invoices.find((i) => i.id === decodeURIComponent(invoice[1]!));
        return found ? send(200, found) : notFound();
      }
      const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(p);
      if (match) {
        const sub = state.subscriptions.get(decodeURIComponent(match[1]!));
        if (!sub) return notFound();
        if (req.method === 'DELETE') {
          if (sub.status === 'canceled') {
            return send(400, {
              error: { type: 'invalid_request_error', message: 'This subscription is already canceled.' },
            });
          }
          sub.status = 'canceled';
        }
        if (req.method === 'POST') {
          if (form.has('cancel_at_period_end'))
            sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
          const price = form.get('items[0][price]');
          if (price && price !== sub.priceId) changePrice(sub, price, form.get('proration_behavior'));
        }
        return send(200, subscriptionObject(sub, state.invoices));
      }
      notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
    subscribe(customer, priceId, startedAgo = 0) {
      const now = Math.floor(Date.now() / 1000) - startedAgo;
      const end = new Date(now * 1000);
      end.setUTCMonth(end.getUTCMonth() + 1);
      const subscription: FakeSubscription = {
        id: newId('sub'),
        customer,
        priceId,
        status: 'active',
        cancel_at_period_end: false,
        current_period_start: now,
        current_period_end: Math.floor(end.getTime() / 1000),
      };
      state.subscriptions.set(subscription.id, subscription);
      const invoice = fakeInvoice({
        customer,
        subscription: subscription.id,
        billingReason: 'subscription_create',
        lines: [ownLine(subscription)],
      });
      state.invoices.push(invoice);
      return { subscription, invoice };
    },
    renew(subscriptionId) {
      // Tests cannot wait a month: the current period ends now and the next one starts.
      const sub = state.subscriptions.get(subscriptionId)!;
      const now = Math.floor(Date.now() / 1000);
      const end = new Date(now * 1000);
      end.setUTCMonth(end.getUTCMonth() + 1);
      sub.current_period_start = now;
      sub.current_period_end = Math.floor(end.getTime() / 1000);
      const invoice = fakeInvoice({
        customer: sub.customer,
        subscription: sub.id,
        billingReason: 'subscription_cycle',
        lines: [ownLine(sub)],
      });
      state.invoices.push(invoice);
      return invoice;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The Stripe-Signature header Stripe sends: `t=<seconds>,v1=<HMAC-SHA256(secret, "t.payload")>`. */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

let eventCounter = 0;
/** A Stripe event envelope around `object`, as the webhook receives it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Date.now()}_${++eventCounter}`,
) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  };
}
