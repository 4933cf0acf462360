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

/*
 * Per address and minute: the providers' quotas belong to the administrator's keys and are
 * shared by every user (Pexels allows 200 requests an hour by default), and a pick downloads
 * up to a clip's limit. A page of results shows 15 thumbnails.
 */
const SEARCHES_PER_MINUTE = 60;
const PICKS_PER_MINUTE = 30;
const THUMBNAILS_PER_MINUTE = 600;
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Stock footage search, preview and pick. Signed-in users only. */
export function registerStockRoutes(instance: FastifyInstance, stock: StockService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  endpointRoute(
    app,
    mediaEndpoints.stockSearch,
    { ...auth, config: perMinute(SEARCHES_PER_MINUTE) },
    async (req, reply) => {
      // Results depend on the administrator's keys, which may change at any time.
      reply.header('cache-control', 'no-store');
      return stock.search(req.query);
    },
  );

  endpointRoute(
    app,
    mediaEndpoints.stockPick,
    { ...auth, config: perMinute(PICKS_PER_MINUTE) },
    async (req, reply) => {
      const { created, item } = await stock.pick(currentUser(req).id, req.body);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.get(
    STOCK_THUMBNAIL_PATH,
    {
      ...auth,
      // A token client sees the previews of the searches it may make (the search's scope).
      config: { ...perMinute(THUMBNAILS_PER_MINUTE), tokenScope: mediaEndpoints.stockSearch.tokenScope },
      schema: { querystring: thumbnailQuerySchema },
    },
    async (req, reply) => {
      const { data, contentType } = await stock.thumbnail(req.query.u, req.query.s);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(data);
    },
  );
}
