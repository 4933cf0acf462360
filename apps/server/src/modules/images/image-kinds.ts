import type { ImageOutput } from '@forja/contracts';
import { storeGeneratedImage } from '../files/generated-image.js';
import { callProvider, type KindWorks } from '../generation/kind-work.js';

/** The image studio's kinds: one image, or several of the same prompt. */
export const IMAGE_KINDS: KindWorks = {
  image: {
    run: async (
      { prompt, negativePrompt, resolution, aspect, style, mood },
      { provider, signal, report, userId, files, linkHosts },
    ) => {
      const image = await callProvider(() =>
        provider.image({ prompt, negativePrompt, resolution, aspect, style, mood }, signal),
      );
      await report({ name: 'storing' });
      return storeGeneratedImage(image, { userId, prompt, files, privateHosts: linkHosts });
    },
  },

  images: {
    // One provider call per image, each stored as it comes, so progress is real (i of n).
    run: async (
      { prompt, negativePrompt, resolution, aspect, style, mood, count },
      { provider, signal, report, userId, files, linkHosts },
    ) => {
      const images: ImageOutput[] = [];
      for (let i = 0; i < count; i++) {
        await report({ name: 'rendering', current: i + 1, total: count }, Math.round((i / count) * 100));
        const image = await callProvider(() =>
          provider.image({ prompt, negativePrompt, resolution, aspect, style, mood, variant: i }, signal),
        );
        await report(
          { name: 'storing', current: i + 1, total: count },
          Math.round(((i + 0.5) / count) * 100),
        );
        images.push(await storeGeneratedImage(image, { userId, prompt, files, privateHosts: linkHosts }));
      }
      return { images };
    },
  },
};
