import { deflateSync } from 'node:zlib';

/*
 * A minimal PNG encoder (8-bit RGB, one IDAT chunk) so the offline provider can return
 * real image files without a native or large dependency. Rows use the Sub filter, which
 * shrinks the gradients the painter draws at no real cost.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array, start = 0xffffffff): number {
  let c = start;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return c;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  const crc = crc32(data, crc32(Buffer.from(type, 'ascii'))) ^ 0xffffffff;
  out.writeUInt32BE(crc >>> 0, 8 + data.length);
  return out;
}

/** `rgb` holds width × height × 3 bytes, row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array | Uint8ClampedArray): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('pixel buffer does not match the size');
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const src = y * stride;
    const dst = y * (stride + 1);
    raw[dst] = 1; // Sub filter: each byte minus the byte of the pixel to its left
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? rgb[src + i - 3]! : 0;
      raw[dst + 1 + i] = (rgb[src + i]! - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a PNG's IHDR chunk; undefined when the data is not a PNG. */
export function readPngSize(png: Buffer): { width: number; height: number } | undefined {
  if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('ascii', 12, 16) !== 'IHDR')
    return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
