import type { MediaCredit, VideoRequest } from '@forja/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import type { MediaLibrary, MusicSource, SceneMediaSource } from '../media-library/media-library-seam.js';
import type { VideosRepository } from './videos.repository.js';

/*
 * The files a draft names besides the generated pictures: an image of the user's images
 * archive, an item of their media library (an upload or a stock pick), a music track. Checked
 * before a render is charged (a missing or someone else's item is a 404, a clip start past the
 * clip's end a VALIDATION_ERROR on that field), and read again when the render runs. The media
 * library is asked only when the draft uses it.
 */

/** A scene's visual that is not generated: the stored file and how to play it. */
export type SceneSource =
  | { kind: 'archive'; fileId: string; key: string; contentType: string }
  | { kind: 'media'; fileId: string; key: string; item: SceneMediaSource };

export interface DraftSources {
  /** Per scene, in order: null for a generated picture. */
  scenes: (SceneSource | null)[];
  music: (MusicSource & { key: string }) | null;
  /** Who made the stock footage used (each item once). */
  credits: MediaCredit[];
}

export interface SceneSourceDeps {
  repo: Pick<VideosRepository, 'archiveImageFile' | 'storedKey'>;
  /** Read only when the draft uses media or music (the media library may be built later). */
  mediaLibrary: () => MediaLibrary;
}

const clipStartPastEnd = (index: number) =>
  new AppError(400, 'VALIDATION_ERROR', 'The clip starts after its end.', {
    fields: { [`scenes.${index}.media.startSeconds`]: ['clip_start_past_end'] },
  });

/** Every file the draft names, the user's (or the music library's): refused otherwise. */
export async function draftSources(
  deps: SceneSourceDeps,
  userId: string,
  draft: Pick<VideoRequest, 'scenes' | 'music'>,
): Promise<DraftSources> {
  const scenes: (SceneSource | null)[] = [];
  const credits = new Map<string, MediaCredit>();
  for (const [index, scene] of draft.scenes.entries()) {
    const media = scene.media;
    if (media.kind === 'generated') {
      scenes.push(null);
    } else if (media.kind === 'archive') {
      const image = await deps.repo.archiveImageFile(userId, media.imageId);
      if (!image) throw notFound('Image');
      scenes.push({ kind: 'archive', ...image });
    } else {
      const item = await deps.mediaLibrary().mediaItem(userId, media.mediaId);
      const stored = item ? await deps.repo.storedKey(item.fileId) : undefined;
      if (!item || !stored) throw notFound('Media item');
      if (item.type === 'video' && media.startSeconds >= (item.durationSeconds ?? 0))
        throw clipStartPastEnd(index);
      if (item.credit) credits.set(item.credit.sourceUrl, item.credit);
      scenes.push({ kind: 'media', fileId: item.fileId, key: stored.key, item });
    }
  }
  let music: DraftSources['music'] = null;
  if (draft.music) {
    const track = await deps.mediaLibrary().musicTrack(userId, draft.music.trackId);
    const stored = track ? await deps.repo.storedKey(track.fileId) : undefined;
    if (!track || !stored) throw notFound('Music track');
    music = { ...track, key: stored.key };
  }
  return { scenes, music, credits: [...credits.values()] };
}
