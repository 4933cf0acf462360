import type { TFunction } from 'i18next';
import type { VideoRecord } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { videoFileName } from '@/lib/video-format';

/** The card's title: the video's own, else "Video" and the last 8 characters of the project id (or of the id). */
export function videoCardTitle(
  video: Pick<VideoRecord, 'title' | 'projectId' | 'id'>,
  fallback: string,
): string {
  const title = video.title.trim();
  if (title) return title;
  return `${fallback} ${(video.projectId ?? video.id).slice(-8)}`;
}

/** Named from the title, else from the project id (or the id). */
export function videoDownloadName(video: Pick<VideoRecord, 'title' | 'projectId' | 'id'>): string {
  return videoFileName(video.title, `video-${(video.projectId ?? video.id).slice(-8)}`);
}

/**
 * Fetches the file and saves it under the given name (a link's `download` name is ignored for
 * another origin's file, such as a JSON2Video link); a toast says it started or failed.
 */
export async function downloadVideo(url: string, name: string, t: TFunction): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href: objectUrl, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    toast.success(t('videos-archive:downloadStarted'));
  } catch {
    toast.error(t('videos-archive:downloadFailed'));
  }
}
