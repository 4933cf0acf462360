import { describe, expect, it } from 'vitest';
import { parseMediaHeader, parseMediaInfo } from './probe-media.js';

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

describe('parseMediaHeader', () => {
  it("reads the demuxer, the header's duration and a video stream of any size (Debian's ffmpeg 5.1)", () => {
    const header = parseMediaHeader(`Input #0, matroska,webm, from 'upload':
  Metadata:
    ENCODER         : Lavf59.27.100
  Duration: 10:00:00.04, start: 0.000000, bitrate: 1 kb/s
  Stream #0:0: Video: vp9 (Profile 0), yuv420p(tv, progressive), 100000x20 [SAR 1:1 DAR 5000:1], 25 fps, 25 tbr, 1k tbn (default)
At least one output file must be specified`);
    expect(header).toEqual({
      opened: true,
      demuxers: ['matroska', 'webm'],
      durationSeconds: 36_000.04,
      video: { codec: 'vp9', width: 100_000, height: 20 },
      hasAudio: false,
    });
  });

  it('says an audio-only file has no video, and a file ffmpeg cannot open was not opened', () => {
    const audio = parseMediaHeader(`Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'upload':
  Duration: 00:00:01.02, start: 0.000000, bitrate: 137 kb/s
  Stream #0:0[0x1](und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 69 kb/s (default)`);
    expect(audio).toMatchObject({ opened: true, video: null, hasAudio: true, durationSeconds: 1.02 });
    expect(parseMediaHeader('upload: Invalid data found when processing input')).toEqual({
      opened: false,
      demuxers: [],
      durationSeconds: null,
      video: null,
      hasAudio: false,
    });
    expect(
      parseMediaHeader(`Input #0, image2, from 'x':\n  Duration: N/A, bitrate: N/A`).durationSeconds,
    ).toBeNull();
  });
});
