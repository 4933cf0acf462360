import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  articleEndpoints,
  createScheduleBodySchema,
  generationEndpoints,
  imageEndpoints,
} from '@forja/contracts';

/*
 * The request bodies of docs/api.md's examples, each marked `<!-- body: METHOD path -->`
 * before its block, parse with the contract the server validates that route with.
 */

const GUIDE = new URL('../../../../../docs/api.md', import.meta.url);

const BODY_OF: Record<string, z.ZodType> = {
  'POST /api/generations': generationEndpoints.start.body,
  'POST /api/images': imageEndpoints.save.body,
  'POST /api/articles/:id/publish': articleEndpoints.publish.body,
  'POST /api/schedules': createScheduleBodySchema,
};

const examples = [
  ...fs.readFileSync(GUIDE, 'utf8').matchAll(/<!-- body: (\w+ \S+) -->\s+```sh\n([\s\S]*?)```/g),
].map(([, route, block]) => ({ route: route!, body: /--data '([^']+)'/.exec(block!)?.[1] }));

describe('the API guide', () => {
  it('marks an example for each route it shows a body for', () => {
    expect(examples.map((e) => e.route).sort()).toEqual(Object.keys(BODY_OF).sort());
  });

  it.each(examples)('sends a valid body to $route', ({ route, body }) => {
    expect(body).toBeDefined();
    const parsed = BODY_OF[route]!.safeParse(JSON.parse(body!));
    expect(parsed.error?.issues).toBeUndefined();
  });
});
