import { describe, expect, it } from 'vitest';
import {
  generationCost,
  voiceOverBatch,
  voiceOverRequestSchema,
  type GenerationRecord,
  type VoiceOverOutput,
} from '@forja/contracts';
import type { Services } from '../server-module.js';
import { bodyBytes, parseSrt } from '../../test/batch-work.js';
import { createVoiceOverBatch } from './voice-over-batch.js';

const output: VoiceOverOutput = {
  engine: 'espeak-ng',
  durationMs: 1800,
  sentences: 2,
  words: [
    { text: 'Bună', startMs: 0, endMs: 300 },
    { text: 'ziua!', startMs: 300, endMs: 700 },
    { text: 'Pâine', startMs: 900, endMs: 1300 },
    { text: 'caldă.', startMs: 1300, endMs: 1800 },
  ],
  wav: { fileId: '00000000-0000-4000-8000-0000000000a1', url: '/files/a/voice-over.wav' },
  mp3: { fileId: '00000000-0000-4000-8000-0000000000a2', url: '/files/a/voice-over.mp3' },
};

describe('the voice-over batch row', () => {
  it("speaks the row's text with its voice and speed, at the batch's cost", async () => {
    const request = voiceOverBatch.request.parse({
      text: 'Bună ziua! Pâine caldă.',
      voice: 'ro-RO-EmilNeural',
      speed: '1.2',
    });
    const start = await createVoiceOverBatch({} as Services).prepare(request, {
      userId: 'u1',
      run: () => Promise.reject(new Error('no free step')),
    });
    expect(start.kind).toBe('voiceOver');
    const input = voiceOverRequestSchema.parse(start.input);
    expect(input).toMatchObject({ text: 'Bună ziua! Pâine caldă.', voice: 'ro-RO-EmilNeural', speed: 1.2 });
    expect(generationCost('voiceOver', input)).toBe(voiceOverBatch.cost(request));
  });

  it("zips the user's MP3 and an SRT from the engine's word timings", async () => {
    const reads: [string, string][] = [];
    const services = {
      files: {
        readOwned: async (userId: string, id: string) => {
          reads.push([userId, id]);
          return {
            data: Buffer.from('ID3 mp3'),
            contentType: 'audio/mpeg',
            name: 'voice-over.mp3',
            purpose: 'x',
          };
        },
      },
    } as unknown as Services;
    const files = await createVoiceOverBatch(services).files('u1', { output } as GenerationRecord, {});
    expect(files.map((f) => f.name)).toEqual(['voice-over.mp3', 'voice-over.srt']);
    expect(reads).toEqual([['u1', output.mp3.fileId]]);
    expect((await bodyBytes(files[0]!)).toString()).toBe('ID3 mp3');
    expect(parseSrt((await bodyBytes(files[1]!)).toString())).toEqual([
      { index: 1, startMs: 0, endMs: 700, text: 'Bună ziua!' },
      { index: 2, startMs: 900, endMs: 1800, text: 'Pâine caldă.' },
    ]);
  });

  it("saves under the row's title, else lets the archive title it from the text", async () => {
    const saves: unknown[] = [];
    const services = {
      voiceOvers: {
        save: async (_userId: string, body: unknown) => {
          saves.push(body);
          return { created: true, voiceOver: { id: 'vo1' } };
        },
      },
    } as unknown as Services;
    const work = createVoiceOverBatch(services);
    const generation = { id: 'g1', output } as GenerationRecord;
    expect(
      await work.save('u1', generation, voiceOverBatch.request.parse({ text: 'Hi there.', title: 'Intro' })),
    ).toBe('vo1');
    await work.save('u1', generation, voiceOverBatch.request.parse({ text: 'Hi there.' }));
    expect(saves).toEqual([
      { generationId: 'g1', title: 'Intro' },
      { generationId: 'g1', title: undefined },
    ]);
  });
});
