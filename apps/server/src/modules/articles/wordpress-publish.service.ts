import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  splitTermList,
  WORDPRESS_TERMS_MAX,
  type ArticlePublishResult,
  type PublishArticleInput,
  type PublishContentInput,
  type PublishResult,
  type WordPressPostStatus,
} from '@forja/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { htmlToText } from '../../integrations/generation/index.js';
import type {
  NewPost,
  PostResult,
  PostUpdate,
  WordPressClient,
} from '../../integrations/wordpress/wordpress-client.js';
import { WordPressError } from '../../integrations/wordpress/wordpress-errors.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import { onSite } from '../connections/wordpress-api-error.js';
import type { FilesService } from '../files/files.service.js';
import { prepareArticleHtml } from './article-content.js';
import { linkable, wordpressStateOf } from './article-wordpress.js';
import type { ArticlesRepository } from './articles.repository.js';

/*
 * Publishing to the user's WordPress site (docs/product/article-studio.md): the post with
 * title, content, excerpt and status; categories and tags by name, created when missing;
 * the article's image uploaded to the media library and set as the featured image. The
 * wizard's unsaved article and a saved one go through the same code.
 *
 * A saved article remembers the post it became, on which site, and the status the site
 * answered: publishing it again to that site updates the post instead of adding one (and
 * keeps the featured image uploaded for it while the article shows the same image). An
 * update names a status only when the form asked for one, so a post the user made live on
 * the site stays live; a new post is a draft unless asked otherwise. Publishes of one
 * article run one at a time, under a claim on its row taken in one statement; a second
 * click waits for the first publish and then updates the post it created.
 */

/** A claim older than this belongs to a publish that died (longer than any live one). */
const WORDPRESS_CLAIM_SECONDS = 10 * 60;
/** How long a publish waits for another publish of the same article before giving up. */
const CLAIM_WAIT_MS = 30_000;
const CLAIM_POLL_MS = 200;

/** Without a status, a new post is a draft and an updated one keeps its own. */
type PublishInput = Omit<PublishContentInput, 'imageFileId' | 'status'> & {
  imageFileId?: string | null | undefined;
  /** 'future' (with dateGmt): a scheduled post the site publishes itself (modules/schedules). */
  status?: WordPressPostStatus | 'future' | undefined;
  dateGmt?: Date | undefined;
};

const DEFAULT_NEW_POST_STATUS: WordPressPostStatus = 'draft';

/** A new post's fields: the default status when none was asked for. */
const newPost = (post: PostUpdate): NewPost => ({ ...post, status: post.status ?? DEFAULT_NEW_POST_STATUS });

const publishInProgress = () =>
  new AppError(409, 'WORDPRESS_ERROR', 'This article is being published already. Try again in a moment.', {
    reason: 'publish_in_progress',
  });

/** The site refused the featured image: it is no longer in the media library. */
const isMissingMedia = (error: unknown) =>
  error instanceof WordPressError && error.details.wpCode === 'rest_invalid_featured_media';

