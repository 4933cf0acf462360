import { defineArchiveEndpoints } from '../../endpoints/archive-endpoints.js';
import { defineEndpoint } from '../../endpoints/define-endpoint.js';
import { archiveCountSchema, archiveListQuerySchema } from '../../archives.js';
import {
  saveVoiceOverBodySchema,
  savedVoiceOverListSchema,
  savedVoiceOverSchema,
  voiceListSchema,
  voiceOverDownloadParamsSchema,
  voiceOverPreviewBodySchema,
} from './studio.js';
import { VOICE_OVERS_PATH } from './options.js';

/* The saved voice-overs: list, count, item and delete, with saving, the voices, the preview and downloads. */

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
    tokenScope: 'archives:write',
    method: 'POST',
    path: VOICE_OVERS_PATH,
    body: saveVoiceOverBodySchema,
    response: { 200: savedVoiceOverSchema, 201: savedVoiceOverSchema },
  }),
  /** The voices of the engine the administrator chose. */
  voices: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: `${VOICE_OVERS_PATH}/voices`,
    response: voiceListSchema,
  }),
  /** About five seconds of the voice as WAV (not JSON). */
  preview: defineEndpoint({
    tokenScope: 'generate',
    method: 'POST',
    path: `${VOICE_OVERS_PATH}/preview`,
    body: voiceOverPreviewBodySchema,
  }),
  /** The saved voice-over's audio or subtitles as a file (a link, not a call). */
  download: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: `${VOICE_OVERS_PATH}/:id/download/:format`,
    params: voiceOverDownloadParamsSchema,
  }),
};
