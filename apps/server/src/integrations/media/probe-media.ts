import { execFile } from 'node:child_process';

/**
 * What a media file holds, read from `ffmpeg -i` (the npm ffmpeg comes without ffprobe, so this
 * works with either binary): duration, the first video stream's codec and size, the first
 * audio stream's codec, sample rate and channels.
 */

export interface MediaInfo {
  durationSeconds: number;
  video: { codec: string; width: number; height: number } | null;
  audio: { codec: string; sampleRate: number; channels: string } | null;
}

export function parseMediaInfo(text: string): MediaInfo {
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(text);
  if (!duration) throw new Error('ffmpeg reported no duration: not a media file?');
  const video = /Stream #\d+:\d+.*?: Video: (\w+)[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(text);
  const audio = /Stream #\d+:\d+.*?: Audio: (\w+)[^\n]*?, (\d+) Hz, ([\w.()]+)/.exec(text);
  return {
    durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    video: video ? { codec: video[1]!, width: Number(video[2]), height: Number(video[3]) } : null,
    audio: audio ? { codec: audio[1]!, sampleRate: Number(audio[2]), channels: audio[3]! } : null,
  };
}

export function probeMedia(ffmpegPath: string, file: string): Promise<MediaInfo> {
  return new Promise((resolve, reject) => {
    // With no output file ffmpeg exits 1 after printing what it found on stderr: expected.
    execFile(
      ffmpegPath,
      ['-hide_banner', '-nostdin', '-i', file],
      { maxBuffer: 1024 * 1024 },
      (_error, _out, stderr) => {
        try {
          resolve(parseMediaInfo(stderr));
        } catch (error) {
          reject(
            new Error(`Cannot read ${file}: ${stderr.split('\n').filter(Boolean).slice(-3).join(' ')}`, {
              cause: error,
            }),
          );
        }
      },
    );
  });
}

/**
 * What `ffmpeg -i` says of an upload before anything is decoded: the demuxer that opened it
 * (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `mp3`…), the duration its header claims
 * (null when it states none), its first video stream (any size: the limits are the caller's)
 * and whether it has an audio stream. `opened: false`: ffmpeg could not read the container.
 */
export interface MediaHeader {
  opened: boolean;
  demuxers: string[];
  durationSeconds: number | null;
  video: { codec: string; width: number; height: number } | null;
  hasAudio: boolean;
}

export function parseMediaHeader(text: string): MediaHeader {
  const input = /^Input #0, ([^\n]+?), from /m.exec(text);
  if (!input) return { opened: false, demuxers: [], durationSeconds: null, video: null, hasAudio: false };
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(text);
  const video = /Stream #0:\d+.*?: Video: (\w+)[^\n]*?, (\d+)x(\d+)/.exec(text);
  return {
    opened: true,
    demuxers: input[1]!.split(','),
    durationSeconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
      : null,
    video: video ? { codec: video[1]!, width: Number(video[2]), height: Number(video[3]) } : null,
    hasAudio: /Stream #0:\d+.*?: Audio: /.test(text),
  };
}

/** Reads the container's header only (`ffmpeg -i` with no output decodes nothing). */
export function probeMediaHeader(ffmpegPath: string, file: string): Promise<MediaHeader> {
  return new Promise((resolve) => {
    execFile(
      ffmpegPath,
      ['-hide_banner', '-nostdin', '-i', file],
      { maxBuffer: 1024 * 1024, timeout: 30_000 },
      (_error, _out, stderr) => resolve(parseMediaHeader(stderr)),
    );
  });
}
