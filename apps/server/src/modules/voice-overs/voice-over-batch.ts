import {
  toSrt,
  voiceOverOutputSchema,
  voiceOverRequestSchema,
  type GenerationRecord,
  type voiceOverBatch,
} from '@forja/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import type { StudioBatchWork } from '../batches/studio-batch-work.js';
import type { Services } from '../server-module.js';

/*
 * The voice-over studio as a batch row (docs/product/batches.md): the row's text spoken by
 * the paid voiceOver generation, saved to the audio archive under the row's title (else the
 * text's first words), zipped as the MP3 and its subtitles from the engine's word timings.
 */

type VoiceOverBatchRequest = z.output<typeof voiceOverBatch.request>;

export function prepareVoiceOver(row: VoiceOverBatchRequest) {
  // Parsed (defaults filled) as the generations route passes an input on.
  const input = voiceOverRequestSchema.parse({ text: row.text, voice: row.voice, speed: row.speed });
  return { kind: 'voiceOver' as const, input };
}

function outputOf(generation: GenerationRecord) {
  const output = voiceOverOutputSchema.safeParse(generation.output);
  if (!output.success) throw notFound('Voice-over');
  return output.data;
}

export function createVoiceOverBatch(s: Services): StudioBatchWork {
  return {
    studio: 'voiceOver',
    prepare: async (request) => prepareVoiceOver(request as VoiceOverBatchRequest),

    // The archive saves once per generation: a second save answers the first item.
    async save(userId, generation, request) {
      const { title } = request as VoiceOverBatchRequest;
      const saved = await s.voiceOvers.save(userId, {
        generationId: generation.id,
        title: title || undefined,
      });
      return saved.voiceOver.id;
    },

    async files(userId, generation) {
      const output = outputOf(generation);
      const mp3 = await s.files.readOwned(userId, output.mp3.fileId);
      return [
        { name: 'voice-over.mp3', body: mp3.data },
        { name: 'voice-over.srt', body: toSrt(output.words) },
      ];
    },
  };
}
