import { AppError } from '../../lib/app-error.js';
import { STRIPE_API_VERSION } from '../../integrations/stripe/stripe-client.js';

/** Screens the payment flow returns to (apps/web/src/config/paths.ts). */
export const SUCCESS_PATH = '/payment/success';
export const CANCELLED_PATH = '/payment/cancelled';
export const TEST_CHECKOUT_PATH = '/billing/test-checkout';
export const SUBSCRIPTION_PATH = '/settings?tab=subscription';

export const billingUnavailable = () =>
  new AppError(502, 'BILLING_UNAVAILABLE', 'The payment provider could not be reached. Please try again.');
export const paymentsOff = () =>
  new AppError(503, 'PAYMENTS_UNAVAILABLE', 'Paid plans cannot be bought on this studio yet.');
export const noSubscription = () =>
  new AppError(409, 'NO_SUBSCRIPTION', 'There is no paid subscription to change.');
export const alreadyOnPlan = () => new AppError(409, 'ALREADY_ON_PLAN', 'This plan is already active.');
export const cancelFailed = () =>
  new AppError(
    502,
    'SUBSCRIPTION_CANCEL_FAILED',
    'Your subscription could not be cancelled at the payment provider, so the account was not deleted. Please try again later.',
  );
export const apiVersionMismatch = (got: string | null) =>
  new AppError(
    400,
    'STRIPE_API_VERSION_MISMATCH',
    `This endpoint handles Stripe events of API version ${STRIPE_API_VERSION}; this one is ${got ?? 'unversioned'}. Create the webhook endpoint with API version ${STRIPE_API_VERSION}.`,
  );
