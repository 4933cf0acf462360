import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFfmpeg } from '../../integrations/media/find-ffmpeg.js';

/*
 * Upload fixtures for the media library's tests, made at test time with ffmpeg (lavfi sources)
 * or written byte by byte: the files a user might send, good and bad.
 */

const run = promisify(execFile);

async function ffmpegBytes(args: string[], extension: string): Promise<Buffer> {
  const { path: ffmpeg } = await findFfmpeg();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'forja-media-fixture-'));
  try {
    const out = path.join(dir, `out.${extension}`);
    await run(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args, '-y', out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A one-second 64×48 H.264 MP4 (its moov after its mdat, as ffmpeg writes it). */
export const clipMp4 = () =>
  ffmpegBytes(
    [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x48:rate=10',
      '-t',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
    ],
    'mp4',
  );

/** A one-frame H.264 clip of any size, in MP4 or MOV. */
export const clipOfSize = (width: number, height: number, format: 'mp4' | 'mov' = 'mp4') =>
  ffmpegBytes(
    [
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${width}x${height}:rate=10`,
      '-frames:v',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-f',
      format,
    ],
    format,
  );

/** A one-second VP8 WebM clip. */
export const clipWebm = () =>
  ffmpegBytes(
    ['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10', '-t', '1', '-c:v', 'libvpx', '-f', 'webm'],
    'webm',
  );

/** One second of a tone in an MP4 with no video stream. */
export const audioOnlyMp4 = () =>
  ffmpegBytes(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac', '-f', 'mp4'], 'm4a');

/** One second of a tone as WAV. */
export const toneWav = (seconds = 1) =>
  ffmpegBytes(['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'pcm_s16le'], 'wav');

/** A still as JPEG or PNG, `width`×`height`. */
export const picture = (width: number, height: number, extension: 'jpg' | 'png' | 'webp' = 'jpg') =>
  ffmpegBytes(['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}`, '-frames:v', '1'], extension);

/**
 * The MP4 with every duration in its header (mvhd, tkhd, mdhd, elst) set to ten hours: the
 * file stays tiny, only its header lies.
 */
export function withTenHourHeader(mp4: Buffer): Buffer {
  const out = Buffer.from(mp4);
  const seconds = 36_000;
  const patch = (box: string, durationAt: (body: number) => number, timescale: (body: number) => number) => {
    for (let at = out.indexOf(box); at !== -1; at = out.indexOf(box, at + 4)) {
      const body = at + 4;
      if (out[body] !== 0) continue; // version 1 boxes (64-bit) are not written for such short files
      out.writeUInt32BE(timescale(body) * seconds, durationAt(body));
    }
  };
  const movieTimescale = out.readUInt32BE(out.indexOf('mvhd') + 4 + 12);
  patch(
    'mvhd',
    (b) => b + 16,
    (b) => out.readUInt32BE(b + 12),
  );
  patch(
    'tkhd',
    (b) => b + 20,
    () => movieTimescale,
  );
  patch(
    'mdhd',
    (b) => b + 16,
    (b) => out.readUInt32BE(b + 12),
  );
  // An edit list entry's duration is in the movie's timescale (version 0: 4-byte fields).
  for (let at = out.indexOf('elst'); at !== -1; at = out.indexOf('elst', at + 4)) {
    if (out[at + 4] === 0 && out.readUInt32BE(at + 8) >= 1)
      out.writeUInt32BE(movieTimescale * seconds, at + 12);
  }
  return out;
}

/** A JPEG with an EXIF APP1 segment saying orientation `value` (6: turn 90° clockwise to show). */
export function withExifOrientation(jpeg: Buffer, value: number): Buffer {
  // TIFF, big-endian: header, then IFD0 with one entry (0x0112 Orientation, SHORT, 1 value).
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(value, 18);
  tiff.writeUInt32BE(0, 22);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

function riffChunk(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** An animated WebP's header: VP8X with the animation flag and an ANIM chunk (no frames needed to refuse it). */
export function animatedWebp(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x02; // animation
  vp8x.writeUIntLE(63, 4, 3); // canvas 64×64 (stored minus one)
  vp8x.writeUIntLE(63, 7, 3);
  const anim = Buffer.alloc(6); // background colour, loop count
  const chunks = Buffer.concat([riffChunk('VP8X', vp8x), riffChunk('ANIM', anim)]);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + chunks.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, chunks]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG whose header claims `width`×`height` (its few bytes of data would decode to gigabytes). */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
