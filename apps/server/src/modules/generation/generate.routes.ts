import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  articleRequestSchema,
  articleResponseSchema,
  GENERATE_PATHS,
  imagePromptRequestSchema,
  imagePromptResponseSchema,
  imageRequestSchema,
  imageResponseSchema,
  titleIdeasRequestSchema,
  titleIdeasResponseSchema,
  videoScenesRequestSchema,
  videoScenesResponseSchema,
  videoScriptRequestSchema,
  videoScriptResponseSchema,
  videoTitleIdeasRequestSchema,
  videoTitleIdeasResponseSchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { GenerationService } from './generation.service.js';

/**
 * One endpoint per wizard step. Signed-in users only; a per-address limit here on top of
 * the engine's per-user limits (3 running, N a minute).
 */
export function registerGenerateRoutes(
  instance: FastifyInstance,
  deps: { generation: GenerationService; perAddressPerMinute: number },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const g = deps.generation;
  const opts = {
    onRequest: app.requireUser,
    config: { rateLimit: { max: deps.perAddressPerMinute, timeWindow: '1 minute' } },
  };

  app.post(
    GENERATE_PATHS.titleIdeas,
    { ...opts, schema: { body: titleIdeasRequestSchema, response: { 200: titleIdeasResponseSchema } } },
    (req) => g.titleIdeas(currentUser(req).id, req.body),
  );
  app.post(
    GENERATE_PATHS.article,
    { ...opts, schema: { body: articleRequestSchema, response: { 200: articleResponseSchema } } },
    (req) => g.article(currentUser(req).id, req.body),
  );
  app.post(
    GENERATE_PATHS.imagePrompt,
    { ...opts, schema: { body: imagePromptRequestSchema, response: { 200: imagePromptResponseSchema } } },
    (req) => g.imagePrompt(currentUser(req).id, req.body),
  );
  app.post(
    GENERATE_PATHS.image,
    { ...opts, schema: { body: imageRequestSchema, response: { 200: imageResponseSchema } } },
    (req) => g.image(currentUser(req).id, req.body),
  );
  app.post(
    GENERATE_PATHS.videoTitleIdeas,
    {
      ...opts,
      schema: { body: videoTitleIdeasRequestSchema, response: { 200: videoTitleIdeasResponseSchema } },
    },
    (req) => g.videoTitleIdeas(currentUser(req).id, req.body),
  );
  app.post(
    GENERATE_PATHS.videoScenes,
    { ...opts, schema: { body: videoScenesRequestSchema, response: { 200: videoScenesResponseSchema } } },
    (req) => g.videoScenes(currentUser(req).id, req.body),
  );
  app.post(
    GENERATE_PATHS.videoScript,
    { ...opts, schema: { body: videoScriptRequestSchema, response: { 200: videoScriptResponseSchema } } },
    (req) => g.videoScript(currentUser(req).id, req.body),
  );
}
