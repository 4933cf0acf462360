import type { TFunction } from 'i18next';
import {
  GENERATED_SCENE_MEDIA,
  type MediaCredit,
  type MediaItem,
  type SavedImage,
  type StockProvider,
  type StockSearchQuery,
  type VideoResolution,
} from '@forja/contracts';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';
import type { DraftScene } from '../../model/video-draft';

/* What picking a picture does to a draft scene, and how the picker words a media refusal. */

/** The stock providers' own names (brands, the same in every language). */
export const PROVIDER_NAMES: Record<StockProvider, string> = { pexels: 'Pexels', pixabay: 'Pixabay' };

/** "Photo by Ana on Pexels" in the reader's language, kept with the scene's preview. */
export function creditText(t: TFunction, credit: MediaCredit, type: MediaItem['type']): string {
  return t(type === 'video' ? 'media.creditVideo' : 'media.creditPhoto', {
    author: credit.author,
    provider: PROVIDER_NAMES[credit.provider],
  });
}

/** The scene shows a media-library item (an upload or a stock pick), from its start, looped. */
export function withMediaItem(scene: DraftScene, item: MediaItem, t: TFunction): DraftScene {
  return {
    ...scene,
    media: { kind: 'media', mediaId: item.id, startSeconds: 0, fit: 'loop' },
    mediaPreview: {
      url: item.url,
      posterUrl: item.posterUrl,
      name: item.name,
      type: item.type,
      durationSeconds: item.durationSeconds,
      credit: item.credit ? creditText(t, item.credit, item.type) : null,
    },
  };
}

/** The scene shows an image of the images archive. */
export function withArchiveImage(scene: DraftScene, image: SavedImage & { url: string }): DraftScene {
  return {
    ...scene,
    media: { kind: 'archive', imageId: image.id },
    mediaPreview: {
      url: image.url,
      posterUrl: image.url,
      name: image.prompt,
      type: 'image',
      durationSeconds: null,
      credit: null,
    },
  };
}

/** Back to the picture drawn from the image prompt (a previewed one is kept). */
export const withGenerated = (scene: DraftScene): DraftScene => ({
  ...scene,
  media: GENERATED_SCENE_MEDIA,
  mediaPreview: undefined,
});

/** Stock results shaped like the video: its format's orientation. */
export function orientationOf(resolution: VideoResolution): NonNullable<StockSearchQuery['orientation']> {
  if (resolution === 'squared') return 'square';
  if (
    resolution === 'instagram-story' ||
    resolution === 'instagram-feed' ||
    resolution === 'twitter-portrait'
  )
    return 'portrait';
  return 'landscape';
}

/** A refused upload says why (the server's probe reason); anything else as every other error. */
export function mediaErrorMessage(t: TFunction, error: unknown): string {
  if (isApiRequestError(error) && error.code === 'MEDIA_REFUSED') {
    const key = `errors:mediaRefused.${String(error.details?.reason)}`;
    if (i18n.exists(key)) return t(key);
  }
  return errorMessage(t, error);
}

/** Whole megabytes for the limits shown beside the upload button. */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
