import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/*
 * The OpenAPI document at /api/openapi.json and the reference page at /api/docs (Swagger UI,
 * whose files ship in its npm package: nothing loads from elsewhere). Both are public: they
 * describe the API, not anyone's data.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Built once from the routes; a few minutes in caches spares nothing but bytes. */
const CACHE_CONTROL = 'public, max-age=300';

export async function registerApiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return app.swagger();
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // BaseLayout: no top bar (its logo and address box are Swagger's, not the studio's).
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    // Swagger UI would send the document to an outside validator for its badge.
    validatorUrl: false,
    theme: { title: 'Forja API' },
    // The app's CSP (plugins/security.ts) applies as it is: the page loads only its own files.
    staticCSP: false,
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.header('cache-control', CACHE_CONTROL);
        done();
      },
    },
  });
}
