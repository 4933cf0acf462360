import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ARTICLE_BODY_LIMIT_BYTES, articleEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
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
  const noStore = { 'cache-control': 'no-store' };

  endpointRoute(app, articleEndpoints.save, big, async (req, reply) => {
    const { created, article } = await articles.save(currentUser(req).id, req.body);
    return reply.status(created ? 201 : 200).send(article);
  });

  endpointRoute(app, articleEndpoints.list, auth, async (req, reply) => {
    reply.headers(noStore);
    return articles.list(currentUser(req).id, req.query);
  });

  endpointRoute(app, articleEndpoints.count, auth, async (req, reply) => {
    reply.headers(noStore);
    return articles.count(currentUser(req).id);
  });

  endpointRoute(app, articleEndpoints.get, auth, async (req, reply) => {
    reply.headers(noStore);
    return articles.get(currentUser(req).id, req.params.id);
  });

  endpointRoute(app, articleEndpoints.update, big, (req) =>
    articles.update(currentUser(req).id, req.params.id, req.body),
  );

  endpointRoute(app, articleEndpoints.remove, auth, async (req, reply) => {
    await articles.delete(currentUser(req).id, req.params.id);
    return reply.status(204).send();
  });

  endpointRoute(app, articleEndpoints.publish, publishing, (req) =>
    publisher.publishArticle(currentUser(req).id, req.params.id, req.body),
  );

  endpointRoute(app, articleEndpoints.publishContent, publishing, (req) =>
    publisher.publish(currentUser(req).id, req.body),
  );
}
