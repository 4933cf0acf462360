import { VIDEO_RESOLUTIONS } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { frameSize, PRESET_SIZES } from './presets.js';

describe('video presets', () => {
  it('gives every resolution of the wizard an even frame size', () => {
    for (const preset of VIDEO_RESOLUTIONS) {
      const { width, height } = PRESET_SIZES[preset];
      expect(width % 2, preset).toBe(0);
      expect(height % 2, preset).toBe(0);
    }
    expect(PRESET_SIZES['instagram-story']).toEqual({ width: 1080, height: 1920 });
    expect(PRESET_SIZES['instagram-feed']).toEqual({ width: 1080, height: 1350 });
    expect(PRESET_SIZES.squared).toEqual({ width: 1080, height: 1080 });
    expect(PRESET_SIZES['full-hd']).toEqual({ width: 1920, height: 1080 });
    expect(PRESET_SIZES.sd).toEqual({ width: 854, height: 480 });
    expect(PRESET_SIZES['twitter-portrait']).toEqual({ width: 720, height: 1280 });
  });

  it('renders smaller on request, keeping the shape and even sides', () => {
    expect(frameSize('instagram-story')).toEqual({ width: 1080, height: 1920 });
    expect(frameSize('instagram-story', 1280)).toEqual({ width: 720, height: 1280 });
    expect(frameSize('instagram-story', 640)).toEqual({ width: 360, height: 640 });
    expect(frameSize('sd', 427)).toEqual({ width: 428, height: 240 });
    // Never larger than the preset.
    expect(frameSize('hd', 4000)).toEqual({ width: 1280, height: 720 });
  });
});
