import {
  creditEndpoints,
  generationCost,
  STUDIO_LIST,
  type GenerationKindContract,
  type GenerationKindName,
  type MyPlanAccess,
} from '@forja/contracts';
import { z } from 'zod';
import { inputJsonSchema } from '../json-schema.js';
import { defineTool, scoped } from '../tool.js';

const describeKind = (name: string, kind: GenerationKindContract) => ({
  kind: name,
  runs: kind.runs,
  inputSchema: inputJsonSchema(kind.input),
  example: kind.example,
  /** The example's price: most kinds cost the same whatever the input; images and videos scale with it. */
  exampleCost: generationCost(name as GenerationKindName, kind.input.parse(kind.example) as never),
});

export const listStudios = defineTool({
  name: 'list_studios',
  description: scoped(
    'Lists the studios (article, image, video script, video, voice-over, social posts), whether the ' +
      "user's plan opens each, and each studio's kinds of generation: the input a kind takes " +
      '(JSON Schema and a valid example), whether it answers at once ("now") or runs in the ' +
      'background ("queued"), and what the example costs in credits. Read it before start_generation.',
    'read',
  ),
  scope: 'read',
  input: z.object({}),
  async run(_args, api) {
    const access = await api('GET', creditEndpoints.myPlanAccess.path);
    if (access.status !== 200) return access;
    const plan = access.body as MyPlanAccess;
    const studios = STUDIO_LIST.map((studio) => ({
      id: studio.id,
      open: plan.studios[studio.id],
      kinds: Object.entries(studio.kinds).map(([name, kind]) => describeKind(name, kind)),
    }));
    return { status: 200, body: { plan: { id: plan.planId, name: plan.planName }, studios } };
  },
});

export const getCredits = defineTool({
  name: 'get_credits',
  description: scoped(
    "The user's credits: balance, credits held by generations still running, what is available, and the plan.",
    'read',
  ),
  scope: 'read',
  input: z.object({}),
  run: (_args, api) => api('GET', creditEndpoints.balance.path),
});
