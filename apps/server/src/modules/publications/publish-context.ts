import type { OAuthPlatform } from '@forja/contracts';
import type { PublishableVideo } from './publishable-video.js';

/** What a platform's uploader gets from the job: the video, the user's token, and where to record progress. */
export interface PublishContext<UploadState, Options> {
  userId: string;
  video: PublishableVideo;
  options: Options;
  /** Saved by an earlier attempt that was interrupted; null on the first. */
  uploadState: UploadState | null;
  saveUploadState(state: UploadState): Promise<void>;
  progress(bytesUploaded: number, status?: 'uploading' | 'processing'): Promise<void>;
  withAccessToken<T>(platform: OAuthPlatform, work: (accessToken: string) => Promise<T>): Promise<T>;
  sleep(ms: number): Promise<void>;
}

export interface PublishResult {
  remoteId: string;
  url: string;
  /** The privacy the platform applied. */
  privacy: string | null;
}
