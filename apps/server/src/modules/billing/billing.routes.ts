import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingConfigSchema,
  checkoutBodySchema,
  checkoutResultSchema,
  invoiceListSchema,
  portalResultSchema,
  subscriptionSchema,
  testCheckoutBodySchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { BillingService } from './billing.service.js';

export function registerBillingRoutes(instance: FastifyInstance, billing: BillingService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  app.get('/api/billing/config', { ...signedIn, schema: { response: { 200: billingConfigSchema } } }, () =>
    billing.config(),
  );
  app.get(
    '/api/billing/subscription',
    { ...signedIn, schema: { response: { 200: subscriptionSchema } } },
    (req) => billing.getSubscription(currentUser(req).id),
  );
  app.get('/api/billing/invoices', { ...signedIn, schema: { response: { 200: invoiceListSchema } } }, (req) =>
    billing.listInvoices(currentUser(req).id),
  );
  app.post(
    '/api/billing/checkout',
    { ...signedIn, schema: { body: checkoutBodySchema, response: { 200: checkoutResultSchema } } },
    (req) => billing.checkout(currentUser(req).id, req.body.planId),
  );
  app.post(
    '/api/billing/test-checkout',
    { ...signedIn, schema: { body: testCheckoutBodySchema, response: { 200: subscriptionSchema } } },
    (req) => billing.completeTestCheckout(currentUser(req).id, req.body.planId),
  );
  app.post('/api/billing/cancel', { ...signedIn, schema: { response: { 200: subscriptionSchema } } }, (req) =>
    billing.cancel(currentUser(req).id),
  );
  app.post('/api/billing/portal', { ...signedIn, schema: { response: { 200: portalResultSchema } } }, (req) =>
    billing.portal(currentUser(req).id),
  );

  // Stripe signs the exact bytes it sent: this scope keeps JSON bodies raw for the check.
  void app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    raw
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/billing/stripe/webhook',
        { schema: { response: { 200: z.object({ received: z.literal(true) }) } } },
        (req) =>
          billing.handleStripeWebhook(
            Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
            typeof req.headers['stripe-signature'] === 'string' ? req.headers['stripe-signature'] : undefined,
          ),
      );
  });
}
