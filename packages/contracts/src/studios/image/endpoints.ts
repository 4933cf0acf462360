import { defineArchiveEndpoints } from '../../endpoints/archive-endpoints.js';
import { defineEndpoint } from '../../endpoints/define-endpoint.js';
import { archiveCountSchema, archiveListQuerySchema } from '../../archives.js';
import { IMAGES_PATH } from './options.js';
import { saveImageBodySchema, savedImageListSchema, savedImageSchema } from './studio.js';

/* The saved images: list, count, item and delete, with saving. */

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
    tokenScope: 'archives:write',
    method: 'POST',
    path: IMAGES_PATH,
    body: saveImageBodySchema,
    response: { 200: savedImageSchema, 201: savedImageSchema },
  }),
};
