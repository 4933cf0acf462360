import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { generationEndpoints, type GenerationStart } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import { streamGeneration } from './generation-events.js';
import type { GenerationService } from './generation.service.js';
import type { GenerationsService } from './generations.service.js';

/**
 * One API for every kind of generation: start, read, follow live, cancel, list. Signed-in
 * users only, each sees only their own (404 otherwise). Starting has a per-address limit on
 * top of the engine's per-user limits (3 running, N a minute).
 */
export function registerGenerationsRoutes(
  instance: FastifyInstance,
  deps: { generation: GenerationService; records: GenerationsService; perAddressPerMinute: number },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { generation, records } = deps;
  const auth = { onRequest: app.requireUser };
  // Open event streams end when the server stops, so a shutdown does not wait on them.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());

  endpointRoute(
    app,
    generationEndpoints.start,
    { ...auth, config: { rateLimit: { max: deps.perAddressPerMinute, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const { record, queued } = await generation.start(currentUser(req).id, req.body as GenerationStart);
      return reply.code(queued ? 202 : 200).send(record);
    },
  );

  endpointRoute(app, generationEndpoints.list, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return records.list(currentUser(req).id, req.query);
  });

  endpointRoute(app, generationEndpoints.get, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return records.get(currentUser(req).id, req.params.id);
  });

  endpointRoute(app, generationEndpoints.events, auth, async (req, reply) => {
    const userId = currentUser(req).id;
    const load = () => records.get(userId, req.params.id);
    const first = await load(); // a 404 is answered as any other error, before the stream opens
    await streamGeneration(req, reply, first, load, closing.signal);
  });

  endpointRoute(app, generationEndpoints.cancel, auth, async (req) =>
    generation.cancel(currentUser(req).id, req.params.id),
  );
}
