import { IDLE_RUN, type ArticleDraft } from './article-draft';

/** The generated article as the draft keeps it. */
export function articleResult(
  output: { html: string; metaDescription: string; tags: string[] },
  generationId: string,
): Partial<ArticleDraft> {
  return {
    generatedContent: output.html,
    metaDescription: output.metaDescription,
    tags: output.tags,
    generationId,
    article: { ...IDLE_RUN, status: 'succeeded' },
  };
}
