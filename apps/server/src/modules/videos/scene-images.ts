import type { ImageOutput, ImageResolution, VideoImageStyle, VideoResolution } from '@forja/contracts';
import type { GenerationProvider } from '../../integrations/generation/index.js';
import { AppError } from '../../lib/app-error.js';
import type { FilesService } from '../files/files.service.js';
import { storeGeneratedImage } from '../files/generated-image.js';

/*
 * Scene images: each scene's picture comes from the image provider the administrator chose
 * for images (the builtin one draws offline), in the video's orientation and image style,
 * stored like any generated image. A previewed image (imageFileId) is reused by the render.
 */

const PORTRAIT: readonly VideoResolution[] = ['instagram-story', 'twitter-portrait'];
const SQUARE: readonly VideoResolution[] = ['squared', 'instagram-feed'];

/** The image size closest to the video's shape. */
export function sceneImageResolution(resolution: VideoResolution): ImageResolution {
  if (PORTRAIT.includes(resolution)) return '1024x1792';
  if (SQUARE.includes(resolution)) return '1024x1024';
  return '1792x1024';
}

/** The scene's prompt with the video's image style ('… , cinematic style'). */
export function sceneImagePrompt(imagePrompt: string, style: VideoImageStyle): string {
  return `${imagePrompt.trim()}, ${style.replace(/-/g, ' ')} style`;
}

export interface SceneImageContext {
  userId: string;
  provider: GenerationProvider;
  files: FilesService;
  linkHosts: readonly string[];
  signal?: AbortSignal | undefined;
  /** The stored file's purpose: a preview's image is never kept (files.service.ts). */
  purpose?: string;
}

/** Makes one scene's image with the image provider and stores it (unsaved: the hourly cleanup takes it unless a video keeps it). */
export async function makeSceneImage(
  scene: { imagePrompt: string; imageStyle: VideoImageStyle; resolution: VideoResolution; variant?: number },
  ctx: SceneImageContext,
): Promise<ImageOutput> {
  const prompt = sceneImagePrompt(scene.imagePrompt, scene.imageStyle);
  const image = await ctx.provider.image(
    { prompt, resolution: sceneImageResolution(scene.resolution), variant: scene.variant ?? 0 },
    ctx.signal,
  );
  return storeGeneratedImage(image, {
    userId: ctx.userId,
    prompt: scene.imagePrompt,
    files: ctx.files,
    privateHosts: ctx.linkHosts,
    ...(ctx.purpose ? { purpose: ctx.purpose } : {}),
  });
}

/** The bytes of a previewed scene image of this user, or null when it is gone (its hour is over). */
export async function readSceneImage(
  files: FilesService,
  userId: string,
  fileId: string,
): Promise<{ data: Buffer; contentType: string; purpose: string } | null> {
  try {
    const file = await files.readOwned(userId, fileId);
    return file.contentType.startsWith('image/') ? file : null;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
