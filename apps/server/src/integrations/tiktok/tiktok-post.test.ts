import { describe, expect, it } from 'vitest';
import { tiktokChunkPlan, tiktokChunkRange } from './tiktok-post.js';

const MB = 1024 * 1024;

describe("TikTok's chunk rules", () => {
  it('sends a file under 5 MB as one chunk', () => {
    expect(tiktokChunkPlan(3 * MB)).toEqual({ chunkSize: 3 * MB, totalChunkCount: 1 });
  });

  it('uses 10 MB chunks and lets the last one take the remainder', () => {
    const plan = tiktokChunkPlan(25 * MB + 3);
    expect(plan).toEqual({ chunkSize: 10 * MB, totalChunkCount: 2 });
    expect(tiktokChunkRange(1, plan, 25 * MB + 3)).toEqual({ start: 10 * MB, end: 25 * MB + 3 });
  });

  it('keeps chunks between 5 and 64 MB and a file of 5–10 MB in one chunk', () => {
    expect(tiktokChunkPlan(7 * MB)).toEqual({ chunkSize: 7 * MB, totalChunkCount: 1 });
    expect(tiktokChunkPlan(500 * MB, 100 * MB).chunkSize).toBe(64 * MB);
    expect(tiktokChunkPlan(500 * MB, 1 * MB).chunkSize).toBe(5 * MB);
  });
});
