import { describe, expect, it } from 'vitest';
import {
  escapeFilterValue,
  motionFor,
  motionSteps,
  VIDEO_ENCODING,
  X264_TUNING,
  zoompanFor,
} from './filter-graph.js';

describe('filter graph', () => {
  it('escapes paths for a filter option', () => {
    expect(escapeFilterValue('/tmp/work/subtitles.ass')).toBe('/tmp/work/subtitles.ass');
    expect(escapeFilterValue("/a:b/it's [x],y;z")).toBe("/a\\\\:b/it\\\\\\'s \\[x\\]\\,y\\;z");
  });

  it('moves every scene, taking turns between zooms and pans', () => {
    expect([0, 1, 2, 3, 4].map(motionFor)).toEqual([
      'zoom-in',
      'pan-right',
      'zoom-out',
      'pan-left',
      'zoom-in',
    ]);
    const zoom = zoompanFor('zoom-in', 125, { width: 720, height: 1280 });
    expect(zoom).toContain("z='1+0.100*on/124'");
    expect(zoom).toContain(':d=125:s=720x1280:fps=25');
    // Pans scale once, 10 % larger, and slide a frame-sized window one pixel at a time.
    const pan = motionSteps('pan-left', 125, { width: 720, height: 1280 });
    expect(pan[0]).toBe('scale=792:1408:force_original_aspect_ratio=increase');
    expect(pan).toContain('loop=loop=124:size=1:start=0');
    expect(pan.at(-1)).toBe("crop=720:1280:x='(iw-ow)*(1-n/124)':y='(ih-oh)/2':exact=1");
    expect(motionSteps('zoom-out', 125, { width: 720, height: 1280 }).at(-1)).toContain(
      "z='1.1-0.100*on/124'",
    );
  });

  it('makes any stretch of a movement, continuing where the previous stretch stopped', () => {
    const frame = { width: 720, height: 1280 };
    const tail = zoompanFor('zoom-in', 137, frame, { from: 125, count: 12 });
    expect(tail).toContain("z='1+0.100*(on+125)/136'");
    expect(tail).toContain(':d=12:');
    const pan = motionSteps('pan-right', 137, frame, { from: 12, count: 113 });
    expect(pan).toContain('loop=loop=112:size=1:start=0');
    expect(pan.at(-1)).toBe("crop=720:1280:x='(iw-ow)*(n+12)/136':y='(ih-oh)/2':exact=1");
  });

  it('encodes every segment alike, so they join by stream copy', () => {
    expect(VIDEO_ENCODING.join(' ')).toBe(
      `-c:v libx264 -preset veryfast -crf 23 -pix_fmt yuv420p -r 25 ${X264_TUNING.join(' ')}`,
    );
  });
});
