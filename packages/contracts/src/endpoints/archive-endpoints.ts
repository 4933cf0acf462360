import type { z } from 'zod';
import { uuidParamsSchema } from '../archives.js';
import { defineEndpoint } from './define-endpoint.js';

/*
 * What every saved-item archive answers under its path: a list newest first, a page at a
 * time (keyset cursor, searched with `q`), a counter, one item by its uuid, a delete (204,
 * files too).
 * An archive adds its own save and extras beside them.
 */
export function defineArchiveEndpoints<
  const P extends string,
  Item extends z.ZodType,
  List extends z.ZodType,
  Query extends z.ZodType,
  Count extends z.ZodType,
>(archive: { path: P; item: Item; list: List; listQuery: Query; count: Count }) {
  const { path, item, list, listQuery, count } = archive;
  return {
    list: defineEndpoint({ tokenScope: 'read', method: 'GET', path, query: listQuery, response: list }),
    count: defineEndpoint({ tokenScope: 'read', method: 'GET', path: `${path}/count`, response: count }),
    get: defineEndpoint({
      tokenScope: 'read',
      method: 'GET',
      path: `${path}/:id`,
      params: uuidParamsSchema,
      response: item,
    }),
    remove: defineEndpoint({
      tokenScope: 'archives:write',
      method: 'DELETE',
      path: `${path}/:id`,
      params: uuidParamsSchema,
    }),
  };
}
