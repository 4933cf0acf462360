import type { ServerModule } from '../server-module.js';
import { registerApiDocsRoutes } from './api-docs.routes.js';

/**
 * The API reference: /api/openapi.json and /api/docs. The document itself is collected by
 * `registerOpenApiDocument` (openapi-document.ts), which app.ts registers before any module's
 * routes so that it sees them all.
 */
export const apiDocsModule: ServerModule = {
  name: 'api-docs',
  routes: (app) => registerApiDocsRoutes(app),
};
