import { defineArchiveEndpoints } from '../../endpoints/archive-endpoints.js';
import { defineEndpoint } from '../../endpoints/define-endpoint.js';
import {
  ARTICLES_PATH,
  articleCountSchema,
  articleListQuerySchema,
  articleListSchema,
  articleSchema,
  articleSummarySchema,
  saveArticleBodySchema,
  updateArticleBodySchema,
  WORDPRESS_PUBLISH_PATH,
} from './archive.js';
import {
  articlePublishResultSchema,
  publishArticleBodySchema,
  publishContentBodySchema,
  publishResultSchema,
} from './wordpress-publish.js';
import { uuidParamsSchema } from '../../archives.js';

/* The saved articles: list, count, item and delete, with saving, editing and WordPress publishing. */

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
    tokenScope: 'archives:write',
    method: 'POST',
    path: ARTICLES_PATH,
    body: saveArticleBodySchema,
    response: { 200: articleSummarySchema, 201: articleSummarySchema },
  }),
  update: defineEndpoint({
    tokenScope: 'archives:write',
    method: 'PATCH',
    path: `${ARTICLES_PATH}/:id`,
    params: uuidParamsSchema,
    body: updateArticleBodySchema,
    response: articleSummarySchema,
  }),
  /** The saved article as a WordPress post. */
  publish: defineEndpoint({
    tokenScope: 'publish',
    method: 'POST',
    path: `${ARTICLES_PATH}/:id/publish`,
    params: uuidParamsSchema,
    /** Empty: its title, its meta description as excerpt and its tags, as a draft. */
    body: publishArticleBodySchema.default({}),
    response: articlePublishResultSchema,
  }),
  /** The wizard's article (not saved yet) as a WordPress post. */
  publishContent: defineEndpoint({
    tokenScope: 'publish',
    method: 'POST',
    path: WORDPRESS_PUBLISH_PATH,
    body: publishContentBodySchema,
    response: publishResultSchema,
  }),
};
