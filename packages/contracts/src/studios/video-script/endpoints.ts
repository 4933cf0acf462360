import { defineArchiveEndpoints } from '../../endpoints/archive-endpoints.js';
import { defineEndpoint } from '../../endpoints/define-endpoint.js';
import { archiveCountSchema, archiveListQuerySchema } from '../../archives.js';
import { VIDEO_SCRIPTS_PATH } from './options.js';
import { saveVideoScriptBodySchema, savedVideoScriptListSchema, savedVideoScriptSchema } from './studio.js';

/* The saved video scripts: list, count, item and delete, with saving. */

export const videoScriptEndpoints = {
  ...defineArchiveEndpoints({
    path: VIDEO_SCRIPTS_PATH,
    item: savedVideoScriptSchema,
    list: savedVideoScriptListSchema,
    listQuery: archiveListQuerySchema,
    count: archiveCountSchema,
  }),
  save: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'POST',
    path: VIDEO_SCRIPTS_PATH,
    body: saveVideoScriptBodySchema,
    response: { 201: savedVideoScriptSchema },
  }),
};
