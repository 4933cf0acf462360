import type { GenerationProvider } from '../../integrations/generation/index.js';
import type { MediaToolsChoice } from '../../integrations/media/find-ffmpeg.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import type { FilesService } from '../files/files.service.js';
import type { VideoStudio } from '../videos/video-studio.js';
import type { WorkContext } from './generation-engine.service.js';

/** What a kind's work gets besides its input: the provider, the engine's context and the studio's files. */
export interface KindContext extends WorkContext {
  userId: string;
  provider: GenerationProvider;
  files: FilesService;
  /** Hosts the provider's links may use even when private: its own, and the operator's list. */
  linkHosts: readonly string[];
  /** The video studio (scene images, speech, renderer, JSON2Video) for the `video` kind. */
  video: VideoStudio;
  /** The speech engine, for kinds of the speech family (null for the others). */
  speech: SpeechEngine | null;
  /** Which ffmpeg to use (MEDIA_TOOLS). */
  mediaTools: MediaToolsChoice;
  /** Records the image family's provider when the work draws pictures with it (demo-output.ts). */
  recordImageProvider(kind: string): Promise<void>;
}
