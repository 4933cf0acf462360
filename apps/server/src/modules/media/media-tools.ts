import type { Logger } from 'pino';
import type { Config } from '../../config/env.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import type { VideoRenderer } from '../../integrations/video-render/video-renderer.js';

/*
 * WIRING POINT: the real implementations (`createLocalRenderer` from integrations/video-render,
 * `createSpeechEngine` from integrations/speech) are built on their own branches; until they
 * are merged, both tools answer that they are not installed and a local render fails with
 * RENDER_FAILED / SPEECH_FAILED (nothing charged).
 */
export function createMediaTools(
  _config: Config,
  _log: Logger,
): { renderer: VideoRenderer; speech: SpeechEngine } {
  const missing = (what: string) => () =>
    Promise.reject(new Error(`${what} is not installed on this server.`));
  return {
    renderer: { name: 'unavailable', render: missing('The video renderer') },
    speech: {
      name: 'unavailable',
      voices: () => Promise.resolve([]),
      synthesize: missing('The speech engine'),
    },
  };
}
