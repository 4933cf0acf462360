import {
  ARTICLE_COST,
  articleOutputSchema,
  IMAGE_COST,
  imageOutputSchema,
  imagePromptOutputSchema,
  SUGGESTED_PROMPT_MAX_LENGTH,
  titleIdeasOutputSchema,
  TITLES_KEPT,
  VIDEO_SCRIPT_COST,
  videoScenesOutputSchema,
  videoScriptOutputSchema,
  videoTitleIdeasOutputSchema,
  type ArticleRequest,
  type GenerationKind,
  type ImagePromptRequest,
  type ImageRequest,
  type TitleIdeasRequest,
  type VideoScenesRequest,
  type VideoScriptRequest,
  type VideoTitleIdeasRequest,
} from '@forja/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { GenerationError, type GenerationProvider } from '../../integrations/generation/index.js';
import type { FilesService } from '../files/files.service.js';
import { finishArticle } from './article-output.js';
import { asGenerationError, toApiError } from './generation-errors.js';
import type { GenerationEngine } from './generation-engine.service.js';
import { storeGeneratedImage } from './generated-image.js';
import type { GenerationFamily, ProviderResolver } from './provider-resolver.js';

export interface GenerationServiceDeps {
  engine: GenerationEngine;
  resolver: ProviderResolver;
  files: FilesService;
  /** Hosts provider image links may use even when private (ALLOWED_PRIVATE_HOSTS); the provider's own host is added per call. */
  allowedPrivateHosts: readonly string[];
  log: Logger;
}

interface Step<S extends z.ZodType> {
  userId: string;
  kind: GenerationKind;
  family: GenerationFamily;
  cost: number;
  /** What the generation row records as its input. */
  input: unknown;
  output: S;
  /** `linkHosts`: hosts the provider's links may use even when private (its own, and the operator's list). */
  work: (
    provider: GenerationProvider,
    generationId: string,
    linkHosts: readonly string[],
  ) => Promise<z.infer<S>>;
}

/**
 * One method per wizard step. Each picks the provider the administrator set for its family,
 * runs inside the credit engine (hold, call, capture — or release on any failure), checks the
 * result against its contract and answers it with the generation id and the cost.
 */
export function createGenerationService(deps: GenerationServiceDeps) {
  const { engine, resolver, log } = deps;

  async function run<S extends z.ZodType>(
    step: Step<S>,
  ): Promise<z.infer<S> & { generationId: string; cost: number }> {
    try {
      const { provider, providerKind, ownHosts } = await resolver.providerFor(step.family);
      const linkHosts = [...deps.allowedPrivateHosts, ...ownHosts];
      const request = {
        userId: step.userId,
        kind: step.kind,
        provider: providerKind,
        input: step.input,
        cost: step.cost,
      };
      const { generationId, output } = await engine.run(request, async (id) => {
        const result = await step.work(provider, id, linkHosts);
        const checked = step.output.safeParse(result);
        if (!checked.success) {
          throw new GenerationError('PROVIDER_ERROR', {
            message: 'The generation service returned an incomplete result.',
            details: { fields: checked.error.issues.slice(0, 5).map((i) => i.path.join('.')) },
          });
        }
        return checked.data as z.infer<S>;
      });
      return { ...(output as object), generationId, cost: step.cost } as z.infer<S> & {
        generationId: string;
        cost: number;
      };
    } catch (error) {
      if (!(error instanceof GenerationError)) throw error;
      log.warn({ kind: step.kind, code: error.code, details: error.details }, 'generation failed');
      throw toApiError(error);
    }
  }

  /** The provider's own call: whatever it throws becomes a GenerationError. */
  async function call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw asGenerationError(error);
    }
  }

  return {
    titleIdeas(userId: string, body: TitleIdeasRequest) {
      return run({
        userId,
        kind: 'titleIdeas',
        family: 'article',
        cost: 0,
        input: body,
        output: titleIdeasOutputSchema,
        work: async (p) => ({ titles: (await call(() => p.titleIdeas(body))).slice(0, TITLES_KEPT) }),
      });
    },

    article(userId: string, body: ArticleRequest) {
      return run({
        userId,
        kind: 'article',
        family: 'article',
        cost: ARTICLE_COST,
        input: body,
        output: articleOutputSchema,
        work: async (p) => finishArticle(await call(() => p.article(body))),
      });
    },

    imagePrompt(userId: string, body: ImagePromptRequest) {
      // Providers read the start of the article only; the row need not keep all of it.
      const input = { title: body.title, content: body.content.slice(0, 4000) };
      return run({
        userId,
        kind: 'imagePrompt',
        family: 'article',
        cost: 0,
        input,
        output: imagePromptOutputSchema,
        work: async (p) => ({
          prompt: (await call(() => p.imagePrompt(body))).slice(0, SUGGESTED_PROMPT_MAX_LENGTH),
        }),
      });
    },

    image(userId: string, body: ImageRequest) {
      return run({
        userId,
        kind: 'image',
        family: 'image',
        cost: IMAGE_COST,
        input: body,
        output: imageOutputSchema,
        work: async (p, _id, linkHosts) => {
          const { prompt, resolution, style, mood } = body;
          const image = await call(() => p.image({ prompt, resolution, style, mood }));
          return storeGeneratedImage(image, {
            userId,
            prompt,
            files: deps.files,
            privateHosts: linkHosts,
          });
        },
      });
    },

    videoTitleIdeas(userId: string, body: VideoTitleIdeasRequest) {
      return run({
        userId,
        kind: 'videoTitleIdeas',
        family: 'video',
        cost: 0,
        input: body,
        output: videoTitleIdeasOutputSchema,
        work: async (p) => ({ titles: (await call(() => p.videoTitleIdeas(body))).slice(0, TITLES_KEPT) }),
      });
    },

    videoScenes(userId: string, body: VideoScenesRequest) {
      return run({
        userId,
        kind: 'videoScenes',
        family: 'video',
        cost: 0,
        input: body,
        output: videoScenesOutputSchema,
        work: async (p) => ({ scenes: await call(() => p.videoScenes(body)) }),
      });
    },

    videoScript(userId: string, body: VideoScriptRequest) {
      return run({
        userId,
        kind: 'videoScript',
        family: 'videoScript',
        cost: VIDEO_SCRIPT_COST,
        input: body,
        output: videoScriptOutputSchema,
        work: async (p) => ({ script: await call(() => p.videoScript(body)) }),
      });
    },
  };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
