import { TITLES_KEPT, VIDEO_RENDER_DEBOUNCE_MS } from '@forja/contracts';
import { callProvider, type KindWorks } from '../generation/kind-work.js';
import type { VideoStudio } from './video-studio.js';

/**
 * The video studio's kinds: title ideas, scenes, the render and its revision (change one
 * scene), whose library rows are created when they are accepted and follow the job. The
 * studio is read per call (tests swap it).
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
      // The contract's cost, once the draft's archive images, media and music are found the user's.
      price: (input, { userId }) => studio().price(userId, input),
      accepted: (input, { userId, generationId }) => studio().accepted(userId, generationId, input),
      run: (input, ctx) => studio().render(input, ctx),
    },

    // A new version of a finished video: priced from the stored video (its changed scenes only).
    videoRevision: {
      debounceMs: VIDEO_RENDER_DEBOUNCE_MS,
      price: (input, { userId }) => studio().revisionPrice(userId, input),
      accepted: (input, { userId, generationId }) => studio().acceptedRevision(userId, generationId, input),
      run: (input, ctx) => studio().revise(input, ctx),
    },
  };
}
