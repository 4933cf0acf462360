import { inflateSync } from 'node:zlib';
import {
  IMAGE_MOODS,
  IMAGE_RESOLUTIONS,
  IMAGE_STYLES,
  parseResolution,
  type ImageMood,
  type ImageStyle,
} from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { createBuiltinProvider } from './builtin-provider.js';
import { crc32, readPngSize } from './image/png.js';

const provider = createBuiltinProvider();
const PROMPT = 'A cosy bakery at sunrise';

async function png(
  style: ImageStyle,
  mood: ImageMood,
  resolution: (typeof IMAGE_RESOLUTIONS)[number] = '512x512',
  prompt = PROMPT,
) {
  const out = await provider.image({ prompt, resolution, style, mood });
  if (out.kind !== 'bytes') throw new Error('expected bytes');
  expect(out.contentType).toBe('image/png');
  return out.data;
}

/** Reads the chunks back, checks every CRC, and undoes the Sub filter the encoder uses. */
function decode(data: Buffer): { width: number; height: number; rgb: Uint8Array } {
  let offset = 8;
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('ascii', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    const crc = data.readUInt32BE(offset + 8 + length);
    expect((crc32(body, crc32(Buffer.from(type, 'ascii'))) ^ 0xffffffff) >>> 0).toBe(crc);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  expect(raw.length).toBe((stride + 1) * height);
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(1);
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? rgb[y * stride + i - 3]! : 0;
      rgb[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + left) & 0xff;
    }
  }
  return { width, height, rgb };
}

function average(rgb: Uint8Array): [number, number, number] {
  const sum = [0, 0, 0];
  for (let i = 0; i < rgb.length; i += 3) for (let c = 0; c < 3; c++) sum[c]! += rgb[i + c]!;
  const n = rgb.length / 3;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}
const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
const brightness = (c: number[]) => (c[0]! + c[1]! + c[2]!) / 3;

describe('builtin image', () => {
  it.each(IMAGE_RESOLUTIONS)('is a valid PNG of exactly %s', async (resolution) => {
    const data = await png('realistic', 'neutral', resolution);
    expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(readPngSize(data)).toEqual(parseResolution(resolution));
    const decoded = decode(data);
    expect([decoded.width, decoded.height]).toEqual([
      parseResolution(resolution).width,
      parseResolution(resolution).height,
    ]);
  });

  it.each([
    ['16:9', { width: 1024, height: 576 }],
    ['9:16', { width: 576, height: 1024 }],
    ['4:3', { width: 1024, height: 768 }],
  ] as const)("draws the %s shape at the resolution's long side", async (aspect, size) => {
    const data = await provider.image({ prompt: 'A loaf', resolution: '1024x1024', aspect });
    expect(data.kind === 'bytes' && readPngSize(data.data)).toEqual(size);
  });

  it.each(IMAGE_STYLES)('paints the %s style', async (style) => {
    const { rgb } = decode(await png(style, 'vibrant', '512x512'));
    // A real picture, not a flat fill: many distinct colours.
    const colours = new Set<number>();
    for (let i = 0; i < rgb.length; i += 3 * 7)
      colours.add((rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!);
    expect(colours.size).toBeGreaterThan(20);
  });

  it('is deterministic for the same request and differs for another prompt', async () => {
    const a = await png('watercolor', 'serene');
    expect((await png('watercolor', 'serene')).equals(a)).toBe(true);
    expect((await png('watercolor', 'serene', '512x512', 'A quiet harbour at night')).equals(a)).toBe(false);
  });

  it('gives different styles different palettes', async () => {
    const styles: ImageStyle[] = [
      'realistic',
      'line-art',
      'digital-art',
      'watercolor',
      'low-poly',
      'cinematic',
    ];
    const averages = await Promise.all(styles.map(async (s) => average(decode(await png(s, 'neutral')).rgb)));
    for (let i = 0; i < averages.length; i++) {
      for (let j = i + 1; j < averages.length; j++)
        expect(distance(averages[i]!, averages[j]!), `${styles[i]} vs ${styles[j]}`).toBeGreaterThan(8);
    }
  });

  it('follows the mood: dark is darker than happy, every mood looks different', async () => {
    const averages = {} as Record<ImageMood, number[]>;
    for (const mood of IMAGE_MOODS) averages[mood] = average(decode(await png('abstract', mood)).rgb);
    expect(brightness(averages.dark)).toBeLessThan(brightness(averages.happy) - 60);
    expect(brightness(averages.dark)).toBeLessThan(brightness(averages.serene) - 60);
    expect(averages.happy[0]! + averages.happy[1]!).toBeGreaterThan(averages.happy[2]! * 2); // warm: red and green over blue
    expect(averages.sad[2]).toBeGreaterThan(averages.sad[0]!); // cold
    for (const a of IMAGE_MOODS) {
      for (const b of IMAGE_MOODS)
        if (a < b) expect(distance(averages[a], averages[b]), `${a} vs ${b}`).toBeGreaterThan(5);
    }
  });

  it('paints the largest landscape size quickly', async () => {
    for (const style of IMAGE_STYLES) {
      const started = performance.now();
      await png(style, 'dramatic', '1792x1024');
      // The target is well under a second; the bound leaves room for slow CI machines.
      expect(performance.now() - started, style).toBeLessThan(2500);
    }
  });
});
