import {
  splitTermList,
  WORDPRESS_TERMS_MAX,
  type PublishArticleInput,
  type PublishContentInput,
  type PublishResult,
} from '@forja/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { htmlToText } from '../../integrations/generation/index.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import { onSite } from '../connections/wordpress-api-error.js';
import type { FilesService } from '../files/files.service.js';
import { prepareArticleHtml } from './article-content.js';
import type { ArticlesRepository } from './articles.repository.js';

/*
 * Publishing to the user's WordPress site (spec §3 publish payload, §5, §8): the post with
 * title, content, excerpt and status; categories and tags by name, created when missing;
 * the article's image uploaded to the media library and set as the featured image. The
 * wizard's unsaved article and a saved one go through the same code.
 */

type PublishInput = Omit<PublishContentInput, 'imageFileId'> & { imageFileId?: string | null | undefined };

const missingData = () =>
  new AppError(
    400,
    'WORDPRESS_MISSING_DATA',
    'Missing data: Article content and title are required for publishing.',
  );

/** A file name WordPress accepts: the title as ASCII words, and the image's own extension. */
function mediaFileName(title: string, storedName: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(storedName)?.[1] ?? 'png';
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image';
  return `${base}.${extension}`;
}

export function createWordPressPublisher(deps: {
  connections: ConnectionsService;
  files: FilesService;
  articles: ArticlesRepository;
}) {
  async function publish(userId: string, input: PublishInput): Promise<PublishResult> {
    const title = input.title.trim();
    const content = input.content ? prepareArticleHtml(input.content) : '';
    if (!title || !htmlToText(content)) throw missingData();
    const site = await deps.connections.wordpressClient(userId);
    const image = input.imageFileId ? await deps.files.readOwned(userId, input.imageFileId) : null;
    return onSite(async () => {
      const categories = await site.ensureTerms('categories', input.categories);
      const tags = await site.ensureTerms('tags', input.tags);
      const media = image
        ? await site.uploadMedia({
            data: image.data,
            contentType: image.contentType,
            filename: mediaFileName(title, image.name),
            altText: title,
          })
        : null;
      const post = await site.createPost({
        title,
        content,
        excerpt: input.excerpt,
        status: input.status,
        categories,
        tags,
        featuredMedia: media?.id,
      });
      return {
        postId: post.id,
        postUrl: post.link,
        status: post.status || input.status,
        featuredMediaId: media?.id ?? null,
      };
    });
  }

  return {
    /** POST /api/wordpress/publish: the wizard's article, saved or not. */
    publish,

    /** POST /api/articles/:id/publish: the saved article, with the form's values over its own. */
    async publishArticle(userId: string, id: string, form: PublishArticleInput): Promise<PublishResult> {
      const article = await deps.articles.findFull(id, userId);
      if (!article) throw notFound('Article');
      return publish(userId, {
        title: form.title || article.title,
        content: article.content,
        excerpt: form.excerpt ?? article.metaDescription,
        status: form.status ?? 'draft',
        categories: form.categories ?? [],
        tags: form.tags ?? splitTermList(article.tags).slice(0, WORDPRESS_TERMS_MAX),
        imageFileId: article.imageFileId,
      });
    },
  };
}
export type WordPressPublisher = ReturnType<typeof createWordPressPublisher>;
