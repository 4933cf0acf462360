import { open } from 'node:fs/promises';
import { MEDIA_LIMITS } from '@forja/contracts';
import {
  readImageHeader,
  sniffImageFormat,
  type ImageHeader,
} from '../../integrations/media/image-header.js';
import { probeMediaHeader, type MediaHeader } from '../../integrations/media/probe-media.js';
import { mediaRefused } from './media-refusal.js';

/*
 * The probing rules (docs/product/media-library.md): an upload is known by its bytes, never by
 * its name or the type sent. Its magic bytes say what it claims to be; its header (read
 * without decoding) must then agree and stay within the limits, the duration included, so a
 * small file claiming ten hours or a picture of a billion pixels is refused before any
 * decoding starts. Each refusal is MEDIA_REFUSED with its reason.
 */

const HEAD_BYTES = 256 * 1024;

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

type ClipContainer = 'mp4' | 'quicktime' | 'webm';
type AudioContainer = 'mpeg' | 'mp4' | 'wav' | 'ogg' | 'flac';

const ISO_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'wide', 'skip']);

/** An ISO base media file (MP4, MOV, M4A): its major brand, or null when it is not one. */
function isoBrand(head: Buffer): string | null {
  if (head.length < 12 || !ISO_BOXES.has(head.toString('latin1', 4, 8))) return null;
  return head.toString('latin1', 4, 8) === 'ftyp' ? head.toString('latin1', 8, 12) : '';
}

function clipContainer(head: Buffer): ClipContainer | null {
  const brand = isoBrand(head);
  if (brand !== null) return brand === 'qt  ' ? 'quicktime' : 'mp4';
  // Matroska's EBML header; only WebM's DocType is taken (the renderer's other container).
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && head.subarray(0, 64).includes('webm')) {
    return 'webm';
  }
  return null;
}

function audioContainer(head: Buffer): AudioContainer | null {
  if (head.length < 4) return null;
  const text = head.toString('latin1', 0, 4);
  if (text === 'fLaC') return 'flac';
  if (text === 'OggS') return 'ogg';
  if (text === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (head.toString('latin1', 0, 3) === 'ID3') return 'mpeg';
  // An MPEG audio frame sync (11 bits set) with a valid layer.
  if (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) !== 0) return 'mpeg';
  return isoBrand(head) !== null ? 'mp4' : null;
}

/** The demuxers ffmpeg must have opened each container with (its first line, `Input #0, …`). */
const CLIP_DEMUXERS: Record<ClipContainer, string> = { mp4: 'mp4', quicktime: 'mov', webm: 'webm' };
const AUDIO_DEMUXERS: Record<AudioContainer, string> = {
  mpeg: 'mp3',
  mp4: 'mp4',
  wav: 'wav',
  ogg: 'ogg',
  flac: 'flac',
};
const AUDIO_TYPES: Record<AudioContainer, string> = {
  mpeg: 'audio/mpeg',
  mp4: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
};

export type InspectedMedia =
  | { type: 'image'; header: ImageHeader }
  | {
      type: 'video';
      contentType: string;
      width: number;
      height: number;
      durationSeconds: number;
    };

function checkImage(header: ImageHeader | null, sizeBytes: number): ImageHeader {
  if (sizeBytes > MEDIA_LIMITS.imageMaxBytes) throw mediaRefused('too_large', 'The picture is too large.');
  if (!header) throw mediaRefused('unreadable', 'The picture is damaged.');
  if (header.animated) throw mediaRefused('animated', 'Animated pictures are not accepted.');
  if (header.width === 0 || header.height === 0) throw mediaRefused('empty', 'The picture has no pixels.');
  if (
    Math.max(header.width, header.height) > MEDIA_LIMITS.imageMaxSide ||
    header.width * header.height > MEDIA_LIMITS.imageMaxPixels
  ) {
    throw mediaRefused('dimensions', 'The picture is too large in pixels.');
  }
  return header;
}

function checkDuration(header: MediaHeader, maxSeconds: number): number {
  if (header.durationSeconds === null) throw mediaRefused('unreadable', 'The file states no duration.');
  if (header.durationSeconds > maxSeconds) throw mediaRefused('too_long', 'The file is too long.');
  if (header.durationSeconds <= 0) throw mediaRefused('empty', 'The file is empty.');
  return header.durationSeconds;
}

/** A media library upload: a picture (JPEG, PNG, WebP) or a clip (MP4, MOV, WebM). */
export async function inspectMedia(
  ffmpegPath: string,
  file: string,
  sizeBytes: number,
): Promise<InspectedMedia> {
  if (sizeBytes === 0) throw mediaRefused('empty', 'The file is empty.');
  const head = await readHead(file);
  if (sniffImageFormat(head)) return { type: 'image', header: checkImage(readImageHeader(head), sizeBytes) };
  const container = clipContainer(head);
  if (!container)
    throw mediaRefused('unsupported', 'Only JPEG, PNG and WebP pictures and MP4, MOV and WebM clips.');
  if (sizeBytes > MEDIA_LIMITS.clipMaxBytes) throw mediaRefused('too_large', 'The clip is too large.');
  const header = await probeMediaHeader(ffmpegPath, file);
  if (!header.opened) throw mediaRefused('unreadable', 'The clip is damaged.');
  if (!header.demuxers.includes(CLIP_DEMUXERS[container])) {
    throw mediaRefused('unsupported', 'Only MP4, MOV and WebM clips.');
  }
  const durationSeconds = checkDuration(header, MEDIA_LIMITS.clipMaxSeconds);
  if (!header.video) throw mediaRefused('no_video', 'The clip has no picture.');
  const { width, height } = header.video;
  if (width === 0 || height === 0) throw mediaRefused('empty', 'The clip has no picture.');
  if (Math.max(width, height) > MEDIA_LIMITS.clipMaxSide) {
    throw mediaRefused('dimensions', 'The clip is too large in pixels.');
  }
  const contentType = `video/${container}`;
  return { type: 'video', contentType, width, height, durationSeconds };
}

/** A music upload: MP3, M4A/MP4 audio, WAV, Ogg or FLAC, with an audio stream. */
export async function inspectTrack(
  ffmpegPath: string,
  file: string,
  sizeBytes: number,
): Promise<{ contentType: string; durationSeconds: number }> {
  if (sizeBytes === 0) throw mediaRefused('empty', 'The file is empty.');
  if (sizeBytes > MEDIA_LIMITS.musicMaxBytes) throw mediaRefused('too_large', 'The track is too large.');
  const container = audioContainer(await readHead(file));
  if (!container) throw mediaRefused('unsupported', 'Only MP3, M4A, WAV, Ogg and FLAC tracks.');
  const header = await probeMediaHeader(ffmpegPath, file);
  if (!header.opened) throw mediaRefused('unreadable', 'The track is damaged.');
  if (!header.demuxers.includes(AUDIO_DEMUXERS[container])) {
    throw mediaRefused('unsupported', 'Only MP3, M4A, WAV, Ogg and FLAC tracks.');
  }
  const durationSeconds = checkDuration(header, MEDIA_LIMITS.musicMaxSeconds);
  if (!header.hasAudio) throw mediaRefused('no_audio', 'The file has no sound.');
  return { contentType: AUDIO_TYPES[container], durationSeconds };
}
