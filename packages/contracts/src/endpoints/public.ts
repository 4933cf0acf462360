import type { ContactMessageBody } from '../contact.js';
import type { Health } from '../health.js';
import type { Plan } from '../plans.js';
import type { SiteConfig } from '../site-config.js';
import { defineEndpoint, typeOnly } from './define-endpoint.js';

/*
 * What the landing page and the app's start read before anyone signs in. Declared by their
 * types only, so the landing page's bundle stays without zod; their routes name their
 * response schemas themselves.
 */
export const publicEndpoints = {
  /** 200 healthy, 503 not (the same body). */
  health: defineEndpoint({ method: 'GET', path: '/api/health', response: typeOnly<Health>() }),
  /** The plans in display order (cached a minute). */
  plans: defineEndpoint({ method: 'GET', path: '/api/plans', response: typeOnly<Plan[]>() }),
  /** The operator's public settings: social links, consent scripts. */
  siteConfig: defineEndpoint({ method: 'GET', path: '/api/site-config', response: typeOnly<SiteConfig>() }),
  /** The landing page's contact form: 201 with the message's id. */
  contact: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    body: typeOnly<ContactMessageBody>(),
    response: typeOnly<{ id: string }>(),
  }),
};
