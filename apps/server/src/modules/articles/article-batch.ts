import {
  articleBatch,
  articleOutputSchema,
  GENERATION_KINDS,
  saveArticleBodySchema,
  TITLE_MAX_LENGTH,
  titleIdeasOutputSchema,
} from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';
import type { StudioBatchWork } from '../batches/studio-batch-work.js';
import type { Services } from '../server-module.js';
import { articleHtmlToMarkdown } from './article-markdown.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The article studio as a batch row: the first of the generator's title ideas when the row
 * has none (a free step), then the paid article with the row's options and brand.
 */
export function createArticleBatch(s: Services): StudioBatchWork {
  const articleInput = (generation: { input: unknown }) =>
    GENERATION_KINDS.article.input.parse(generation.input);
  return {
    studio: 'article',

    async prepare(request, ctx) {
      const row = articleBatch.request.parse(request);
      let title = row.title;
      if (!title) {
        const ideas = await ctx.run({
          kind: 'titleIdeas',
          input: { idea: row.idea, language: row.language, ...(row.brand ? { brand: row.brand } : {}) },
        });
        title = titleIdeasOutputSchema
          .parse(ideas.output)
          .titles.find((t) => t.trim() !== '')
          ?.trim();
        if (!title)
          throw new AppError(502, 'PROVIDER_ERROR', 'The generator gave no title idea for this row.');
      }
      const input = GENERATION_KINDS.article.input.parse({
        idea: row.idea,
        title: title.slice(0, TITLE_MAX_LENGTH),
        tone: row.tone,
        wordCount: row.length,
        language: row.language,
        audience: row.audience,
        ...(row.brand ? { brand: row.brand } : {}),
      });
      return { kind: 'article', input };
    },

    async save(userId, generation) {
      const input = articleInput(generation);
      const output = articleOutputSchema.parse(generation.output);
      const { article } = await s.articles.save(
        userId,
        saveArticleBodySchema.parse({
          title: input.title,
          content: output.html,
          tone: input.tone,
          wordCount: input.wordCount,
          language: input.language,
          audience: input.audience,
          metaDescription: output.metaDescription,
          tags: output.tags,
          generationId: generation.id,
        }),
      );
      return article.id;
    },

    async files(_userId, generation) {
      const input = articleInput(generation);
      const output = articleOutputSchema.parse(generation.output);
      const markdown = `# ${input.title}\n\n${articleHtmlToMarkdown(output.html)}`;
      const html = [
        '<!doctype html>',
        `<html lang="${escapeHtml(input.language)}">`,
        '<head>',
        '<meta charset="utf-8">',
        `<title>${escapeHtml(input.title)}</title>`,
        `<meta name="description" content="${escapeHtml(output.metaDescription)}">`,
        `<meta name="keywords" content="${escapeHtml(output.tags.join(', '))}">`,
        '</head>',
        '<body>',
        `<h1>${escapeHtml(input.title)}</h1>`,
        output.html,
        '</body>',
        '</html>',
        '',
      ].join('\n');
      return [
        { name: 'article.md', body: markdown },
        { name: 'article.html', body: html },
      ];
    },
  };
}
