/*
 * The image studio's options (docs/product/image-studio.md): styles, sizes, moods, defaults
 * and price. The article wizard's image step uses the same ones.
 *
 * Plain values only: no zod, directly or through another module, so a page can take a
 * constant from here without loading zod (apps/web/vite.config.ts).
 */

export const IMAGE_STYLES = [
  'realistic',
  'illustration',
  'cartoon',
  'abstract',
  'minimalist',
  '3d-render',
  'watercolor',
  'line-art',
  'digital-art',
  'painting',
  'cinematic',
  'low-poly',
  'photography',
] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
/** The first three are the main list; 512x512 and 1536x1536 are extra sizes. */
export const IMAGE_RESOLUTIONS = ['1024x1024', '1024x1792', '1792x1024', '512x512', '1536x1536'] as const;
export type ImageResolution = (typeof IMAGE_RESOLUTIONS)[number];
export const ASPECT_RATIOS = ['1:1', '4:3', '16:9', '9:16', '3:4'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const IMAGE_MOODS = [
  'neutral',
  'happy',
  'sad',
  'dramatic',
  'peaceful',
  'vibrant',
  'dark',
  'professional',
  'playful',
  'energetic',
  'futuristic',
  'nostalgic',
  'serene',
] as const;
export type ImageMood = (typeof IMAGE_MOODS)[number];

/** Width and height in pixels of a resolution such as '1792x1024'. */
export function parseResolution(resolution: ImageResolution): { width: number; height: number } {
  const [w, h] = resolution.split('x').map(Number);
  return { width: w ?? 1024, height: h ?? 1024 };
}

/**
 * The pixel size of an image: the resolution's own size, or, with an aspect ratio, that
 * shape with the resolution's long side (1024x1024 at 16:9 -> 1024x576), rounded to a
 * multiple of 16 as image models expect.
 */
export function imageDimensions(
  resolution: ImageResolution,
  aspect?: AspectRatio,
): { width: number; height: number } {
  const size = parseResolution(resolution);
  if (!aspect) return size;
  const [aw = 1, ah = 1] = aspect.split(':').map(Number);
  const longSide = Math.max(size.width, size.height);
  const roundTo16 = (n: number) => Math.max(16, Math.round(n / 16) * 16);
  return aw >= ah
    ? { width: longSide, height: roundTo16((longSide * ah) / aw) }
    : { width: roundTo16((longSide * aw) / ah), height: longSide };
}

export const IMAGE_DEFAULTS = { style: 'realistic', resolution: '1024x1024', mood: 'neutral' } as const;

export const IMAGE_COST = 5;
/** The image studio makes 1 to 4 images in one generation, IMAGE_COST each. */
export const IMAGES_PER_GENERATION_MIN = 1;
export const IMAGES_PER_GENERATION_MAX = 4;

/** The API path of the studio's archive (its endpoints.ts). */
export const IMAGES_PATH = '/api/images';
