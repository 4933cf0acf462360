import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import { createArticlesRepository } from './articles.repository.js';
import { registerArticlesRoutes } from './articles.routes.js';
import { createArticlesService } from './articles.service.js';
import { createWordPressPublisher } from './wordpress-publish.service.js';

/** Wires the articles archive and WordPress publishing from the app's services. */
export function registerArticlesModule(app: FastifyInstance, s: Services, connections: ConnectionsService) {
  const repo = createArticlesRepository(s.database.db);
  registerArticlesRoutes(app, {
    articles: createArticlesService(repo, s.files),
    publisher: createWordPressPublisher({ connections, files: s.files, articles: repo }),
  });
}
