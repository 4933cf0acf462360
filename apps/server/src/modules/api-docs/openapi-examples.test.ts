import { describe, expect, it } from 'vitest';
import { generationRecordSchema } from '@forja/contracts';
import { GENERATION_EVENTS_STREAM, OPENAPI_EXAMPLES } from './openapi-examples.js';
import { summaryOf } from './openapi-operation.js';

describe('the OpenAPI examples', () => {
  const all = OPENAPI_EXAMPLES.flatMap((entry) => [
    ...Object.entries(entry.request ?? {}).map(([name, e]) => ({
      where: `${entry.path} request ${name}`,
      ...e,
    })),
    ...Object.entries(entry.responses ?? {}).flatMap(([status, examples]) =>
      Object.entries(examples).map(([name, e]) => ({ where: `${entry.path} ${status} ${name}`, ...e })),
    ),
  ]);

  it.each(all)('$where is valid against its contract', ({ schema, value }) => {
    const parsed = schema.safeParse(value);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.success).toBe(true);
  });

  it('has an event stream whose every event is a generation record', () => {
    const events = GENERATION_EVENTS_STREAM.example.split('\n\n').filter(Boolean);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.startsWith('data: ')).toBe(true);
      expect(generationRecordSchema.safeParse(JSON.parse(event.slice('data: '.length))).success).toBe(true);
    }
  });
});

describe('a summary read from a route', () => {
  it.each([
    ['GET', '/api/images', 'List images'],
    ['GET', '/api/images/count', 'Count images'],
    ['DELETE', '/api/video-scripts/:id', 'Delete video scripts by id'],
    ['POST', '/api/batches/:id/retry', 'Retry batches by id'],
    ['GET', '/api/media/stock/search', 'Get media: stock search'],
  ])('%s %s → %s', (method, path, summary) => {
    expect(summaryOf(method, path)).toBe(summary);
  });
});
