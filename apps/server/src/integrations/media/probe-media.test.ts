import { describe, expect, it } from 'vitest';
import { parseMediaInfo } from './probe-media.js';

describe('parseMediaInfo', () => {
  it('reads duration, video size and audio from ffmpeg -i output', () => {
    const info = parseMediaInfo(`Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'out.mp4':
  Duration: 00:00:09.82, start: 0.000000, bitrate: 330 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 360x640 [SAR 1:1 DAR 9:16], 208 kb/s, 25 fps
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 129 kb/s (default)`);
    expect(info).toEqual({
      durationSeconds: 9.82,
      video: { codec: 'h264', width: 360, height: 640 },
      audio: { codec: 'aac', sampleRate: 48000, channels: 'stereo' },
    });
  });

  it('reads a WAV without video', () => {
    const info = parseMediaInfo(`  Duration: 00:01:03.15, bitrate: 352 kb/s
  Stream #0:0: Audio: pcm_s16le ([1][0][0][0] / 0x0001), 22050 Hz, mono, s16, 352 kb/s`);
    expect(info.durationSeconds).toBeCloseTo(63.15, 6);
    expect(info.video).toBeNull();
    expect(info.audio).toEqual({ codec: 'pcm_s16le', sampleRate: 22050, channels: 'mono' });
  });

  it('refuses text without a duration', () => {
    expect(() => parseMediaInfo('nope.txt: Invalid data found when processing input')).toThrow();
  });
});
