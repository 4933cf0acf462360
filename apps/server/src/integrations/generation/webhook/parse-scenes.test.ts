import { describe, expect, it } from 'vitest';
import { parseScenes } from './parse-scenes.js';

const j = (v: unknown) => JSON.stringify(v);
const scenes = [
  {
    imagePrompt: 'A misty forest at dawn, cinematic',
    voiceOverText: 'Long ago, in a quiet forest, a story began.',
    keywords: [],
  },
  {
    imagePrompt: 'An old cabin with warm light',
    voiceOverText: 'Inside the cabin lived an old storyteller.',
    keywords: [],
  },
];

describe('parseScenes', () => {
  it.each<[string, string]>([
    ['output.variables.scenes', j({ output: { variables: { scenes } } })],
    ['an array item', j([{ output: { variables: { scenes } } }])],
    ['root scenes', j({ scenes })],
    ['root list', j(scenes)],
    ['scenes as JSON text', j({ output: { variables: { scenes: j(scenes) } } })],
    [
      'snake_case fields',
      j({ scenes: scenes.map((s) => ({ image_prompt: s.imagePrompt, voice_over_text: s.voiceOverText })) }),
    ],
    ['fenced JSON', '```json\n' + j({ scenes }) + '\n```'],
  ])('reads %s', (_name, text) => {
    expect(parseScenes(text)).toEqual(scenes);
  });

  it('cuts texts to 500 characters and drops scenes with a text under 10', () => {
    const long = 'word '.repeat(200);
    const out = parseScenes(
      j({
        scenes: [
          { imagePrompt: long, voiceOverText: long },
          { imagePrompt: 'short', voiceOverText: 'Long enough narration.' },
        ],
      }),
    );
    expect(out).toHaveLength(1);
    expect(out[0]!.imagePrompt.length).toBeLessThanOrEqual(500);
    expect(out[0]!.voiceOverText.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps at most the requested number of scenes', () => {
    expect(parseScenes(j({ scenes: [...scenes, ...scenes] }), 3)).toHaveLength(3);
  });

  it.each([
    ['JSON without scenes', j({ output: { variables: {} } }), 'NO_SCENES'],
    ['an empty list', j({ scenes: [] }), 'NO_SCENES'],
    ['plain text', 'The scenes could not be generated.', 'NO_SCENES'],
    ['broken JSON', '{"scenes": [', 'INVALID_JSON'],
    ['a short reply', 'nope', 'CONTENT_TOO_SHORT'],
  ])('rejects %s', (_name, text, code) => {
    expect(() => parseScenes(text)).toThrow(expect.objectContaining({ code }));
  });
});
