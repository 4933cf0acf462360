import { describe, expect, it } from 'vitest';
import {
  animatedWebp,
  picture,
  pngHeaderClaiming,
  withExifOrientation,
} from '../../modules/media-library/media-fixtures.js';
import { isQuarterTurn, orientationFilters, readImageHeader, sniffImageFormat } from './image-header.js';

describe('readImageHeader', () => {
  it('reads a JPEG’s frame size and its EXIF orientation', async () => {
    const jpeg = await picture(64, 32);
    expect(readImageHeader(jpeg)).toMatchObject({ format: 'jpeg', width: 64, height: 32, orientation: 1 });
    expect(readImageHeader(withExifOrientation(jpeg, 6))).toMatchObject({
      width: 64,
      height: 32,
      orientation: 6,
    });
  });

  it('reads PNG and WebP sizes; an animated WebP and an acTL PNG are animated', async () => {
    expect(readImageHeader(await picture(40, 30, 'png'))).toMatchObject({
      format: 'png',
      width: 40,
      height: 30,
      animated: false,
    });
    expect(readImageHeader(await picture(50, 20, 'webp'))).toMatchObject({
      format: 'webp',
      width: 50,
      height: 20,
      animated: false,
    });
    expect(readImageHeader(animatedWebp())).toMatchObject({
      format: 'webp',
      width: 64,
      height: 64,
      animated: true,
    });
    const png = pngHeaderClaiming(10, 10);
    const actl = Buffer.from([0, 0, 0, 8, 0x61, 0x63, 0x54, 0x4c, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    const animated = Buffer.concat([png.subarray(0, 33), actl, png.subarray(33)]);
    expect(readImageHeader(animated)).toMatchObject({ animated: true });
  });

  it('reads a huge size from a tiny PNG, so it is refused before decoding', () => {
    expect(readImageHeader(pngHeaderClaiming(100_000, 50_000))).toMatchObject({
      width: 100_000,
      height: 50_000,
    });
  });

  it('knows pictures by their bytes only: text, a cut header and other files are not pictures', () => {
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageHeader(Buffer.from('GIF89a'))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
  });

  it('turns each EXIF orientation upright', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((o) => orientationFilters(o).join(','))).toEqual([
      '',
      'hflip',
      'hflip,vflip',
      'vflip',
      'transpose=0',
      'transpose=1',
      'transpose=3',
      'transpose=2',
    ]);
    expect([4, 5, 8, 9].map(isQuarterTurn)).toEqual([false, true, true, false]);
  });
});
