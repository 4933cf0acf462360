import {
  isGeneratedFromMetadata,
  type Article,
  type ArticleSummary,
  type SaveArticleInput,
  type UpdateArticleInput,
} from '@forja/contracts';
import { notFound, validationError } from '../../lib/app-error.js';
import { articles } from '../../db/schema/index.js';
import { archiveItems } from '../archives/archive-kit.js';
import type { FilesService } from '../files/files.service.js';
import { prepareArticleHtml, previewOf } from './article-content.js';
import { wordpressStateOf } from './article-wordpress.js';
import type { ArticleSummaryRow, ArticlesRepository, NewArticle } from './articles.repository.js';

/*
 * The saved-articles archive (docs/product/article-studio.md, Saving and Archive). The browser sends the
 * article back after editing, so its HTML is sanitised and capped again here. An image
 * becomes the article's only if it is one of the user's stored files, which is then kept;
 * the file an edit replaces or removes is released (as when the article is deleted).
 */

// The cursor moved to lib/keyset-cursor.ts for every archive; these names stay for its callers.
export { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.js';

function contentOrFail(html: string): string {
  const content = prepareArticleHtml(html);
  if (!content) throw validationError([{ path: ['content'], message: 'content_required' }]);
  return content;
}

export function createArticlesService(repo: ArticlesRepository, files: FilesService) {
  const imageUrlOf = (row: ArticleSummaryRow) =>
    row.imageKey ? files.storage.publicUrl(row.imageKey) : row.imageUrl;

  const toSummary = (row: ArticleSummaryRow): ArticleSummary => ({
    id: row.id,
    title: row.title,
    preview: previewOf(row.contentStart),
    tone: row.tone,
    wordCount: row.wordCount,
    language: row.language,
    audience: row.audience,
    metaDescription: row.metaDescription,
    tags: row.tags,
    fromMetadata: row.fromMetadata,
    imageFileId: row.imageFileId,
    imageUrl: imageUrlOf(row),
    imagePrompt: row.imagePrompt,
    generationId: row.generationId,
    generatedBy: row.generatedBy ?? null,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    wordpress: wordpressStateOf(row),
  });

  const archive = archiveItems(repo.archive, toSummary, files);

  /** Keeps the user's image file (404 when it is not theirs) and answers its address. */
  async function keepImage(userId: string, fileId: string): Promise<string> {
    const file = await files.keep(userId, fileId);
    if (!file.contentType.startsWith('image/')) {
      throw validationError([{ path: ['imageFileId'], message: 'invalid' }]);
    }
    return file.url;
  }

  return {
    list: archive.list,
    count: archive.count,
    delete: archive.delete,

    /** Saves the wizard's article; the same generation saved again answers the first save. */
    async save(
      userId: string,
      input: SaveArticleInput,
    ): Promise<{ created: boolean; article: ArticleSummary }> {
      const content = contentOrFail(input.content);
      const values = async (originalContent: string): Promise<NewArticle> => ({
        userId,
        title: input.title,
        content,
        originalContent,
        tone: input.tone,
        wordCount: input.wordCount,
        language: input.language,
        audience: input.audience,
        metaDescription: input.metaDescription,
        tags: input.tags,
        fromMetadata: isGeneratedFromMetadata(content, input.tags),
        imageFileId: input.imageFileId ?? null,
        imageUrl: input.imageFileId ? await keepImage(userId, input.imageFileId) : null,
        imagePrompt: input.imagePrompt ?? null,
        generationId: input.generationId ?? null,
      });
      const { generationId } = input;
      if (!generationId) {
        const id = await repo.archive.insert(await values(content));
        return { created: true, article: await archive.get(userId, id!) };
      }
      const { created, item } = await archive.saveOnce(
        userId,
        { unique: articles.generationId, value: generationId },
        async () => {
          const generation = await repo.archive.ownGeneration(userId, generationId);
          if (!generation) throw notFound('Generation');
          const html = (generation.output as { html?: unknown } | null)?.html;
          // What the generator wrote, before the user edited it.
          const original = generation.kind === 'article' && typeof html === 'string' && html;
          return values(original ? prepareArticleHtml(original) : content);
        },
      );
      return { created, article: item };
    },

    async get(userId: string, id: string): Promise<Article> {
      const row = await repo.findFull(id, userId);
      if (!row) throw notFound('Article');
      return { ...toSummary(row), content: row.content };
    },

    async update(userId: string, id: string, patch: UpdateArticleInput): Promise<ArticleSummary> {
      // The article first: another user's id changes nothing, not even their own file's state.
      if (!(await repo.exists(id, userId))) throw notFound('Article');
      const content = patch.content !== undefined ? contentOrFail(patch.content) : undefined;
      const imageUrl = patch.imageFileId ? await keepImage(userId, patch.imageFileId) : null;
      const changed = await repo.update(id, userId, (current) => {
        const values: Partial<NewArticle> = {};
        if (patch.title !== undefined) values.title = patch.title;
        if (content !== undefined) values.content = content;
        if (patch.metaDescription !== undefined) values.metaDescription = patch.metaDescription;
        if (patch.tags !== undefined) values.tags = patch.tags;
        if (patch.imageFileId !== undefined)
          Object.assign(values, { imageFileId: patch.imageFileId, imageUrl });
        if (patch.imagePrompt !== undefined) values.imagePrompt = patch.imagePrompt;
        values.fromMetadata = isGeneratedFromMetadata(content ?? current.content, patch.tags ?? current.tags);
        return values;
      });
      if (!changed) throw notFound('Article');
      return archive.get(userId, id);
    },
  };
}
export type ArticlesService = ReturnType<typeof createArticlesService>;
