import { defineArchiveEndpoints } from '../../endpoints/archive-endpoints.js';
import { defineEndpoint } from '../../endpoints/define-endpoint.js';
import { archiveCountSchema, uuidParamsSchema } from '../../archives.js';
import {
  VIDEO_SCENE_IMAGE_PATH,
  videoDraftSchema,
  videoListQuerySchema,
  videoListSchema,
  videoRecordSchema,
  VIDEOS_PATH,
  videoSceneImageRequestSchema,
  videoSceneImageResponseSchema,
} from './library.js';

/* The Video Library: list, count, item and delete, with the scene image preview. */

export const videoEndpoints = {
  ...defineArchiveEndpoints({
    path: VIDEOS_PATH,
    item: videoRecordSchema,
    list: videoListSchema,
    listQuery: videoListQuerySchema,
    count: archiveCountSchema,
  }),
  /** The draft a video was rendered from, to revise it (videoDraftSchema). */
  draft: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: `${VIDEOS_PATH}/:id/draft`,
    params: uuidParamsSchema,
    response: videoDraftSchema,
  }),
  /** One scene's image, previewed or regenerated (free). */
  sceneImage: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: VIDEO_SCENE_IMAGE_PATH,
    body: videoSceneImageRequestSchema,
    response: videoSceneImageResponseSchema,
  }),
};
