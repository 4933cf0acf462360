import type { Article } from '@forja/contracts';
import { newDraftId } from '@/lib/wizard/draft-store';
import { IDLE_RUN, inputKey, parseDraft, type ArticleDraft } from './article-draft';

/**
 * A library article as a draft on the result step, counted as saved: the editor then offers
 * what it offers any article (edit, save the changes back, copy, download, publish, image),
 * and its saver updates this article instead of adding a new one. The library keeps no idea,
 * so the title stands in for it if the user goes back. Options the draft does not know fall
 * back to their defaults (parseDraft repairs field by field).
 */
export function draftFromSavedArticle(article: Article): ArticleDraft {
  const draft = parseDraft({
    draftId: newDraftId(),
    step: 5,
    idea: article.title,
    title: article.title,
    tone: article.tone,
    wordCount: article.wordCount,
    language: article.language,
    audience: article.audience,
    generatedContent: article.content,
    metaDescription: article.metaDescription,
    tags: article.tags,
    generationId: article.generationId,
    article: { ...IDLE_RUN, status: 'succeeded' },
    savedArticleId: article.id,
    savedTitle: article.title,
    savedContent: article.content,
    savedMetaDescription: article.metaDescription,
    savedImageFileId: article.imageFileId,
    imageFileId: article.imageFileId,
    generatedImageUrl: article.imageUrl,
    generatedImagePrompt: article.imagePrompt,
    imagePrompt: article.imagePrompt ?? '',
    // A suggestion is for a generated article; this one's prompt (if any) is already there.
    imagePromptFor: article.generationId,
    showImageForm: article.imageFileId === null,
  });
  // Generating again from here with unchanged options is a new request, not this one.
  return { ...draft, generatedFor: inputKey(draft) };
}
