import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ARTICLE_BODY_LIMIT_BYTES, articleEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import { registerArchiveRoutes } from '../archives/archive-routes.js';
import { SITE_CALLS_PER_MINUTE } from '../connections/connections.routes.js';
import type { ArticlesService } from './articles.service.js';
import type { WordPressPublisher } from './wordpress-publish.service.js';

/** The saved-articles archive and publishing to WordPress. Signed-in users, their own rows only. */
export function registerArticlesRoutes(
  instance: FastifyInstance,
  deps: {
    articles: ArticlesService;
    publisher: WordPressPublisher;
    /** Cancels the article's waiting schedules (modules/schedules) before it is deleted. */
    beforeDelete?: (userId: string, id: string) => Promise<void>;
  },
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

  endpointRoute(app, articleEndpoints.save, big, async (req, reply) => {
    const { created, article } = await articles.save(currentUser(req).id, req.body);
    return reply.status(created ? 201 : 200).send(article);
  });

  registerArchiveRoutes(instance, articleEndpoints, articles, { beforeDelete: deps.beforeDelete });

  endpointRoute(app, articleEndpoints.update, big, (req) =>
    articles.update(currentUser(req).id, req.params.id, req.body),
  );

  endpointRoute(app, articleEndpoints.publish, publishing, (req) =>
    publisher.publishArticle(currentUser(req).id, req.params.id, req.body),
  );

  endpointRoute(app, articleEndpoints.publishContent, publishing, (req) =>
    publisher.publish(currentUser(req).id, req.body),
  );
}