/** Updates the post; creates a new one when the old post is gone from the site. */
async function updateOrCreate(site: WordPressClient, postId: number, post: PostUpdate): Promise<PostResult> {
  try {
    return await site.updatePost(postId, post);
  } catch (error) {
    if (error instanceof WordPressError && error.details.wpCode === 'rest_post_invalid_id')
      return site.createPost(newPost(post));
    throw error;
  }
}

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
  /** The post's title and sanitised content; WORDPRESS_MISSING_DATA before anything is asked of the site. */
  function prepare(input: PublishInput): PublishInput {
    const title = input.title.trim();
    const content = input.content ? prepareArticleHtml(input.content) : '';
    if (!title || !htmlToText(content)) throw missingData();
    return { ...input, title, content };
  }

  /**
   * Sends the prepared post to the site: a new one, or an update of `existing.postId`.
   * `existing.mediaId` is the image uploaded for the post before, reused while it is still
   * in the site's media library (uploaded again otherwise).
   */
  async function send(
    userId: string,
    site: WordPressClient,
    input: PublishInput,
    existing: { postId: number | null; mediaId: number | null } = { postId: null, mediaId: null },
  ): Promise<PublishResult> {
    const { title, content } = input;
    const image = input.imageFileId ? await deps.files.readOwned(userId, input.imageFileId) : null;
    const upload = async () =>
      image
        ? (
            await site.uploadMedia({
              data: image.data,
              contentType: image.contentType,
              filename: mediaFileName(title, image.name),
              altText: title,
            })
          ).id
        : null;
    return onSite(async () => {
      const categories = await site.ensureTerms('categories', input.categories);
      const tags = await site.ensureTerms('tags', input.tags);
      const fields = (mediaId: number | null): PostUpdate => ({
        title,
        content,
        excerpt: input.excerpt,
        status: input.status,
        dateGmt: input.dateGmt,
        categories,
        tags,
        featuredMedia: mediaId ?? undefined,
      });
      const write = (mediaId: number | null) =>
        existing.postId
          ? updateOrCreate(site, existing.postId, fields(mediaId))
          : site.createPost(newPost(fields(mediaId)));
      const reused = image ? existing.mediaId : null;
      let mediaId = reused ?? (await upload());
      let post: PostResult;
      try {
        post = await write(mediaId);
      } catch (error) {
        // The earlier upload was deleted from the site's library: upload the image again.
        if (reused === null || !isMissingMedia(error)) throw error;
        mediaId = await upload();
        post = await write(mediaId);
      }
      return {
        postId: post.id,
        // The site's answer is shown as a link: a javascript: or data: address never is.
        postUrl: linkable(post.link),
        // What the site answered; when it answers none, what was asked (a new post: a draft).
        status: post.status || (input.status ?? (existing.postId ? '' : DEFAULT_NEW_POST_STATUS)),
        featuredMediaId: mediaId,
      };
    });
  }

  /** Takes the article's publishing claim, waiting while another publish of it runs. */
  async function claim(userId: string, id: string, token: string) {
    const deadline = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const claimed = await deps.articles.claimWordPress(id, userId, token, WORDPRESS_CLAIM_SECONDS);
      if (claimed) return claimed;
      if (!(await deps.articles.exists(id, userId))) throw notFound('Article');
      if (Date.now() >= deadline) throw publishInProgress();
      await sleep(CLAIM_POLL_MS);
    }
  }

  /** The saved article to the site under its claim; `extra` sets the status and date of a scheduled post. */
  async function publishSaved(
    userId: string,
    id: string,
    form: PublishArticleInput,
    extra: { status?: 'future'; dateGmt?: Date },
  ): Promise<ArticlePublishResult> {
    const token = randomUUID();
    const previous = await claim(userId, id, token);
    try {
      const article = await deps.articles.findFull(id, userId);
      if (!article) throw notFound('Article');
      const prepared = prepare({
        title: form.title || article.title,
        content: article.content,
        excerpt: form.excerpt ?? article.metaDescription,
        status: extra.status ?? form.status,
        dateGmt: extra.dateGmt,
        categories: form.categories ?? [],
        tags: form.tags ?? splitTermList(article.tags).slice(0, WORDPRESS_TERMS_MAX),
        imageFileId: article.imageFileId,
      });
      const { client, siteUrl } = await deps.connections.wordpressSite(userId);
      const sameSite = previous.siteUrl === siteUrl;
      const sameImage =
        sameSite && article.imageFileId !== null && previous.mediaFileId === article.imageFileId;
      const result = await send(userId, client, prepared, {
        postId: sameSite ? previous.postId : null,
        mediaId: sameImage ? previous.mediaId : null,
      });
      const recorded = await deps.articles.recordWordPressPost(id, userId, token, {
        siteUrl,
        postId: result.postId,
        postUrl: result.postUrl,
        status: result.status || null,
        mediaId: result.featuredMediaId,
        mediaFileId: article.imageFileId,
      });
      return { ...result, wordpress: recorded ? wordpressStateOf(recorded) : null };
    } catch (error) {
      // Should this fail too, the claim lapses after WORDPRESS_CLAIM_SECONDS; the first error is the one to report.
      await deps.articles.releaseWordPressClaim(id, userId, token).catch(() => undefined);
      throw error;
    }
  }

  return {
    /** POST /api/wordpress/publish: the wizard's article, saved or not (a new post each time). */
    async publish(userId: string, input: PublishInput): Promise<PublishResult> {
      const prepared = prepare(input);
      return send(userId, await deps.connections.wordpressClient(userId), prepared);
    },

    /**
     * POST /api/articles/:id/publish: the saved article, with the form's values over its
     * own; the post it was published as on this site is updated, otherwise one is created.
     * Answers the post and what the article now records of it.
     */
    publishArticle(userId: string, id: string, form: PublishArticleInput): Promise<ArticlePublishResult> {
      return publishSaved(userId, id, form, {});
    },

    /**
     * A scheduled post the site holds (modules/schedules): the saved article sent as
     * `status: future` with its date, as publishArticle sends it otherwise. The answer's
     * status is the site's: anything but 'future' means the site did not take the schedule.
     */
    scheduleArticle(
      userId: string,
      id: string,
      form: Omit<PublishArticleInput, 'status'>,
      at: Date,
    ): Promise<ArticlePublishResult> {
      return publishSaved(userId, id, { ...form, status: undefined }, { status: 'future', dateGmt: at });
    },

    /** The post as the user's site has it now; null when it is gone or in the trash. */
    async readPost(userId: string, postId: number): Promise<PostResult | null> {
      const client = await deps.connections.wordpressClient(userId);
      return onSite(() => client.getPost(postId));
    },

    /**
     * Changes a scheduled post's status on the site (back to a draft on cancel, live now
     * when the site missed its time) and records it on the article, under the article's
     * claim. `status: null` only records what the site answered (a check found it live).
     */
    async changePostStatus(
      userId: string,
      id: string,
      postId: number,
      change: { status: 'draft' | 'publish' } | { status: null; post: PostResult },
    ): Promise<PostResult> {
      const token = randomUUID();
      const previous = await claim(userId, id, token);
      try {
        const { client, siteUrl } = await deps.connections.wordpressSite(userId);
        const post =
          change.status === null
            ? change.post
            : await onSite(() => client.setPostStatus(postId, { status: change.status }));
        await deps.articles.recordWordPressPost(id, userId, token, {
          siteUrl,
          postId: post.id,
          postUrl: linkable(post.link),
          status: post.status || null,
          mediaId: previous.siteUrl === siteUrl ? previous.mediaId : null,
          mediaFileId: previous.siteUrl === siteUrl ? previous.mediaFileId : null,
        });
        return post;
      } catch (error) {
        await deps.articles.releaseWordPressClaim(id, userId, token).catch(() => undefined);
        throw error;
      }
    },
  };
}
export type WordPressPublisher = ReturnType<typeof createWordPressPublisher>;
