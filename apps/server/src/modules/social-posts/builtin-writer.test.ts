import { describe, expect, it } from 'vitest';
import {
  SOCIAL_HASHTAGS,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_LIMITS,
  socialPostLength,
  socialPostsOutputSchema,
  type SocialTone,
} from '@forja/contracts';
import { keySentences, writeSocialPostsOffline } from './builtin-writer.js';
import type { SocialPostsBrief } from './social-posts-brief.js';

const all = [...SOCIAL_PLATFORMS];
const brief = (over: Partial<SocialPostsBrief>): SocialPostsBrief => ({
  platforms: all,
  tone: 'professional',
  language: 'en',
  idea: 'Why small bakeries should post their morning bake on social media',
  ...over,
});
const source = {
  studio: 'article' as const,
  title: 'The Beginner’s Guide to Sourdough Bread',
  text:
    'Sourdough needs patience and a warm kitchen to rise well. Most home bakers give up after the first ' +
    'flat loaf, which is a shame. The secret is a lively starter fed twice a day for a week. Flour with ' +
    'more protein gives a stronger crumb and a better rise. Bake it hot, with steam, for a crust that crackles.',
};

describe('writeSocialPostsOffline', () => {
  it('writes one valid post per platform asked, in their order', () => {
    const out = writeSocialPostsOffline(brief({ platforms: ['x', 'instagram'] }));
    expect(out.posts.map((p) => p.platform)).toEqual(['x', 'instagram']);
    expect(socialPostsOutputSchema.safeParse(out).success).toBe(true);
  });

  it('is deterministic, and varies with the tone', () => {
    expect(writeSocialPostsOffline(brief({}))).toEqual(writeSocialPostsOffline(brief({})));
    const tones: SocialTone[] = ['professional', 'friendly', 'inspiring', 'casual', 'persuasive'];
    const openers = tones.map(
      (tone) => writeSocialPostsOffline(brief({ tone })).posts[0]!.text.split('\n')[0],
    );
    expect(new Set(openers).size).toBe(tones.length);
  });

  it('gives each platform its own shape and hashtag count', () => {
    const posts = writeSocialPostsOffline(brief({})).posts;
    const texts = posts.map((p) => p.text);
    expect(new Set(texts).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.hashtags.length).toBe(SOCIAL_HASHTAGS[post.platform].aim);
      expect(post.text).toMatch(/small bakeries/i);
    }
    expect(posts.find((p) => p.platform === 'linkedin')!.text).toContain('→');
    expect(posts[0]!.hashtags[0]).toBe('SmallBakeries');
  });

  it.each([
    ['ro', 'Cum să alegi o bicicletă electrică pentru oraș', /bicicletă electrică/, /[ăâîșț]/],
    ['es', 'Cómo cuidar las plantas de interior en invierno', /plantas de interior/, /[¿¡ñáéíóú]/],
  ] as const)('writes in %s', (language, idea, topic, letters) => {
    for (const post of writeSocialPostsOffline(brief({ language, idea })).posts) {
      expect(post.text).toMatch(topic);
      expect(post.text).toMatch(letters);
      expect(post.text).not.toMatch(/\b(?:the|and|with)\b/);
    }
  });

  it('quotes a source in the language asked, names it and says where to read it', () => {
    const linkedin = writeSocialPostsOffline(brief({ idea: undefined, source, platforms: ['linkedin'] }))
      .posts[0]!;
    expect(linkedin.text).toContain('“The Beginner’s Guide to Sourdough Bread”');
    expect(linkedin.text).toContain('→ Sourdough needs patience and a warm kitchen to rise well.');
    expect(linkedin.text).toContain('Read the full article on our blog.');
    expect(linkedin.hashtags).toContain('sourdough');
  });

  it('does not quote a source written in another language', () => {
    const post = writeSocialPostsOffline(
      brief({ idea: undefined, source, language: 'ro', platforms: ['linkedin'] }),
    ).posts[0]!;
    expect(post.text).not.toContain('Sourdough needs patience');
    expect(post.text).toContain('Citește articolul complet pe blog.');
  });

  it('stays within every limit for a very long source with very long sentences and words', () => {
    const huge = {
      studio: 'video' as const,
      title: `${'Extraordinarily '.repeat(40)}long title`,
      text: `${'A sentence that goes on and on about bread and ovens and mornings. '.repeat(500)}${'x'.repeat(5000)}`,
    };
    for (const tone of ['casual', 'persuasive'] as const) {
      for (const post of writeSocialPostsOffline(brief({ idea: undefined, source: huge, tone })).posts) {
        expect(socialPostLength(post)).toBeLessThanOrEqual(SOCIAL_POST_LIMITS[post.platform]);
      }
    }
  });
});

describe('keySentences', () => {
  it('keeps whole sentences of a useful length, once each', () => {
    const text =
      'Short one. This sentence is long enough to be worth quoting in a post. Heading:\nThis sentence is long enough to be worth quoting in a post.';
    expect(keySentences(text, 4)).toEqual(['This sentence is long enough to be worth quoting in a post.']);
  });
});
