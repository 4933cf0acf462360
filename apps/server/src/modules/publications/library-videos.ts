import { Transform, type Readable } from 'node:stream';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { VideosService } from '../videos/videos.service.js';
import type { PublishableVideoSource } from './publishable-video.js';

/** Drops the first `count` bytes of a stream (uploads resume mid-way; a storage may ignore the range). */
function skipBytes(count: number): Transform {
  let left = count;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (left >= chunk.length) {
        left -= chunk.length;
        return done();
      }
      const rest = chunk.subarray(left);
      left = 0;
      done(null, rest);
    },
  });
}

/** The Video Library's completed videos, read from storage: what publishing uploads. */
export function libraryVideos(videos: VideosService, storage: FileStorage): PublishableVideoSource {
  return async (userId, videoId) => {
    const file = await videos.storedFile(userId, videoId);
    if (!file) return undefined;
    let size = file.sizeBytes;
    if (size === null) {
      size = (await storage.stat(file.key))?.sizeBytes ?? null;
    }
    if (size === null || size <= 0) return undefined;
    return {
      id: videoId,
      userId,
      title: file.title,
      fileSize: size,
      durationSeconds: file.durationSeconds,
      credits: file.credits,
      contentType: 'video/mp4',
      async open(start = 0): Promise<Readable> {
        // A resumed upload asks the storage for the rest only; one that sent it all is skipped into.
        const found = await storage.read(file.key, start > 0 ? { range: { start } } : undefined);
        if (!found) throw new Error('The video file is no longer in storage.');
        return start > 0 && !found.range ? found.stream.pipe(skipBytes(start)) : found.stream;
      },
    };
  };
}
