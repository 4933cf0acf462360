import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { archiveListQuerySchema, defineArchiveEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';

/** What an archive's routes answer with: the archive kit's items (or a module's own `get`). */
export interface ArchiveReads<Item, ListItem = Item> {
  list(
    userId: string,
    query: z.infer<typeof archiveListQuerySchema>,
  ): Promise<{ items: ListItem[]; nextCursor: string | null }>;
  count(userId: string): Promise<{ count: number }>;
  get(userId: string, id: string): Promise<Item>;
  delete(userId: string, id: string): Promise<void>;
}

/** The reading and deleting endpoints every archive declares (contracts' defineArchiveEndpoints). */
type ArchiveEndpoints = Pick<ReturnType<typeof defineArchiveEndpoints>, 'list' | 'count' | 'get' | 'remove'>;

/**
 * An archive's reading and deleting routes, from its endpoints in the contracts: the list
 * (search and cursor), the count, one item and its deletion. Signed-in users, their own rows
 * only (anyone else's id is a 404); what is read is never cached. Saving differs by archive:
 * the module adds it.
 */
export function registerArchiveRoutes<Item, ListItem>(
  instance: FastifyInstance,
  endpoints: ArchiveEndpoints,
  archive: ArchiveReads<Item, ListItem>,
  /** What another module undoes before an item goes (its scheduled publications). */
  options: { beforeDelete?: (userId: string, id: string) => Promise<void> } = {},
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const noStore = { 'cache-control': 'no-store' };

  endpointRoute(app, endpoints.list, auth, async (req, reply) => {
    reply.headers(noStore);
    return archive.list(currentUser(req).id, req.query as z.infer<typeof archiveListQuerySchema>);
  });
  endpointRoute(app, endpoints.count, auth, async (req, reply) => {
    reply.headers(noStore);
    return archive.count(currentUser(req).id);
  });
  endpointRoute(app, endpoints.get, auth, async (req, reply) => {
    reply.headers(noStore);
    return archive.get(currentUser(req).id, req.params.id);
  });
  endpointRoute(app, endpoints.remove, auth, async (req, reply) => {
    await options.beforeDelete?.(currentUser(req).id, req.params.id);
    await archive.delete(currentUser(req).id, req.params.id);
    return reply.status(204).send();
  });
}
