import { describe, expect, it } from 'vitest';
import {
  GENERATION_KINDS,
  GENERATION_OPERATIONS,
  GENERATION_TIMEOUTS_MS,
  STUDIO_LIST,
  STUDIOS,
  generationCost,
  generationStartSchema,
  studioOfKind,
} from './index.js';

const kindNames = STUDIO_LIST.flatMap((studio) => Object.keys(studio.kinds));

describe('the studios list', () => {
  it('names every kind once, across all studios', () => {
    expect(new Set(kindNames).size).toBe(kindNames.length);
    expect(GENERATION_OPERATIONS).toEqual(kindNames);
  });

  it('names every studio once', () => {
    expect(new Set(STUDIOS).size).toBe(STUDIO_LIST.length);
  });

  it.each(
    STUDIO_LIST.flatMap((studio) => Object.keys(studio.kinds).map((name) => [name, studio.id] as const)),
  )('%s belongs to the %s studio, which declares it', (name, studio) => {
    expect(studioOfKind(name as keyof typeof GENERATION_KINDS)).toBe(studio);
  });

  it.each(GENERATION_OPERATIONS)('%s: its example is a valid input, and a valid start', (name) => {
    const kind = GENERATION_KINDS[name];
    const parsed = kind.input.safeParse(kind.example);
    expect(parsed.error).toBeUndefined();
    expect(generationStartSchema.safeParse({ kind: name, input: kind.example }).success).toBe(true);
    expect(generationCost(name, parsed.data as never)).toBeGreaterThanOrEqual(0);
    expect(GENERATION_TIMEOUTS_MS[name]).toBeGreaterThan(0);
  });
});
