import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { BATCH_CONTENT_MAX_LENGTH, batchEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import { streamBatch } from './batch-events.js';
import { zipStream } from './batch-zip.js';
import type { BatchesService } from './batches.service.js';

/** Batch runs. Signed-in users, their own batches only (anyone else's id is a 404, nothing changed). */
export function registerBatchesRoutes(instance: FastifyInstance, batches: BatchesService, log: Logger) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  // A 1 MB CSV travels as base64 inside JSON: above the app's default body limit.
  const withSource = { ...auth, bodyLimit: BATCH_CONTENT_MAX_LENGTH + 16 * 1024 };
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  const actorOf = (req: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(req);
    return { id: user.id, email: user.email };
  };

  endpointRoute(app, batchEndpoints.preview, withSource, async (req) =>
    batches.preview(currentUser(req).id, req.body),
  );
  endpointRoute(app, batchEndpoints.create, withSource, async (req, reply) =>
    reply.code(201).send(await batches.create(actorOf(req), req.body)),
  );
  endpointRoute(app, batchEndpoints.list, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return batches.list(currentUser(req).id);
  });
  endpointRoute(app, batchEndpoints.items, auth, async (req) =>
    batches.items(currentUser(req).id, req.query.studio, req.query.ids),
  );
  endpointRoute(app, batchEndpoints.get, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return batches.get(currentUser(req).id, req.params.id);
  });
  endpointRoute(app, batchEndpoints.events, auth, async (req, reply) => {
    const userId = currentUser(req).id;
    const load = () => batches.get(userId, req.params.id);
    const first = await load();
    await streamBatch(req, reply, first, load, closing.signal);
  });
  endpointRoute(app, batchEndpoints.pause, auth, async (req) =>
    batches.pause(currentUser(req).id, req.params.id),
  );
  endpointRoute(app, batchEndpoints.resume, auth, async (req) =>
    batches.resume(currentUser(req).id, req.params.id),
  );
  endpointRoute(app, batchEndpoints.cancel, auth, async (req) => batches.cancel(actorOf(req), req.params.id));
  endpointRoute(app, batchEndpoints.retry, auth, async (req) =>
    batches.retry(currentUser(req).id, req.params.id, req.body.rowIds),
  );
  endpointRoute(app, batchEndpoints.save, auth, async (req) =>
    batches.save(currentUser(req).id, req.params.id),
  );
  endpointRoute(app, batchEndpoints.download, auth, async (req, reply) => {
    const { fileName, folders } = await batches.download(currentUser(req).id, req.params.id);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store');
    return reply.send(zipStream(folders, log));
  });
}
