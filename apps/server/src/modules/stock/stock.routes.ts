import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { StockService } from './stock.service.js';
import { STOCK_THUMBNAIL_PATH } from './thumbnail-proxy.js';

/** The proxy's query: a link this server signed (search answers carry them), and its signature. */
const thumbnailQuerySchema = z.object({
  u: z.string().min(1).max(2048),
  s: z.string().min(1).max(100),
});

/** Stock footage search, preview and pick. Signed-in users only. */
export function registerStockRoutes(instance: FastifyInstance, stock: StockService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  endpointRoute(app, mediaEndpoints.stockSearch, auth, async (req, reply) => {
    // Results depend on the administrator's keys, which may change at any time.
    reply.header('cache-control', 'no-store');
    return stock.search(req.query);
  });

  endpointRoute(app, mediaEndpoints.stockPick, auth, async (req, reply) => {
    const { created, item } = await stock.pick(currentUser(req).id, req.body);
    return reply.status(created ? 201 : 200).send(item);
  });

  app.get(
    STOCK_THUMBNAIL_PATH,
    { ...auth, schema: { querystring: thumbnailQuerySchema } },
    async (req, reply) => {
      const { data, contentType } = await stock.thumbnail(req.query.u, req.query.s);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(data);
    },
  );
}
