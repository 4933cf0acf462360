import { describe, expect, it } from 'vitest';
import { socialPostsInputSchema } from '@forja/contracts';
import {
  emptyPostsDraft,
  hasSubject,
  hashtagsFromInput,
  hashtagsToInput,
  postsDraftSchema,
  postsFileName,
  postsInput,
  postsTitle,
  postsToText,
  saveBody,
  type PostsDraft,
} from './posts-draft';

const SOURCE_ID = '5b0c1c36-2f5e-4b8a-9d3c-6f1e2a3b4c5d';
const draft = (over: Partial<PostsDraft> = {}): PostsDraft => ({ ...emptyPostsDraft('en'), ...over });

describe('the social posts draft', () => {
  it('starts in the interface language when the studio writes in it, English otherwise', () => {
    expect(emptyPostsDraft('ro').language).toBe('ro');
    expect(emptyPostsDraft('fr').language).toBe('en');
    expect(emptyPostsDraft().platforms).toEqual(['linkedin', 'x']);
  });

  it('repairs a damaged stored draft field by field', () => {
    const parsed = postsDraftSchema.parse({ draftId: 'd1', step: 9, platforms: ['myspace'], tone: 'angry' });
    expect(parsed).toMatchObject({
      step: 1,
      platforms: ['linkedin', 'x'],
      tone: 'professional',
      mode: 'idea',
    });
  });

  it('has a subject once the idea is long enough or an item is chosen', () => {
    expect(hasSubject(draft({ idea: 'too short' }))).toBe(false);
    expect(hasSubject(draft({ idea: 'Fresh bread every morning' }))).toBe(true);
    expect(hasSubject(draft({ mode: 'source', idea: 'Fresh bread every morning' }))).toBe(false);
    expect(
      hasSubject(draft({ mode: 'source', source: { studio: 'video', id: SOURCE_ID, title: 'Bread' } })),
    ).toBe(true);
  });

  it('sends the idea or the source, never both, and the platforms in their usual order', () => {
    const fromIdea = postsInput(
      draft({ idea: '  Fresh bread every morning  ', platforms: ['facebook', 'linkedin'] }),
    );
    expect(fromIdea).toEqual({
      idea: 'Fresh bread every morning',
      platforms: ['linkedin', 'facebook'],
      tone: 'professional',
      language: 'en',
    });
    expect(socialPostsInputSchema.safeParse(fromIdea).success).toBe(true);
    const source = { studio: 'article' as const, id: SOURCE_ID, title: 'Bread' };
    const fromSource = postsInput(draft({ mode: 'source', idea: 'left from before', source }));
    expect(fromSource).not.toHaveProperty('idea');
    expect(socialPostsInputSchema.safeParse(fromSource).success).toBe(true);
  });

  it('saves under the source title or the idea’s first line, cut to 200 characters', () => {
    expect(postsTitle(draft({ idea: 'First line\nsecond line' }))).toBe('First line');
    expect([...postsTitle(draft({ idea: 'é'.repeat(300) }))]).toHaveLength(200);
    const source = { studio: 'video' as const, id: SOURCE_ID, title: 'Bread at dawn' };
    const d = draft({ mode: 'source', source, generationId: 'g1' });
    const posts = [{ platform: 'x' as const, text: 'Hi', hashtags: [] }];
    expect(saveBody({ ...d, generationId: 'g1' }, posts)).toEqual({
      title: 'Bread at dawn',
      posts,
      generationId: 'g1',
    });
  });

  it('reads hashtags typed by hand', () => {
    expect(hashtagsFromInput('#bread, bakery  #Fresh_Bake #bread ##')).toEqual([
      'bread',
      'bakery',
      'Fresh_Bake',
    ]);
    expect(hashtagsToInput(['bread', 'pâine'])).toBe('#bread #pâine');
  });

  it('downloads every post under its platform name, as published', () => {
    const text = postsToText([
      { platform: 'linkedin', text: 'Long post', hashtags: ['bread'] },
      { platform: 'x', text: 'Short', hashtags: [] },
    ]);
    expect(text).toBe('LinkedIn\n\nLong post\n\n#bread\n\n---\n\nX\n\nShort\n');
    expect(postsFileName('Pâine de casă: 5 sfaturi!')).toBe('paine-de-casa-5-sfaturi.txt');
    expect(postsFileName('¿?')).toBe('social-posts.txt');
  });
});
