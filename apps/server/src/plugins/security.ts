import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP the built app satisfies, and opt-in per-route rate limits.
 * `scriptOrigins` are the operator's analytics/marketing hosts (config/public-site.ts): their
 * scripts load, send beacons and show pixels only from there, and only after consent.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { https: boolean; scriptOrigins?: string[]; fileOrigins?: string[] },
) {
  const extra = opts.scriptOrigins ?? [];
  // Where stored files load from when S3 has its own public address (config/storage.ts).
  const files = opts.fileOrigins ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra, ...files],
        mediaSrc: ["'self'", 'blob:', ...files],
        fontSrc: ["'self'", 'data:'],
        // The voice-over player reads its WAV to draw the waveform.
        connectSrc: ["'self'", ...extra, ...files],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.https,
  });
  // Routes opt in with `config.rateLimit`; the rest is not limited.
  await app.register(rateLimit, { global: false });
}
