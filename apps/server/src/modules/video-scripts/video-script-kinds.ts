import { callProvider, type KindWorks } from '../generation/kind-work.js';

/** The video script studio's kind. */
export const VIDEO_SCRIPT_KINDS: KindWorks = {
  videoScript: {
    run: async (input, { provider, signal }) => ({
      script: await callProvider(() => provider.videoScript(input, signal)),
    }),
  },
};
