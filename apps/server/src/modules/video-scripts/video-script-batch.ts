import {
  videoScriptOutputSchema,
  videoScriptRequestSchema,
  type GenerationRecord,
  type VideoScript,
  type videoScriptBatch,
} from '@forja/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import type { StudioBatchWork } from '../batches/studio-batch-work.js';
import type { Services } from '../server-module.js';

/*
 * The video script studio as a batch row (docs/product/batches.md): the row's idea and options
 * are the paid videoScript generation's; the script is saved as written and zipped as Markdown.
 */

type VideoScriptBatchRequest = z.output<typeof videoScriptBatch.request>;

const section = (heading: string, body: string) =>
  body.trim() ? [`## ${heading}`, '', body.trim(), ''] : [];
const list = (heading: string, items: readonly string[]) => {
  const kept = items.map((item) => item.trim()).filter(Boolean);
  return kept.length ? [`## ${heading}`, '', ...kept.map((item) => `- ${item}`), ''] : [];
};

/** The script as a Markdown document, in the order it is read on camera. */
export function videoScriptMarkdown(script: VideoScript): string {
  const hashtags = script.hashtags
    .map((tag) => tag.trim().replace(/^#*/, ''))
    .filter(Boolean)
    .map((tag) => `#${tag}`)
    .join(' ');
  return [
    `# ${script.title.trim()}`,
    '',
    ...(script.estimated_duration.trim() ? [`*${script.estimated_duration.trim()}*`, ''] : []),
    ...section('Hook', script.hook),
    ...section('Introduction', script.introduction),
    ...section(
      'Main content',
      script.main_content
        .map((part) => part.trim())
        .filter(Boolean)
        .join('\n\n'),
    ),
    ...section('Call to action', script.call_to_action),
    ...section('Hashtags', hashtags),
    ...list('Visual notes', script.visual_notes),
  ].join('\n');
}

export function prepareVideoScript(row: VideoScriptBatchRequest) {
  return {
    kind: 'videoScript' as const,
    // Parsed (defaults filled) as the generations route passes an input on.
    input: videoScriptRequestSchema.parse({
      idea: row.idea,
      options: { type: row.type, audience: row.audience, length: row.length, tone: row.tone },
      brand: row.brand,
    }),
  };
}

function scriptOf(generation: GenerationRecord): VideoScript {
  const output = videoScriptOutputSchema.safeParse(generation.output);
  if (!output.success) throw notFound('Video script');
  return output.data.script;
}

export function createVideoScriptBatch(s: Services): StudioBatchWork {
  return {
    studio: 'videoScript',
    prepare: async (request) => prepareVideoScript(request as VideoScriptBatchRequest),
    save: async (userId, generation) => (await s.videoScripts.saveFromGeneration(userId, generation.id)).id,
    files: async (_userId, generation) => [
      { name: 'script.md', body: videoScriptMarkdown(scriptOf(generation)) },
    ],
  };
}
