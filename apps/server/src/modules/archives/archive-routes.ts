import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { archiveCountSchema, archiveListQuerySchema, uuidParamsSchema } from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';

/** What an archive's routes answer with: the archive kit's items (or a module's own `get`). */
export interface ArchiveEndpoints<Item, ListItem = Item> {
  list(
    userId: string,
    query: z.infer<typeof archiveListQuerySchema>,
  ): Promise<{ items: ListItem[]; nextCursor: string | null }>;
  count(userId: string): Promise<{ count: number }>;
  get(userId: string, id: string): Promise<Item>;
  delete(userId: string, id: string): Promise<void>;
}

/**
 * An archive's reading and deleting routes under `path`: the list (search and cursor), the
 * count, one item and its deletion. Signed-in users, their own rows only (anyone else's id
 * is a 404); what is read is never cached. Saving differs by archive: the module adds it.
 */
export function registerArchiveRoutes<Item, ListItem>(
  instance: FastifyInstance,
  path: string,
  archive: ArchiveEndpoints<Item, ListItem>,
  schemas: {
    /** The list's query; `archiveListQuerySchema` unless the archive pages differently. */
    query?: z.ZodType<z.infer<typeof archiveListQuerySchema>>;
    list: z.ZodType<{ items: ListItem[]; nextCursor: string | null }>;
    item: z.ZodType<Item>;
    /** The count's answer; `archiveCountSchema` unless the archive names its own. */
    count?: z.ZodType<{ count: number }>;
  },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const noStore = { 'cache-control': 'no-store' };
  // Widened: the reply's type cannot follow a generic schema; `archive` already ties the item to it.
  const item: z.ZodType = schemas.item;

  app.get(
    path,
    {
      ...auth,
      schema: { querystring: schemas.query ?? archiveListQuerySchema, response: { 200: schemas.list } },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return archive.list(currentUser(req).id, req.query);
    },
  );

  app.get(
    `${path}/count`,
    { ...auth, schema: { response: { 200: schemas.count ?? archiveCountSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return archive.count(currentUser(req).id);
    },
  );

  app.get(
    `${path}/:id`,
    { ...auth, schema: { params: uuidParamsSchema, response: { 200: item } } },
    async (req, reply) => {
      reply.headers(noStore);
      return archive.get(currentUser(req).id, req.params.id);
    },
  );

  app.delete(`${path}/:id`, { ...auth, schema: { params: uuidParamsSchema } }, async (req, reply) => {
    await archive.delete(currentUser(req).id, req.params.id);
    return reply.status(204).send();
  });
}
