/*
 * What a picture is, read from its first bytes (never from its name or the type the browser
 * sent): JPEG, PNG or WebP, its size as stored, the EXIF orientation a JPEG carries, and
 * whether it is animated (an animated PNG or WebP is refused: a scene shows one still).
 * Only the headers are read, so a small file claiming a huge size is refused before decoding.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface ImageHeader {
  format: ImageFormat;
  /** As stored, before the EXIF orientation is applied. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1: as stored); JPEG only, 1 for the others. */
  orientation: number;
  animated: boolean;
  /** Whether the picture may have transparent pixels (kept as PNG when normalised). */
  alpha: boolean;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the bytes start like, or null: a picture is known by its magic bytes only. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * The header of a JPEG, PNG or WebP; null when the bytes are none of these or their header is
 * cut short or damaged (no size found).
 */
export function readImageHeader(bytes: Buffer): ImageHeader | null {
  switch (sniffImageFormat(bytes)) {
    case 'jpeg':
      return readJpeg(bytes);
    case 'png':
      return readPng(bytes);
    case 'webp':
      return readWebp(bytes);
    default:
      return null;
  }
}

function readPng(bytes: Buffer): ImageHeader | null {
  // IHDR is the first chunk: length(4) 'IHDR' width(4) height(4) depth(1) colour type(1)…
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const colourType = bytes[25]!;
  let animated = false;
  let alpha = colourType === 4 || colourType === 6;
  // An animated PNG has an acTL chunk before its first IDAT; tRNS gives a palette transparency.
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'acTL') animated = true;
    if (type === 'tRNS') alpha = true;
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  return { format: 'png', width, height, orientation: 1, animated, alpha };
}

function readWebp(bytes: Buffer): ImageHeader | null {
  let animated = false;
  let alpha = false;
  let size: { width: number; height: number } | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const type = bytes.toString('latin1', at, at + 4);
    const length = bytes.readUInt32LE(at + 4);
    const body = at + 8;
    if (type === 'VP8X' && body + 10 <= bytes.length) {
      const flags = bytes[body]!;
      animated ||= (flags & 0x02) !== 0;
      alpha ||= (flags & 0x10) !== 0;
      size = { width: bytes.readUIntLE(body + 4, 3) + 1, height: bytes.readUIntLE(body + 7, 3) + 1 };
    } else if (type === 'ANIM' || type === 'ANMF') {
      animated = true;
    } else if (type === 'VP8 ' && body + 10 <= bytes.length && !size) {
      // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit sizes.
      if (bytes[body + 3] !== 0x9d || bytes[body + 4] !== 0x01 || bytes[body + 5] !== 0x2a) return null;
      size = { width: bytes.readUInt16LE(body + 6) & 0x3fff, height: bytes.readUInt16LE(body + 8) & 0x3fff };
    } else if (type === 'VP8L' && body + 5 <= bytes.length && !size) {
      if (bytes[body] !== 0x2f) return null;
      const bits = bytes.readUInt32LE(body + 1);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      alpha ||= ((bits >> 28) & 1) === 1;
    }
    at = body + length + (length % 2);
  }
  return size ? { format: 'webp', ...size, orientation: 1, animated, alpha } : null;
}

function readJpeg(bytes: Buffer): ImageHeader | null {
  let orientation = 1;
  for (let at = 2; at + 4 <= bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    const body = at + 4;
    if (marker === 0xe1 && bytes.toString('latin1', body, body + 6) === 'Exif\0\0') {
      orientation = exifOrientation(bytes.subarray(body + 6, at + 2 + length)) ?? orientation;
    }
    // Start of frame (baseline, progressive, …; not DHT c4, JPG c8 or DAC cc): the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (body + 5 > bytes.length) return null;
      const height = bytes.readUInt16BE(body + 1);
      const width = bytes.readUInt16BE(body + 3);
      return { format: 'jpeg', width, height, orientation, animated: false, alpha: false };
    }
    if (marker === 0xda) return null; // scan data before any frame header: damaged
    at += 2 + length;
  }
  return null;
}

/** The Orientation tag (0x0112) of IFD0 in an EXIF TIFF block, when it holds 1–8. */
function exifOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** Orientations 5–8 turn the picture a quarter: its shown width is its stored height. */
export function isQuarterTurn(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}

/** The ffmpeg filters that show the picture upright, per EXIF orientation. */
export function orientationFilters(orientation: number): string[] {
  switch (orientation) {
    case 2:
      return ['hflip'];
    case 3:
      return ['hflip', 'vflip'];
    case 4:
      return ['vflip'];
    case 5:
      return ['transpose=0'];
    case 6:
      return ['transpose=1'];
    case 7:
      return ['transpose=3'];
    case 8:
      return ['transpose=2'];
    default:
      return [];
  }
}
