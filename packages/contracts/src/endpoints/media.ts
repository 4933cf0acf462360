import { uuidParamsSchema } from '../archives.js';
import {
  ADMIN_MUSIC_PATH,
  ADMIN_MUSIC_UPLOAD_PATH,
  MEDIA_PATH,
  MEDIA_UPLOAD_PATH,
  MEDIA_USAGE_PATH,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaUploadQuerySchema,
  MUSIC_PATH,
  MUSIC_UPLOAD_PATH,
  musicListSchema,
  musicTrackSchema,
  musicUploadQuerySchema,
  STOCK_PICK_PATH,
  STOCK_SEARCH_PATH,
  stockPickBodySchema,
  stockSearchQuerySchema,
  stockSearchResultSchema,
  storageUsageSchema,
} from '../media.js';
import { defineEndpoint } from './define-endpoint.js';

/*
 * The media library, stock footage and the music library (media.ts). The uploads take the
 * file's bytes as the body: they have no body schema; the server reads and probes the stream.
 */
export const mediaEndpoints = {
  upload: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'POST',
    path: MEDIA_UPLOAD_PATH,
    query: mediaUploadQuerySchema,
    response: { 201: mediaItemSchema },
  }),
  list: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: MEDIA_PATH,
    query: mediaListQuerySchema,
    response: mediaListSchema,
  }),
  get: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: `${MEDIA_PATH}/:id`,
    params: uuidParamsSchema,
    response: mediaItemSchema,
  }),
  /** 204; a video that uses the item keeps its own copy of the bytes until it is deleted. */
  remove: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'DELETE',
    path: `${MEDIA_PATH}/:id`,
    params: uuidParamsSchema,
  }),
  usage: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: MEDIA_USAGE_PATH,
    response: storageUsageSchema,
  }),
  stockSearch: defineEndpoint({
    tokenScope: 'generate',
    method: 'GET',
    path: STOCK_SEARCH_PATH,
    query: stockSearchQuerySchema,
    response: stockSearchResultSchema,
  }),
  stockPick: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: STOCK_PICK_PATH,
    body: stockPickBodySchema,
    response: { 200: mediaItemSchema, 201: mediaItemSchema },
  }),
};

export const musicEndpoints = {
  /** The administrator's tracks and the user's own. */
  list: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: MUSIC_PATH,
    response: musicListSchema,
  }),
  upload: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'POST',
    path: MUSIC_UPLOAD_PATH,
    query: musicUploadQuerySchema,
    response: { 201: musicTrackSchema },
  }),
  remove: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'DELETE',
    path: `${MUSIC_PATH}/:id`,
    params: uuidParamsSchema,
  }),
};

/** The administrator's music library: tracks for everyone (do not count towards anyone's quota). */
export const adminMusicEndpoints = {
  list: defineEndpoint({ method: 'GET', path: ADMIN_MUSIC_PATH, response: musicListSchema }),
  upload: defineEndpoint({
    method: 'POST',
    path: ADMIN_MUSIC_UPLOAD_PATH,
    query: musicUploadQuerySchema,
    response: { 201: musicTrackSchema },
  }),
  remove: defineEndpoint({ method: 'DELETE', path: `${ADMIN_MUSIC_PATH}/:id`, params: uuidParamsSchema }),
};
