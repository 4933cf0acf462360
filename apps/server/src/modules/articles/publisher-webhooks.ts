import { AppError } from '../../lib/app-error.js';
import type { Services } from '../server-module.js';
import type { WordPressPublisher } from './wordpress-publish.service.js';

/**
 * A WordPress publish the user runs now (the archive's Publish, the wizard's, an API call)
 * tells the user's webhooks as queued and scheduled publishes do (modules/webhooks):
 * `publication.published` when the site's post is live, `publication.failed` when the site
 * refused or could not be reached. A draft or pending post is not a publication yet.
 */
export function publisherTellingWebhooks(s: Services): WordPressPublisher {
  const publisher = s.wordpressPublisher;

  async function told<R extends { postUrl: string | null; status: string }>(
    userId: string,
    itemId: string | null,
    title: string | undefined,
    publish: () => Promise<R>,
  ): Promise<R> {
    const base = { id: null, platform: 'wordpress', itemId, title: title ?? null };
    try {
      const result = await publish();
      if (result.status === 'publish') {
        await s.webhooks.emit(userId, 'publication.published', {
          publication: { ...base, status: 'published', url: result.postUrl, error: null },
        });
      }
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code.startsWith('WORDPRESS_')) {
        await s.webhooks.emit(userId, 'publication.failed', {
          publication: {
            ...base,
            status: 'failed',
            url: null,
            error: { code: error.code, message: error.message },
          },
        });
      }
      throw error;
    }
  }

  return {
    ...publisher,
    publish: (userId, input) => told(userId, null, input.title, () => publisher.publish(userId, input)),
    publishArticle: (userId, id, form) =>
      told(userId, id, form.title, () => publisher.publishArticle(userId, id, form)),
  };
}
