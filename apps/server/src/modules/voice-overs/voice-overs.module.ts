import type { ServerModule } from '../server-module.js';
import { voiceOverKinds } from './voice-over-work.js';
import { createVoiceOverBatch } from './voice-over-batch.js';
import { createVoiceOversRepository } from './voice-overs.repository.js';
import { registerVoiceOversRoutes } from './voice-overs.routes.js';
import { createVoiceOversService } from './voice-overs.service.js';
import type { VoiceOversService } from './voice-overs.service.js';

declare module '../server-module.js' {
  interface Services {
    voiceOvers: VoiceOversService;
  }
}

/** The voice-over studio's archive, voices and free preview (the generation itself is the `voiceOver` kind). */
export const voiceOversModule: ServerModule = {
  name: 'voice-overs',
  services: (s) => ({
    voiceOvers: createVoiceOversService(
      createVoiceOversRepository(s.database.db),
      s.files,
      s.providerResolver,
    ),
  }),
  kinds: (s) =>
    voiceOverKinds({
      speech: async () => (await s.providerResolver.speechEngine()).engine,
      mediaTools: s.config.mediaTools,
    }),
  routes: (app, s) =>
    registerVoiceOversRoutes(app, s.voiceOvers, s.config.voicePreviewRateLimitPerMinute, s.previewAllowance),
  batch: (s) => createVoiceOverBatch(s),
};
