import { createArticleBatch } from './article-batch.js';
import type { ServerModule } from '../server-module.js';
import { ARTICLE_KINDS } from './article-kinds.js';
import { createArticlesRepository } from './articles.repository.js';
import { registerArticlesRoutes } from './articles.routes.js';
import { createArticlesService } from './articles.service.js';
import { publisherTellingWebhooks } from './publisher-webhooks.js';
import { createWordPressPublisher } from './wordpress-publish.service.js';
import type { ArticlesService } from './articles.service.js';
import type { WordPressPublisher } from './wordpress-publish.service.js';

declare module '../server-module.js' {
  interface Services {
    articles: ArticlesService;
    wordpressPublisher: WordPressPublisher;
  }
}

/** The articles archive and WordPress publishing. */
export const articlesModule: ServerModule = {
  name: 'articles',
  services(s) {
    const repo = createArticlesRepository(s.database.db);
    return {
      articles: createArticlesService(repo, s.files),
      wordpressPublisher: createWordPressPublisher({
        connections: s.connections,
        files: s.files,
        articles: repo,
      }),
    };
  },
  batch: (s) => createArticleBatch(s),
  kinds: () => ARTICLE_KINDS,
  routes: (app, s) =>
    registerArticlesRoutes(app, {
      articles: s.articles,
      publisher: publisherTellingWebhooks(s),
      beforeDelete: (userId, id) => s.schedules.cancelForItem(userId, id),
    }),
};
