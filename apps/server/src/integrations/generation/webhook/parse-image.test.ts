import { describe, expect, it } from 'vitest';
import { parseImageReply } from './parse-image.js';

const j = (v: unknown) => JSON.stringify(v);
const URL = 'https://cdn.example.com/images/abc.png';
// 1x1 transparent PNG
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('parseImageReply', () => {
  it.each<[string, string]>([
    ['url', j({ url: URL })],
    ['image_url', j({ image_url: URL })],
    ['imageUrl', j({ imageUrl: URL })],
    ['image', j({ image: URL })],
    ['images list of strings', j({ images: [URL, 'https://cdn.example.com/2.png'] })],
    ['images list of objects', j({ images: [{ url: URL }] })],
    ['OpenAI-style data list', j({ data: [{ url: URL }] })],
    ['array item', j([{ image_url: URL }])],
    ['nested JSON text', j({ message: { content: j({ url: URL }) } })],
    ['URL in plain text', `Your image is ready: ${URL}. Enjoy!`],
    ['URL in a JSON field with other text', j({ reply: `See ${URL}` })],
  ])('reads %s', (_name, text) => {
    expect(parseImageReply(text)).toEqual({ kind: 'url', url: URL });
  });

  it('prefers a URL that ends like an image in text', () => {
    expect(parseImageReply(`Page https://example.com/view and file ${URL}`)).toMatchObject({ url: URL });
  });

  it('returns revised_prompt', () => {
    expect(parseImageReply(j({ data: [{ url: URL, revised_prompt: 'Better prompt' }] }))).toEqual({
      kind: 'url',
      url: URL,
      revisedPrompt: 'Better prompt',
    });
  });

  it.each([
    ['b64_json', j({ data: [{ b64_json: PNG_B64 }] })],
    ['a data: URL', j({ image: `data:image/png;base64,${PNG_B64}` })],
  ])('decodes %s into PNG bytes', (_name, text) => {
    const out = parseImageReply(text);
    expect(out.kind).toBe('bytes');
    if (out.kind === 'bytes') expect(out.contentType).toBe('image/png');
  });

  it.each([
    ['JSON without an image', j({ status: 'finished', id: 7 }), 'NO_IMAGE_URL'],
    ['text without a URL', 'The image could not be created today', 'NO_IMAGE_URL'],
    ['a short reply', 'ok', 'CONTENT_TOO_SHORT'],
    ['broken JSON', '{"url": "https://x', 'INVALID_JSON'],
    [
      'base64 that is not an image',
      j({ b64_json: Buffer.from('hello world').toString('base64') }),
      'NO_IMAGE_URL',
    ],
  ])('rejects %s', (_name, text, code) => {
    expect(() => parseImageReply(text)).toThrow(expect.objectContaining({ code }));
  });
});
