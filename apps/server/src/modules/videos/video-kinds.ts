import { TITLES_KEPT, VIDEO_RENDER_DEBOUNCE_MS } from '@forja/contracts';
import { GenerationError } from '../../integrations/generation/index.js';
import { callProvider, type KindWorks } from '../generation/kind-work.js';
import type { VideoStudio } from './video-studio.js';

/**
 * The video studio's kinds: title ideas, scenes, and the render, whose library row is created
 * when it is accepted and follows the job. The studio is read per call (tests swap it).
 */
export function videoKinds(studio: () => VideoStudio): KindWorks {
  return {
    videoTitleIdeas: {
      run: async (input, { provider, signal }) => ({
        titles: (await callProvider(() => provider.videoTitleIdeas(input, signal))).slice(0, TITLES_KEPT),
      }),
    },

    videoScenes: {
      run: async (input, { provider, signal }) => ({
        scenes: await callProvider(() => provider.videoScenes(input, signal)),
      }),
    },

    video: {
      debounceMs: VIDEO_RENDER_DEBOUNCE_MS,
      accepted: (input, { userId, generationId }) => studio().accepted(userId, generationId, input),
      run: (input, ctx) => studio().render(input, ctx),
    },

    // Being built on this branch (issue 25): refused as a provider error until then.
    videoRevision: {
      run: () =>
        Promise.reject(new GenerationError('PROVIDER_ERROR', { message: 'Revisions are not rendered yet.' })),
    },
  };
}
