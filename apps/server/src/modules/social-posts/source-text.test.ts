import { describe, expect, it } from 'vitest';
import { SOCIAL_SOURCE_TEXT_MAX_LENGTH, socialPostsInputSchema } from '@forja/contracts';
import { socialPostsBrief, sourceText } from './social-posts-brief.js';

const script = {
  title: 'Bread 101',
  hook: 'Ever baked bread?',
  introduction: 'It is easier than it looks.',
  main_content: ['Mix flour and water.', 'Let it rest overnight.'],
  call_to_action: 'Bake one this weekend.',
  estimated_duration: '60 seconds',
  hashtags: ['#bread'],
  visual_notes: ['Close-up of dough'],
};

describe('sourceText', () => {
  it('reads an article’s text, a line per block, without markup', () => {
    const source = sourceText({
      studio: 'article',
      title: ' Sourdough ',
      content: '<h2>Why bother</h2><p>Bread &amp; <strong>patience</strong>.</p><ul><li>Flour</li></ul>',
    });
    expect(source).toEqual({
      studio: 'article',
      title: 'Sourdough',
      text: 'Why bother\nBread & patience.\nFlour',
    });
  });

  it('reads a video script’s spoken parts in order, not its notes or hashtags', () => {
    expect(sourceText({ studio: 'videoScript', title: 'Bread 101', script }).text).toBe(
      'Ever baked bread?\nIt is easier than it looks.\nMix flour and water.\nLet it rest overnight.\nBake one this weekend.',
    );
  });

  it('reads a video’s prompt, and cuts a long text at a word', () => {
    expect(sourceText({ studio: 'video', title: 'V', prompt: 'A day at the bakery' }).text).toBe(
      'A day at the bakery',
    );
    const long = sourceText({ studio: 'video', title: 'V', prompt: 'word '.repeat(5000) }).text;
    expect(long.length).toBeLessThanOrEqual(SOCIAL_SOURCE_TEXT_MAX_LENGTH);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('socialPostsBrief', () => {
  it('gives the writers the idea, or the source instead', () => {
    const input = socialPostsInputSchema.parse({ idea: 'Fresh bread every morning', platforms: ['x'] });
    expect(socialPostsBrief(input)).toEqual({
      platforms: ['x'],
      tone: 'professional',
      language: 'en',
      idea: 'Fresh bread every morning',
    });
    const source = sourceText({ studio: 'video', title: 'V', prompt: 'A day at the bakery' });
    expect(socialPostsBrief(input, source)).not.toHaveProperty('idea');
    expect(socialPostsBrief(input, source).source).toBe(source);
  });
});
