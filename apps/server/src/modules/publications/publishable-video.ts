import type { Readable } from 'node:stream';
import type { MediaCredit } from '@forja/contracts';

/*
 * What publishing needs of a library video. The video library (modules/videos) provides the
 * lookup; publishing never reads the videos table itself, so either side can change.
 */
export interface PublishableVideo {
  id: string;
  userId: string;
  title: string;
  fileSize: number;
  /** Seconds, when the library knows it (platforms with a length limit check it before uploading). */
  durationSeconds: number | null;
  /** Who made the stock footage in it: added to the description or caption. */
  credits: MediaCredit[];
  /** The file's type, video/mp4 for the studio's renders. */
  contentType: string;
  /** The file's bytes from `start` (for resuming an upload) to the end. */
  open(start?: number): Readable | Promise<Readable>;
}

/** The user's video, or undefined when it is not theirs, not finished or gone. */
export type PublishableVideoSource = (
  userId: string,
  videoId: string,
) => Promise<PublishableVideo | undefined>;

/** Reads bytes [start, end) of the video. */
export async function readVideoRange(video: PublishableVideo, start: number, end: number): Promise<Buffer> {
  const stream = await video.open(start);
  const wanted = end - start;
  const parts: Buffer[] = [];
  let have = 0;
  try {
    for await (const chunk of stream) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      parts.push(buf);
      have += buf.length;
      if (have >= wanted) break;
    }
  } finally {
    stream.destroy();
  }
  const all = Buffer.concat(parts);
  if (all.length < wanted)
    throw new Error(`The video file is shorter than its recorded size (${start + all.length} < ${end}).`);
  return all.subarray(0, wanted);
}
