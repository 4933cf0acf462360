import {
  brandBriefSchema,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_LIMITS,
  socialPostLength,
  type SocialPostsOutput,
} from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../../integrations/generation/builtin/builtin-provider.js';
import { expectNoAvoidedWords, foldedWords } from '../../test/avoided-words.js';
import { socialPostsBrief } from './social-posts-brief.js';
import { socialPostsTask } from './social-posts-work.js';

/*
 * Social posts written offline for a brand: the keywords lead the hashtags, the call to action
 * ends every post, and the builtin provider keeps the avoided words out of the text and the
 * hashtags (words the writer really uses: the idea's and its filler tags').
 */

const provider = createBuiltinProvider();
const IDEA = 'Why small bakeries should post their morning bake on social media';
const write = (brand?: unknown) =>
  provider.write(
    socialPostsTask(
      socialPostsBrief({
        platforms: [...SOCIAL_PLATFORMS],
        tone: 'friendly',
        language: 'en',
        idea: IDEA,
        ...(brand ? { brand: brandBriefSchema.parse(brand) } : {}),
      }),
    ),
  ) as Promise<SocialPostsOutput>;

describe('offline social posts for a brand', () => {
  it('never writes an avoided word, in the text or a hashtag', async () => {
    const avoid = ['bakeries', 'morning bake', 'SOCIAL MEDIA'];
    const plain = await write();
    expect([...foldedWords(plain)]).toEqual(expect.arrayContaining(['bakeries', 'bake', 'social']));
    const result = await write({ avoidWords: avoid });
    expect(result.posts).toHaveLength(SOCIAL_PLATFORMS.length);
    expectNoAvoidedWords(result, avoid);
    for (const post of result.posts) expect(post.text).not.toMatch(/ {2}| [,.;:!?]/);
  });

  it('leads the hashtags with the keywords and ends every post with the call to action', async () => {
    const cta = 'Order at crumb.example!';
    const result = await write({ keywords: ['sourdough', 'slow baking'], callToAction: cta });
    for (const post of result.posts) {
      expect(post.text.trimEnd().endsWith(cta), post.platform).toBe(true);
      expect(post.hashtags[0]).toBe('sourdough');
      expect(socialPostLength(post)).toBeLessThanOrEqual(SOCIAL_POST_LIMITS[post.platform]);
    }
  });
});
