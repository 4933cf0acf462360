import { describe, expect, it } from 'vitest';
import { emptyDraft, hasUnsavedChanges, inputKey, parseDraft } from './article-draft';

describe('article draft', () => {
  it('starts on step 1 with the spec defaults', () => {
    const draft = emptyDraft();
    expect(draft).toMatchObject({
      step: 1,
      idea: '',
      tone: 'professional',
      wordCount: 500,
      language: 'en',
      audience: 'general',
      imageResolution: '1024x1024',
      imageStyle: 'realistic',
      imageMood: 'neutral',
      generatedContent: '',
      generationId: null,
    });
    expect(draft.draftId).not.toBe(emptyDraft().draftId);
  });

  it('repairs a stored draft field by field and gives up on garbage', () => {
    const draft = parseDraft({ step: 9, tone: 'angry', wordCount: 700, idea: 'Kept idea', title: 42 });
    expect(draft).toMatchObject({
      step: 1,
      tone: 'professional',
      wordCount: 500,
      idea: 'Kept idea',
      title: '',
    });
    expect(parseDraft('nonsense').idea).toBe('');
    expect(parseDraft(null, 'ro').language).toBe('ro');
  });

  it('forgets quick requests that were running when the page went away, but not the article', () => {
    const running = { status: 'running', startedAt: 1, error: null };
    const draft = parseDraft({
      titles: running,
      promptSuggestion: running,
      article: running,
      image: running,
    });
    expect(draft.titles.status).toBe('idle');
    expect(draft.promptSuggestion.status).toBe('idle');
    expect(draft.article.status).toBe('running');
    expect(draft.image.status).toBe('running');
  });

  it('tells the same generation inputs apart from changed ones', () => {
    const draft = { ...emptyDraft(), idea: ' An idea long enough ', title: 'Title' };
    expect(inputKey(draft)).toBe(inputKey({ ...draft, idea: 'An idea long enough' }));
    expect(inputKey(draft)).not.toBe(inputKey({ ...draft, tone: 'casual' }));
  });

  it('knows when the library lacks the current article', () => {
    const draft = { ...emptyDraft(), generatedContent: '<p>x</p>', title: 'T' };
    expect(hasUnsavedChanges(draft)).toBe(true);
    const saved = {
      ...draft,
      savedArticleId: 'id',
      savedContent: '<p>x</p>',
      savedTitle: 'T',
      savedImageFileId: null,
    };
    expect(hasUnsavedChanges(saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, generatedContent: '<p>y</p>' })).toBe(true);
    expect(hasUnsavedChanges({ ...saved, imageFileId: 'file' })).toBe(true);
  });
});
