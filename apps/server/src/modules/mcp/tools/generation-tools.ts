import { generationEndpoints, generationStartSchema, uuidParamsSchema } from '@forja/contracts';
import { pathOf } from '../api-call.js';
import { defineTool, scoped } from '../tool.js';

export const startGeneration = defineTool({
  name: 'start_generation',
  description: scoped(
    "Starts a generation: `kind` and its `input` (list_studios gives each kind's input schema, " +
      'an example and the price). Spends credits. A "now" kind answers with the finished record ' +
      '(its `output`); a "queued" kind answers with the queued record: follow it with get_generation ' +
      'until its status is succeeded, failed or cancelled.',
    'generate',
  ),
  scope: 'generate',
  input: generationStartSchema,
  run: (args, api) => api('POST', generationEndpoints.start.path, args),
});

export const getGeneration = defineTool({
  name: 'get_generation',
  description: scoped(
    "One of the user's generations by id: its status (queued, running, succeeded, failed, " +
      'cancelled), its progress (`stage`), its cost, and when it succeeded its `output` (the ' +
      'result: text, or file ids and links for images and audio); when it failed, `error`.',
    'read',
  ),
  scope: 'read',
  input: uuidParamsSchema,
  run: (args, api) => api('GET', pathOf(generationEndpoints.get.path, { id: args.id })),
});
