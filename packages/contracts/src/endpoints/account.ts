import { resetTokenStatusSchema } from '../auth.js';
import {
  billingConfigSchema,
  checkoutBodySchema,
  checkoutResultSchema,
  invoiceListSchema,
  portalResultSchema,
  subscriptionSchema,
  testCheckoutBodySchema,
} from '../billing.js';
import { generationStatusSchema } from '../generation-settings.js';
import { myPlanAccessSchema } from '../plan-access.js';
import { creditsSchema } from '../plans.js';
import { defineEndpoint } from './define-endpoint.js';

/* The signed-in user's own account, credits, plan and billing (the profile: profile.ts). */

export const accountEndpoints = {
  /** 204: the account and everything it owns. */
  delete: defineEndpoint({ method: 'DELETE', path: '/api/account' }),
  /** 200 `{ valid: true }`, 404 when unknown, used or expired. */
  passwordResetToken: defineEndpoint({
    method: 'GET',
    path: '/api/account/password-reset/:token',
    response: resetTokenStatusSchema,
  }),
};

export const creditEndpoints = {
  /** The balance and plan. */
  balance: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/credits',
    response: creditsSchema,
  }),
  /** The studios the user's plan opens. */
  myPlanAccess: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/plan-access/mine',
    response: myPlanAccessSchema,
  }),
  /** Whether each kind of content can be generated right now. */
  generationStatus: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/generation/status',
    response: generationStatusSchema,
  }),
};

export const billingEndpoints = {
  config: defineEndpoint({ method: 'GET', path: '/api/billing/config', response: billingConfigSchema }),
  subscription: defineEndpoint({
    method: 'GET',
    path: '/api/billing/subscription',
    response: subscriptionSchema,
  }),
  invoices: defineEndpoint({ method: 'GET', path: '/api/billing/invoices', response: invoiceListSchema }),
  /** Where the browser goes to pay (Stripe, or the local test checkout). */
  checkout: defineEndpoint({
    method: 'POST',
    path: '/api/billing/checkout',
    body: checkoutBodySchema,
    response: checkoutResultSchema,
  }),
  /** The local test checkout's payment (no money taken). */
  testCheckout: defineEndpoint({
    method: 'POST',
    path: '/api/billing/test-checkout',
    body: testCheckoutBodySchema,
    response: subscriptionSchema,
  }),
  cancel: defineEndpoint({ method: 'POST', path: '/api/billing/cancel', response: subscriptionSchema }),
  portal: defineEndpoint({ method: 'POST', path: '/api/billing/portal', response: portalResultSchema }),
};
