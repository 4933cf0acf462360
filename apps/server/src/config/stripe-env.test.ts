import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env.js';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_START: 'price_s',
  STRIPE_PRICE_PLUS: 'price_p',
  STRIPE_PRICE_PRO: 'price_r',
};

describe('Stripe configuration', () => {
  it('is off without any Stripe variable: the local test checkout is used', () => {
    expect(parseConfig({}).stripe).toBeNull();
  });

  it('is on with all of them', () => {
    expect(parseConfig(STRIPE).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { start: 'price_s', plus: 'price_p', pro: 'price_r' },
      apiUrl: undefined,
    });
  });

  it('refuses to start with half of them, naming what is missing', () => {
    const { STRIPE_WEBHOOK_SECRET: _missing, ...partial } = STRIPE;
    expect(() => parseConfig(partial)).toThrow(ConfigError);
    expect(() => parseConfig(partial)).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('offers the test checkout without Stripe, except in production unless asked for', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(32),
      ENCRYPTION_KEY: 'k'.repeat(32),
    };
    expect(parseConfig({}).testCheckout).toBe(true);
    expect(parseConfig({ BILLING_TEST_CHECKOUT: 'off' }).testCheckout).toBe(false);
    expect(parseConfig(production).testCheckout).toBe(false);
    expect(parseConfig({ ...production, BILLING_TEST_CHECKOUT: 'on' }).testCheckout).toBe(true);
    expect(parseConfig({ ...STRIPE, BILLING_TEST_CHECKOUT: 'on' }).testCheckout).toBe(false);
  });
});
