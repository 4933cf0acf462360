import { describe, expect, it } from 'vitest';
import { GenerationError } from '../../integrations/generation/errors.js';
import { parseSocialPosts } from './parse-posts.js';

const j = (v: unknown) => JSON.stringify(v);
const posts = [
  { platform: 'linkedin', text: 'Fresh bread every morning.', hashtags: ['bread', 'bakery'] },
  { platform: 'x', text: 'Bread o’clock.', hashtags: ['#bread'] },
];
const expected = {
  posts: [
    { platform: 'linkedin', text: 'Fresh bread every morning.', hashtags: ['bread', 'bakery'] },
    { platform: 'x', text: 'Bread o’clock.', hashtags: ['bread'] },
  ],
};
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof GenerationError ? error.code : 'not a GenerationError';
  }
  return 'no error';
};

describe('parseSocialPosts', () => {
  it.each<[string, string]>([
    ['{ posts: [...] }', j({ posts })],
    ['a list of posts', j(posts)],
    ['a list whose first item holds them', j([{ posts }])],
    ['post_content holding JSON text', j([{ post_content: j({ posts }) }])],
    ['output wrapper', j({ output: { posts } })],
    ['fenced JSON', '```json\n' + j({ posts }) + '\n```'],
    [
      'keys by platform',
      j({ LinkedIn: { text: posts[0]!.text, tags: 'bread, bakery' }, Twitter: 'Bread o’clock.\n#bread' }),
    ],
  ])('reads %s', (_name, reply) => {
    expect(parseSocialPosts(reply, ['linkedin', 'x'])).toEqual(expected);
  });

  it('keeps the platforms asked, in their order, and drops the others', () => {
    const out = parseSocialPosts(
      j({ posts: [...posts].reverse().concat({ platform: 'facebook', text: 'Hi', hashtags: [] }) }),
      ['x'],
    );
    expect(out.posts.map((p) => p.platform)).toEqual(['x']);
  });

  it('takes plain text as the post when one platform was asked', () => {
    expect(parseSocialPosts('Fresh bread today!\n\n#bread #bakery', ['facebook'])).toEqual({
      posts: [{ platform: 'facebook', text: 'Fresh bread today!', hashtags: ['bread', 'bakery'] }],
    });
  });

  it('turns HTML into lines of text', () => {
    const out = parseSocialPosts(j({ x: '<p>One</p><p>Two &amp; three</p>' }), ['x']);
    expect(out.posts[0]!.text).toBe('One\n\nTwo & three');
  });

  it('cuts a post over its limit instead of refusing it', () => {
    const out = parseSocialPosts(
      j({ x: { text: 'word '.repeat(200), hashtags: ['a1', 'b2', 'c3', 'd4'] } }),
      ['x'],
    );
    expect(out.posts[0]!.text.length).toBeLessThanOrEqual(280);
    expect(out.posts[0]!.hashtags).toEqual(['a1', 'b2', 'c3']);
  });

  it('answers with clear codes', () => {
    expect(codeOf(() => parseSocialPosts('   ', ['x']))).toBe('EMPTY_RESPONSE');
    expect(codeOf(() => parseSocialPosts('{"posts": [', ['x']))).toBe('INVALID_JSON');
    expect(codeOf(() => parseSocialPosts('Just some text', ['x', 'linkedin']))).toBe('NO_CONTENT');
    expect(codeOf(() => parseSocialPosts(j({ posts: [posts[0]] }), ['linkedin', 'x']))).toBe('NO_CONTENT');
    expect(codeOf(() => parseSocialPosts(j({ posts: [{ platform: 'x', text: '  ' }] }), ['x']))).toBe(
      'NO_CONTENT',
    );
  });

  it('names the missing platforms', () => {
    expect(() => parseSocialPosts(j({ posts: [posts[0]] }), ['linkedin', 'x', 'instagram'])).toThrow(
      'The reply has no post for x, instagram.',
    );
  });
});
