import { readFile } from 'node:fs/promises';
import { clipPoster, normaliseImage } from '../../integrations/media/normalise-upload.js';
import type { InspectedMedia } from './inspect-upload.js';
import { MEDIA_POSTER_PURPOSE, MEDIA_UPLOAD_PURPOSE } from './media-files.js';
import { mediaRefused } from './media-refusal.js';
import type { FileToStore } from './store-within-quota.js';

/** What an accepted upload is stored as, and the shape recorded for it. */
export interface PreparedMedia {
  stored: FileToStore[];
  shape: { contentType: string; width: number; height: number; durationSeconds: number | null };
}

/**
 * A picture re-encoded upright (one file, its own poster); a clip as uploaded plus a poster of
 * its first frame. Refused when ffmpeg cannot decode the picture (`unreadable`) or finds no
 * frame in the clip (`empty`). `work` is a scratch folder for ffmpeg's output.
 */
export async function prepareMedia(
  ffmpeg: string,
  file: { path: string; name: string },
  inspected: InspectedMedia,
  work: string,
): Promise<PreparedMedia> {
  if (inspected.type === 'image') {
    const picture = await normaliseImage(ffmpeg, file.path, inspected.header, work);
    if (!picture) throw mediaRefused('unreadable', 'The picture is damaged.');
    return {
      stored: [
        {
          data: await readFile(picture.path),
          contentType: picture.contentType,
          purpose: MEDIA_UPLOAD_PURPOSE,
          name: file.name,
        },
      ],
      shape: { ...picture, durationSeconds: null },
    };
  }
  const poster = await clipPoster(ffmpeg, file.path, work);
  if (!poster) throw mediaRefused('empty', 'The clip has no frame to show.');
  return {
    stored: [
      {
        data: await readFile(file.path),
        contentType: inspected.contentType,
        purpose: MEDIA_UPLOAD_PURPOSE,
        name: file.name,
      },
      {
        data: await readFile(poster),
        contentType: 'image/jpeg',
        purpose: MEDIA_POSTER_PURPOSE,
        name: file.name,
      },
    ],
    shape: inspected,
  };
}
