import { archiveCountSchema, archiveListQuerySchema } from '../../archives.js';
import { defineArchiveEndpoints } from '../../endpoints/archive-endpoints.js';
import { defineEndpoint } from '../../endpoints/define-endpoint.js';
import { SOCIAL_POSTS_PATH } from './options.js';
import { saveSocialPostsBodySchema, savedSocialPostsListSchema, savedSocialPostsSchema } from './studio.js';

/** The saved posts' endpoints: list, count, item and delete, with saving (201; again: 200, updated). */
export const socialPostsEndpoints = {
  ...defineArchiveEndpoints({
    path: SOCIAL_POSTS_PATH,
    item: savedSocialPostsSchema,
    list: savedSocialPostsListSchema,
    listQuery: archiveListQuerySchema,
    count: archiveCountSchema,
  }),
  save: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'POST',
    path: SOCIAL_POSTS_PATH,
    body: saveSocialPostsBodySchema,
    response: { 200: savedSocialPostsSchema, 201: savedSocialPostsSchema },
  }),
};
