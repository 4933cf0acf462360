import {
  archiveCountSchema,
  archiveListQuerySchema,
  IMAGES_PATH,
  saveImageBodySchema,
  savedImageListSchema,
  savedImageSchema,
  saveVideoScriptBodySchema,
  savedVideoScriptListSchema,
  savedVideoScriptSchema,
  VIDEO_SCRIPTS_PATH,
} from '../archives.js';
import {
  ARTICLES_PATH,
  articleCountSchema,
  articleListQuerySchema,
  articleListSchema,
  articlePublishResultSchema,
  articleSchema,
  articleSummarySchema,
  publishArticleBodySchema,
  publishContentBodySchema,
  publishResultSchema,
  saveArticleBodySchema,
  updateArticleBodySchema,
  WORDPRESS_PUBLISH_PATH,
} from '../articles.js';
import { uuidParamsSchema } from '../generation-api.js';
import {
  VIDEO_SCENE_IMAGE_PATH,
  videoListQuerySchema,
  videoListSchema,
  videoRecordSchema,
  VIDEOS_PATH,
  videoSceneImageRequestSchema,
  videoSceneImageResponseSchema,
} from '../videos.js';
import {
  saveVoiceOverBodySchema,
  savedVoiceOverListSchema,
  savedVoiceOverSchema,
  voiceListSchema,
  voiceOverDownloadParamsSchema,
  voiceOverPreviewBodySchema,
  VOICE_OVERS_PATH,
} from '../voice-overs.js';
import { defineArchiveEndpoints } from './archive-endpoints.js';
import { defineEndpoint } from './define-endpoint.js';

/* The saved-item archives: each one's list, count, item and delete, with its save and extras. */

export const articleEndpoints = {
  ...defineArchiveEndpoints({
    path: ARTICLES_PATH,
    item: articleSchema,
    list: articleListSchema,
    listQuery: articleListQuerySchema,
    count: articleCountSchema,
  }),
  /** 201 saved; the same generation saved again answers 200 with the first save. */
  save: defineEndpoint({
    method: 'POST',
    path: ARTICLES_PATH,
    body: saveArticleBodySchema,
    response: { 200: articleSummarySchema, 201: articleSummarySchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${ARTICLES_PATH}/:id`,
    params: uuidParamsSchema,
    body: updateArticleBodySchema,
    response: articleSummarySchema,
  }),
  /** The saved article as a WordPress post. */
  publish: defineEndpoint({
    method: 'POST',
    path: `${ARTICLES_PATH}/:id/publish`,
    params: uuidParamsSchema,
    /** Empty: its title, its meta description as excerpt and its tags, as a draft. */
    body: publishArticleBodySchema.default({}),
    response: articlePublishResultSchema,
  }),
  /** The wizard's article (not saved yet) as a WordPress post. */
  publishContent: defineEndpoint({
    method: 'POST',
    path: WORDPRESS_PUBLISH_PATH,
    body: publishContentBodySchema,
    response: publishResultSchema,
  }),
};

export const imageEndpoints = {
  ...defineArchiveEndpoints({
    path: IMAGES_PATH,
    item: savedImageSchema,
    list: savedImageListSchema,
    listQuery: archiveListQuerySchema,
    count: archiveCountSchema,
  }),
  /** 201 saved, 200 already saved (the same image). */
  save: defineEndpoint({
    method: 'POST',
    path: IMAGES_PATH,
    body: saveImageBodySchema,
    response: { 200: savedImageSchema, 201: savedImageSchema },
  }),
};

export const videoScriptEndpoints = {
  ...defineArchiveEndpoints({
    path: VIDEO_SCRIPTS_PATH,
    item: savedVideoScriptSchema,
    list: savedVideoScriptListSchema,
    listQuery: archiveListQuerySchema,
    count: archiveCountSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: VIDEO_SCRIPTS_PATH,
    body: saveVideoScriptBodySchema,
    response: { 201: savedVideoScriptSchema },
  }),
};

export const voiceOverEndpoints = {
  ...defineArchiveEndpoints({
    path: VOICE_OVERS_PATH,
    item: savedVoiceOverSchema,
    list: savedVoiceOverListSchema,
    listQuery: archiveListQuerySchema,
    count: archiveCountSchema,
  }),
  /** 201 saved, 200 already saved (the same generation). */
  save: defineEndpoint({
    method: 'POST',
    path: VOICE_OVERS_PATH,
    body: saveVoiceOverBodySchema,
    response: { 200: savedVoiceOverSchema, 201: savedVoiceOverSchema },
  }),
  /** The voices of the engine the administrator chose. */
  voices: defineEndpoint({ method: 'GET', path: `${VOICE_OVERS_PATH}/voices`, response: voiceListSchema }),
  /** About five seconds of the voice as WAV (not JSON). */
  preview: defineEndpoint({
    method: 'POST',
    path: `${VOICE_OVERS_PATH}/preview`,
    body: voiceOverPreviewBodySchema,
  }),
  /** The saved voice-over's audio or subtitles as a file (a link, not a call). */
  download: defineEndpoint({
    method: 'GET',
    path: `${VOICE_OVERS_PATH}/:id/download/:format`,
    params: voiceOverDownloadParamsSchema,
  }),
};

export const videoEndpoints = {
  ...defineArchiveEndpoints({
    path: VIDEOS_PATH,
    item: videoRecordSchema,
    list: videoListSchema,
    listQuery: videoListQuerySchema,
    count: archiveCountSchema,
  }),
  /** One scene's image, previewed or regenerated (free). */
  sceneImage: defineEndpoint({
    method: 'POST',
    path: VIDEO_SCENE_IMAGE_PATH,
    body: videoSceneImageRequestSchema,
    response: videoSceneImageResponseSchema,
  }),
};
