import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteConfigSchema } from '@forja/contracts';
import type { PublicSiteConfig } from '../../config/public-site.js';

/**
 * Public: what the operator configured for the public site. The browser asks only once a
 * visitor has consented to analytics or marketing, or when the footer needs its links.
 */
export function registerSiteConfigRoutes(instance: FastifyInstance, site: PublicSiteConfig) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const body = {
    analyticsScript: site.analyticsScript,
    marketingScript: site.marketingScript,
    socialLinks: site.socialLinks,
  };
  app.get('/api/site-config', { schema: { response: { 200: siteConfigSchema } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}
