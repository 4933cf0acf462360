import {
  SUGGESTED_PROMPT_MAX_LENGTH,
  TITLES_KEPT,
  VIDEO_RENDER_DEBOUNCE_MS,
  type GenerationInput,
  type ImageOutput,
  type GenerationKindName,
  type GenerationOutput,
} from '@forja/contracts';
import type { VideoStudio } from '../videos/video-studio.js';
import { finishArticle } from './article-output.js';
import { asGenerationError } from './generation-errors.js';
import { storeGeneratedImage } from './generated-image.js';
import type { KindContext } from './kind-context.js';
import { runVoiceOver } from './voice-over-work.js';

export type { KindContext } from './kind-context.js';

/** What a queued kind's accept step gets: the generation just held, before its job is sent. */
export interface AcceptContext {
  userId: string;
  generationId: string;
  video: VideoStudio;
}

/**
 * How the server does one kind of generation. Everything else about a kind (its input and
 * output schemas, cost, family, whether it is queued) is declared in the contracts'
 * GENERATION_KINDS; a new kind adds an entry there and one here.
 */
export interface KindWork<K extends GenerationKindName> {
  /** What the generation row keeps of the input, when not all of it. */
  recordInput?: (input: GenerationInput<K>) => unknown;
  run: (input: GenerationInput<K>, ctx: KindContext) => Promise<GenerationOutput<K>>;
  /** Queued kinds: runs once the credits are held, before the job is sent; a failure cancels the generation. */
  accepted?: (input: GenerationInput<K>, ctx: AcceptContext) => Promise<void>;
  /** A second identical request of the same user within this time answers the first generation. */
  debounceMs?: number;
}

/** The provider's own call: whatever it throws becomes a GenerationError. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw asGenerationError(error);
  }
}

export const KIND_WORK: { [K in GenerationKindName]: KindWork<K> } = {
  titleIdeas: {
    run: async (input, { provider, signal }) => ({
      titles: (await call(() => provider.titleIdeas(input, signal))).slice(0, TITLES_KEPT),
    }),
  },

  article: {
    run: async (input, { provider, signal, report }) => {
      await report({ name: 'writing' });
      const article = await call(() => provider.article(input, signal));
      await report({ name: 'checking' });
      return finishArticle(article);
    },
  },

  imagePrompt: {
    // Providers read the start of the article only; the row need not keep all of it.
    recordInput: (input) => ({ title: input.title, content: input.content.slice(0, 4000) }),
    run: async (input, { provider, signal }) => ({
      prompt: (await call(() => provider.imagePrompt(input, signal))).slice(0, SUGGESTED_PROMPT_MAX_LENGTH),
    }),
  },

  image: {
    run: async (
      { prompt, negativePrompt, resolution, aspect, style, mood },
      { provider, signal, report, userId, files, linkHosts },
    ) => {
      const image = await call(() =>
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
        const image = await call(() =>
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

  videoTitleIdeas: {
    run: async (input, { provider, signal }) => ({
      titles: (await call(() => provider.videoTitleIdeas(input, signal))).slice(0, TITLES_KEPT),
    }),
  },

  videoScenes: {
    run: async (input, { provider, signal }) => ({
      scenes: await call(() => provider.videoScenes(input, signal)),
    }),
  },

  videoScript: {
    run: async (input, { provider, signal }) => ({
      script: await call(() => provider.videoScript(input, signal)),
    }),
  },

  // The render (modules/videos): its library row is created when accepted and follows the job.
  video: {
    debounceMs: VIDEO_RENDER_DEBOUNCE_MS,
    accepted: (input, { userId, generationId, video }) => video.accepted(userId, generationId, input),
    run: (input, ctx) => ctx.video.render(input, ctx),
  },

  voiceOver: {
    run: (input, ctx) => call(() => runVoiceOver(input, ctx)),
  },
};
