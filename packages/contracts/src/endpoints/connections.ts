import { z } from 'zod';
import {
  CONNECTIONS_PATH,
  connectionListSchema,
  WORDPRESS_CONNECTION_PATH,
  wordpressConnectBodySchema,
  wordpressConnectionSchema,
} from '../connections.js';
import { uuidParamsSchema } from '../archives.js';
import { storedFileSchema } from '../generation-api.js';
import {
  oauthDisconnectResultSchema,
  TIKTOK_CREATOR_INFO_PATH,
  tiktokConnectionSchema,
  tiktokCreatorInfoSchema,
  youtubeConnectionSchema,
} from '../platform-connections.js';
import {
  publicationListSchema,
  publicationSchema,
  publishVideoBodySchema,
  videoIdParamsSchema,
} from '../publications.js';
import { defineEndpoint } from './define-endpoint.js';

/** A YouTube or TikTok connection: what `:platform` answers (never WordPress). */
const oauthConnectionSchema = z.union([youtubeConnectionSchema, tiktokConnectionSchema]);

/* The user's connections (WordPress, YouTube, TikTok), publishing, and generated files. */

export const connectionEndpoints = {
  /** One entry per platform; never a password. */
  list: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: CONNECTIONS_PATH,
    response: connectionListSchema,
  }),
  /** The server signs in to the site with the application password before keeping it. */
  connectWordPress: defineEndpoint({
    method: 'PUT',
    path: WORDPRESS_CONNECTION_PATH,
    body: wordpressConnectBodySchema,
    response: wordpressConnectionSchema,
  }),
  testWordPress: defineEndpoint({
    method: 'POST',
    path: `${WORDPRESS_CONNECTION_PATH}/test`,
    response: wordpressConnectionSchema,
  }),
  /** 204, also when it was already gone. */
  disconnectWordPress: defineEndpoint({ method: 'DELETE', path: WORDPRESS_CONNECTION_PATH }),
  /** `:platform` is youtube or tiktok: reads the channel or account again. */
  testOAuth: defineEndpoint({
    method: 'POST',
    path: `${CONNECTIONS_PATH}/:platform/test`,
    response: oauthConnectionSchema,
  }),
  /** Revoked at the platform (the answer says if it confirmed), then forgotten. */
  disconnectOAuth: defineEndpoint({
    method: 'DELETE',
    path: `${CONNECTIONS_PATH}/:platform`,
    response: oauthDisconnectResultSchema,
  }),
  tiktokCreatorInfo: defineEndpoint({
    tokenScope: 'publish',
    method: 'GET',
    path: TIKTOK_CREATOR_INFO_PATH,
    response: tiktokCreatorInfoSchema,
  }),
};

export const publicationEndpoints = {
  list: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: '/api/videos/:id/publications',
    params: videoIdParamsSchema,
    response: publicationListSchema,
  }),
  /** 202: queued; the card follows it. */
  publish: defineEndpoint({
    tokenScope: 'publish',
    method: 'POST',
    path: '/api/videos/:id/publications',
    params: videoIdParamsSchema,
    body: publishVideoBodySchema,
    response: { 202: publicationSchema },
  }),
};

export const fileEndpoints = {
  /** Keeps a generated file that would otherwise expire. */
  keep: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'POST',
    path: '/api/files/:id/keep',
    params: uuidParamsSchema,
    response: storedFileSchema,
  }),
};
