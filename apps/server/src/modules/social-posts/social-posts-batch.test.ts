import { describe, expect, it } from 'vitest';
import {
  SOCIAL_TITLE_MAX_LENGTH,
  generationCost,
  socialPostsBatch,
  socialPostsInputSchema,
  type GenerationRecord,
  type SocialPost,
} from '@forja/contracts';
import type { Services } from '../server-module.js';
import { bodyBytes } from '../../test/batch-work.js';
import { createSocialPostsBatch, socialPostsTitle } from './social-posts-batch.js';

const posts: SocialPost[] = [
  { platform: 'linkedin', text: 'Fresh bread every morning.', hashtags: ['bakery', 'local'] },
  { platform: 'x', text: 'Loaves out at 7.', hashtags: [] },
];

describe('the social posts batch row', () => {
  it("writes the row's idea for its platforms, tone and language, at the batch's cost", async () => {
    const request = socialPostsBatch.request.parse({
      idea: 'Why small bakeries should post their morning bake',
      platforms: 'x;linkedin',
      tone: 'friendly',
      language: 'ro',
    });
    const start = await createSocialPostsBatch({} as Services).prepare(request, {
      userId: 'u1',
      run: () => Promise.reject(new Error('no free step')),
    });
    expect(start.kind).toBe('socialPosts');
    const input = socialPostsInputSchema.parse(start.input);
    expect(input).toMatchObject({
      idea: request.idea,
      platforms: ['linkedin', 'x'],
      tone: 'friendly',
      language: 'ro',
    });
    expect(generationCost('socialPosts', input)).toBe(socialPostsBatch.cost(request));
  });

  it('zips one posts.txt: each platform by name, then its post as published', async () => {
    const files = await createSocialPostsBatch({} as Services).files(
      'u1',
      { output: { posts } } as GenerationRecord,
      {},
    );
    expect(files.map((f) => f.name)).toEqual(['posts.txt']);
    expect((await bodyBytes(files[0]!)).toString()).toBe(
      'LinkedIn\n\nFresh bread every morning.\n\n#bakery #local\n\n---\n\nX\n\nLoaves out at 7.\n',
    );
  });

  it('saves the posts as written under the idea, trimmed to the archive title', async () => {
    const saves: unknown[] = [];
    const services = {
      socialPosts: {
        save: async (_userId: string, body: unknown) => {
          saves.push(body);
          return { created: true, item: { id: 'sp1' } };
        },
      },
    } as unknown as Services;
    const idea = `${'Bread '.repeat(60)}  at dawn`;
    const generation = { id: 'g1', output: { posts } } as GenerationRecord;
    expect(
      await createSocialPostsBatch(services).save('u1', generation, socialPostsBatch.request.parse({ idea })),
    ).toBe('sp1');
    expect(saves).toEqual([{ title: socialPostsTitle(idea), posts, generationId: 'g1' }]);
    expect(socialPostsTitle(idea)).toHaveLength(SOCIAL_TITLE_MAX_LENGTH);
    expect(socialPostsTitle('  Bread\n at dawn ')).toBe('Bread at dawn');
  });
});
