import type { Credits, Invoice, Plan, Subscription } from '@forja/contracts';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';

/* Shared by the billing screen tests: a signed-in Free user who can pay in the local test checkout. */

const plan = (
  id: string,
  name: string,
  priceCents: number,
  monthlyCredits: number,
  extra: Partial<Plan> = {},
): Plan => ({
  id,
  name,
  priceCents,
  currency: 'EUR',
  monthlyCredits,
  storageQuotaBytes: 1024 * 1024 * 1024,
  popular: false,
  contactOnly: false,
  ...extra,
});

export const PLANS: Plan[] = [
  plan('free', 'Free', 0, 50),
  plan('start', 'Start', 3900, 100),
  plan('plus', 'Plus', 5900, 200, { popular: true }),
  plan('pro', 'Pro', 7900, 400),
  plan('enterprise', 'Enterprise', 0, 400, { contactOnly: true }),
];

export const FREE: Subscription = {
  planId: 'free',
  planName: 'Free',
  priceCents: 0,
  currency: 'EUR',
  status: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  renewsAt: '2026-12-24T10:00:00.000Z',
  provider: null,
  canManage: false,
  nextPlan: null,
};

export const PLUS: Subscription = {
  ...FREE,
  planId: 'plus',
  planName: 'Plus',
  priceCents: 5900,
  status: 'active',
  currentPeriodEnd: '2026-12-24T10:00:00.000Z',
  renewsAt: '2026-12-24T10:00:00.000Z',
  provider: 'test',
};

export const invoice = (n: number, extra: Partial<Invoice> = {}): Invoice => ({
  id: `inv-${n}`,
  date: `2026-0${n}-01T10:00:00.000Z`,
  amountCents: 5900,
  currency: 'EUR',
  status: 'paid',
  description: `Forja Plus ${n}`,
  receiptUrl: `https://invoice.stripe.test/${n}`,
  ...extra,
});

export function billingServer(overrides: Record<string, MockHandler> = {}) {
  const state: { subscription: Subscription; invoices: Invoice[]; balance: number } = {
    subscription: FREE,
    invoices: [],
    balance: 50,
  };
  const credits = (): Credits => ({
    balance: state.balance,
    held: 0,
    available: state.balance,
    plan: PLANS.find((p) => p.id === state.subscription.planId)!,
  });
  const fetch = mockFetch({
    'GET /api/auth/get-session': () => signedInAs(),
    'GET /api/plans': { body: PLANS },
    'GET /api/credits': () => ({ body: credits() }),
    'GET /api/billing/subscription': () => ({ body: state.subscription }),
    'GET /api/billing/invoices': () => ({ body: state.invoices }),
    'POST /api/billing/checkout': ({ body }) => ({
      body: { url: `/billing/test-checkout?plan=${(body as { planId: string }).planId}` },
    }),
    'POST /api/billing/test-checkout': () => {
      state.subscription = PLUS;
      state.balance = 200;
      state.invoices = [invoice(1)];
      return { body: state.subscription };
    },
    'POST /api/billing/cancel': () => {
      state.subscription = { ...state.subscription, cancelAtPeriodEnd: true, renewsAt: null };
      return { body: state.subscription };
    },
    ...overrides,
  });
  return { fetch, state };
}
