import { describe, expect, it } from 'vitest';
import { composeSocialPost, socialPostLength, socialPostsCost } from './options.js';
import { saveSocialPostsBodySchema, socialPostsInputSchema, socialPostsStudio } from './studio.js';

const socialPostsKind = socialPostsStudio.kinds.socialPosts;

const id = '5b0c1c36-2f5e-4b8a-9d3c-6f1e2a3b4c5d';

describe('socialPostsInputSchema', () => {
  it('takes an idea, fills tone and language, and orders the platforms', () => {
    const input = socialPostsInputSchema.parse({
      idea: 'Morning bread at a small bakery',
      platforms: ['x', 'linkedin'],
    });
    expect(input).toEqual({
      idea: 'Morning bread at a small bakery',
      platforms: ['linkedin', 'x'],
      tone: 'professional',
      language: 'en',
    });
  });

  it('takes a saved source instead of an idea', () => {
    const parsed = socialPostsInputSchema.safeParse({
      source: { studio: 'video', id },
      platforms: ['instagram'],
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    ['neither an idea nor a source', { platforms: ['x'] }],
    [
      'both an idea and a source',
      { idea: 'A long enough idea here', source: { studio: 'article', id }, platforms: ['x'] },
    ],
    ['no platform', { idea: 'A long enough idea here', platforms: [] }],
    ['an unknown platform', { idea: 'A long enough idea here', platforms: ['myspace'] }],
    ['a short idea', { idea: 'short', platforms: ['x'] }],
    ['an unknown source studio', { source: { studio: 'image', id }, platforms: ['x'] }],
  ])('refuses %s', (_name, body) => {
    expect(socialPostsInputSchema.safeParse(body).success).toBe(false);
  });

  it('costs one credit per platform', () => {
    const input = socialPostsInputSchema.parse({
      idea: 'A long enough idea here',
      platforms: ['x', 'facebook', 'x'],
    });
    expect(socialPostsKind.cost(input)).toBe(2);
    expect(socialPostsCost(['linkedin', 'x', 'instagram', 'facebook'])).toBe(4);
  });

  it('accepts its own example', () => {
    expect(socialPostsInputSchema.safeParse(socialPostsKind.example).success).toBe(true);
  });
});

describe('posts', () => {
  const body = (text: string, hashtags: string[] = []) => ({
    title: 'Bakery',
    posts: [{ platform: 'x', text, hashtags }],
    generationId: '0190a5a0-0000-7000-8000-000000000001',
  });

  it('counts the text, a blank line and the hashtags, an emoji as one', () => {
    const post = { text: 'Fresh bread 🍞', hashtags: ['bread', 'bakery'] };
    expect(composeSocialPost(post)).toBe('Fresh bread 🍞\n\n#bread #bakery');
    expect(socialPostLength(post)).toBe(29);
  });

  it('keeps a post within its platform limit, hashtags included', () => {
    expect(saveSocialPostsBodySchema.safeParse(body('a'.repeat(280))).success).toBe(true);
    expect(saveSocialPostsBodySchema.safeParse(body('a'.repeat(275), ['bread'])).success).toBe(false);
  });

  it('refuses too many hashtags, hashtags with spaces or #, and a platform twice', () => {
    expect(saveSocialPostsBodySchema.safeParse(body('Bread', ['a', 'b', 'c', 'd'])).success).toBe(false);
    expect(saveSocialPostsBodySchema.safeParse(body('Bread', ['fresh bread'])).success).toBe(false);
    expect(saveSocialPostsBodySchema.safeParse(body('Bread', ['#bread'])).success).toBe(false);
    const twice = { ...body('Bread'), posts: [...body('Bread').posts, ...body('Pain').posts] };
    expect(saveSocialPostsBodySchema.safeParse(twice).success).toBe(false);
  });
});
