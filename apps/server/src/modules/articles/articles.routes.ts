import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ARTICLE_BODY_LIMIT_BYTES,
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
  uuidParamsSchema,
  WORDPRESS_PUBLISH_PATH,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import { registerArchiveRoutes } from '../archives/archive-routes.js';
import { SITE_CALLS_PER_MINUTE } from '../connections/connections.routes.js';
import type { ArticlesService } from './articles.service.js';
import type { WordPressPublisher } from './wordpress-publish.service.js';

/** The saved-articles archive and publishing to WordPress. Signed-in users, their own rows only. */
export function registerArticlesRoutes(
  instance: FastifyInstance,
  deps: { articles: ArticlesService; publisher: WordPressPublisher },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { articles, publisher } = deps;
  const auth = { onRequest: app.requireUser };
  // An article may be up to 1,000,000 characters of (often multi-byte) HTML.
  const big = { ...auth, bodyLimit: ARTICLE_BODY_LIMIT_BYTES };
  const publishing = {
    ...big,
    config: { rateLimit: { max: SITE_CALLS_PER_MINUTE, timeWindow: '1 minute' } },
  };

  app.post(
    ARTICLES_PATH,
    {
      ...big,
      schema: {
        body: saveArticleBodySchema,
        response: { 200: articleSummarySchema, 201: articleSummarySchema },
      },
    },
    async (req, reply) => {
      const { created, article } = await articles.save(currentUser(req).id, req.body);
      return reply.status(created ? 201 : 200).send(article);
    },
  );

  registerArchiveRoutes(instance, ARTICLES_PATH, articles, {
    query: articleListQuerySchema,
    list: articleListSchema,
    item: articleSchema,
    count: articleCountSchema,
  });

  app.patch(
    `${ARTICLES_PATH}/:id`,
    {
      ...big,
      schema: {
        params: uuidParamsSchema,
        body: updateArticleBodySchema,
        response: { 200: articleSummarySchema },
      },
    },
    (req) => articles.update(currentUser(req).id, req.params.id, req.body),
  );

  app.post(
    `${ARTICLES_PATH}/:id/publish`,
    {
      ...publishing,
      schema: {
        params: uuidParamsSchema,
        body: publishArticleBodySchema.default({}),
        response: { 200: articlePublishResultSchema },
      },
    },
    (req) => publisher.publishArticle(currentUser(req).id, req.params.id, req.body),
  );

  app.post(
    WORDPRESS_PUBLISH_PATH,
    { ...publishing, schema: { body: publishContentBodySchema, response: { 200: publishResultSchema } } },
    (req) => publisher.publish(currentUser(req).id, req.body),
  );
}
