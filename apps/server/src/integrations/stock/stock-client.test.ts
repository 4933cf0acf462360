import { describe, expect, it } from 'vitest';
import { closestToVideo, link } from './stock-client.js';

describe('closestToVideo', () => {
  it('takes the largest file whose long side is at most 1920 px', () => {
    const files = [
      { name: 'uhd', width: 3840, height: 2160 },
      { name: 'hd', width: 1920, height: 1080 },
      { name: 'sd', width: 640, height: 360 },
      { name: 'portrait hd', width: 1080, height: 1920 },
    ];
    expect(closestToVideo(files)?.name).toBe('hd');
    expect(closestToVideo(files.slice(2))?.name).toBe('portrait hd');
  });

  it('falls back to the smallest when every file is larger, and skips files without a size', () => {
    expect(
      closestToVideo([
        { name: '8k', width: 7680, height: 4320 },
        { name: '4k', width: 3840, height: 2160 },
        { name: 'unknown', width: 0, height: 0 },
      ])?.name,
    ).toBe('4k');
    expect(closestToVideo([{ width: 0, height: 0 }])).toBeUndefined();
    expect(closestToVideo([])).toBeUndefined();
  });
});

describe('link', () => {
  it('keeps only http(s) links from a provider answer', () => {
    expect(link('https://images.pexels.com/a.jpeg')).toBe('https://images.pexels.com/a.jpeg');
    expect(link('javascript:alert(1)')).toBe('');
    expect(link('file:///etc/passwd')).toBe('');
    expect(link(42)).toBe('');
  });
});
