import { describe, expect, it } from 'vitest';
import { SOCIAL_POSTS_SCHEMA, socialPostsMessages, socialPostsWebhookBody } from './social-posts-brief.js';

const now = new Date('2026-01-02T03:04:05Z');

describe('socialPostsMessages', () => {
  it('states each platform asked with its limit, aim and hashtag count, the language and the tone', () => {
    const [system, user] = socialPostsMessages({
      platforms: ['x', 'instagram'],
      tone: 'casual',
      language: 'ro',
      idea: 'Pâine cu maia acasă',
    });
    expect(system!.role).toBe('system');
    expect(user!.content).toContain('in Romanian');
    expect(user!.content).toContain('casual tone');
    expect(user!.content).toContain('never more than 280 including the hashtags; 2 hashtags');
    expect(user!.content).toContain('never more than 2200');
    expect(user!.content).not.toContain('LinkedIn');
    expect(user!.content).toContain('Idea: Pâine cu maia acasă');
  });

  it('gives a source with its kind, title and text', () => {
    const [, user] = socialPostsMessages({
      platforms: ['linkedin'],
      tone: 'professional',
      language: 'en',
      source: { studio: 'video', title: 'Bread 101', text: 'Knead, rest, bake.' },
    });
    expect(user!.content).toContain('share this video, titled "Bread 101"');
    expect(user!.content).toContain('Knead, rest, bake.');
  });

  it('has a strict schema', () => {
    expect(SOCIAL_POSTS_SCHEMA.schema.properties.posts.items.required).toEqual([
      'platform',
      'text',
      'hashtags',
    ]);
  });
});

describe('socialPostsWebhookBody', () => {
  it('sends the action, the brief, the limits and hashtag counts of the platforms asked', () => {
    expect(
      socialPostsWebhookBody(
        { platforms: ['linkedin', 'x'], tone: 'friendly', language: 'es', idea: 'Pan de masa madre' },
        now,
      ),
    ).toEqual({
      action: 'generate_social_posts',
      idea: 'Pan de masa madre',
      platforms: ['linkedin', 'x'],
      tone: 'friendly',
      language: 'es',
      limits: { linkedin: 3000, x: 280 },
      hashtags: { linkedin: 3, x: 2 },
      timestamp: '2026-01-02T03:04:05.000Z',
    });
  });

  it('sends a source instead of an idea', () => {
    const source = { studio: 'article' as const, title: 'Bread', text: 'All about bread.' };
    const body = socialPostsWebhookBody(
      { platforms: ['facebook'], tone: 'casual', language: 'en', source },
      now,
    );
    expect(body).toMatchObject({ source });
    expect(body).not.toHaveProperty('idea');
  });
});
