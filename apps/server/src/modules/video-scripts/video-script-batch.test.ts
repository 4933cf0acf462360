import { describe, expect, it } from 'vitest';
import {
  generationCost,
  videoScriptBatch,
  videoScriptRequestSchema,
  type GenerationRecord,
  type VideoScript,
} from '@forja/contracts';
import type { Services } from '../server-module.js';
import { bodyBytes } from '../../test/batch-work.js';
import { createVideoScriptBatch, prepareVideoScript, videoScriptMarkdown } from './video-script-batch.js';

const script: VideoScript = {
  title: 'Bread at dawn',
  hook: 'What if your bakery sold out before noon?',
  introduction: 'Small bakeries win when neighbours know them.',
  main_content: ['Post the morning bake.', 'Answer every review.'],
  call_to_action: 'Follow for tomorrow’s loaves.',
  estimated_duration: '60 seconds',
  hashtags: ['bakery', '#bread'],
  visual_notes: ['Close-up of flour', 'Wide shot of the shop'],
};

describe('the video script batch row', () => {
  it("starts the videoScript kind with the row's idea, options and brand, at the batch's cost", async () => {
    const request = videoScriptBatch.request.parse({
      idea: 'How small bakeries can win local customers online',
      type: 'tutorial',
      audience: 'bakery owners',
      length: '30s',
      tone: 'casual',
      brand: { name: 'Crumb', audience: 'neighbours' },
    });
    const start = await createVideoScriptBatch({} as Services).prepare(request, {
      userId: 'u1',
      run: () => Promise.reject(new Error('no free step')),
    });
    expect(start).toEqual(prepareVideoScript(request));
    expect(start.kind).toBe('videoScript');
    const input = videoScriptRequestSchema.parse(start.input);
    expect(input).toMatchObject({
      idea: request.idea,
      options: { type: 'tutorial', audience: 'bakery owners', length: '30s', tone: 'casual' },
      brand: request.brand,
    });
    expect(generationCost('videoScript', input)).toBe(videoScriptBatch.cost(request));
  });

  it('zips the script as Markdown, in the order it is read', async () => {
    const generation = { output: { script } } as GenerationRecord;
    const files = await createVideoScriptBatch({} as Services).files('u1', generation, {});
    expect(files.map((f) => f.name)).toEqual(['script.md']);
    expect((await bodyBytes(files[0]!)).toString()).toBe(videoScriptMarkdown(script));
    expect(videoScriptMarkdown(script)).toBe(
      [
        '# Bread at dawn',
        '',
        '*60 seconds*',
        '',
        '## Hook',
        '',
        'What if your bakery sold out before noon?',
        '',
        '## Introduction',
        '',
        'Small bakeries win when neighbours know them.',
        '',
        '## Main content',
        '',
        'Post the morning bake.',
        '',
        'Answer every review.',
        '',
        '## Call to action',
        '',
        'Follow for tomorrow’s loaves.',
        '',
        '## Hashtags',
        '',
        '#bakery #bread',
        '',
        '## Visual notes',
        '',
        '- Close-up of flour',
        '- Wide shot of the shop',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the sections the script left empty', () => {
    const bare = videoScriptMarkdown({
      ...script,
      hook: ' ',
      hashtags: [],
      visual_notes: [],
      estimated_duration: '',
    });
    expect(bare).not.toMatch(/## Hook|## Hashtags|## Visual notes|\*\*/);
    expect(bare.startsWith('# Bread at dawn\n\n## Introduction')).toBe(true);
  });
});
