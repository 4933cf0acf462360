import crypto from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small Stripe for tests (no outside services in tests): the API endpoints the studio calls
 * (customers, checkout sessions, subscriptions, billing portal sessions), form-encoded the way
 * the official library sends them, with Stripe's object shapes for the pinned API version
 * (the period on the subscription's items). Tests change a subscription's state here, then
 * deliver an event signed with `signStripePayload`, as Stripe does.
 */

export interface FakeSubscription {
  id: string;
  customer: string;
  priceId: string;
  status: 'active' | 'past_due' | 'canceled' | 'trialing' | 'incomplete';
  cancel_at_period_end: boolean;
  current_period_end: number;
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
  close(): Promise<void>;
}

const subscriptionObject = (s: FakeSubscription) => ({
  id: s.id,
  object: 'subscription',
  customer: s.customer,
  status: s.status,
  cancel_at_period_end: s.cancel_at_period_end,
  items: {
    object: 'list',
    data: [
      {
        id: `si_${s.id}`,
        object: 'subscription_item',
        price: { id: s.priceId, object: 'price' },
        current_period_start: s.current_period_end - 30 * 86400,
        current_period_end: s.current_period_end,
      },
    ],
  },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  let next = 1;
  const newId = (prefix: string) => `${prefix}_${next++}`;
  const state = {
    requests: [] as FakeRequest[],
    customers: new Map<string, { id: string; email: string; metadata: Record<string, string> }>(),
    subscriptions: new Map<string, FakeSubscription>(),
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
      const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(p);
      if (match) {
        const sub = state.subscriptions.get(decodeURIComponent(match[1]!));
        if (!sub) return notFound();
        if (req.method === 'POST') {
          if (form.has('cancel_at_period_end'))
            sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
          const price = form.get('items[0][price]');
          if (price) sub.priceId = price;
        }
        return send(200, subscriptionObject(sub));
      }
      notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
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
