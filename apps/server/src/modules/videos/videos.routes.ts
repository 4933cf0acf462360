import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { videoEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import { registerArchiveRoutes } from '../archives/archive-routes.js';
import { toApiError } from '../generation/generation-errors.js';
import { GenerationError } from '../../integrations/generation/index.js';
import type { PreviewAllowance } from '../plan-access/preview-allowance.js';
import type { VideoStudio } from './video-studio.js';
import type { VideosService } from './videos.service.js';

/**
 * The Video Library and the scene-image preview. Signed-in users, their own rows only
 * (anyone else's id is a 404). Renders start at POST /api/generations { kind: 'video' }.
 */
export function registerVideosRoutes(
  instance: FastifyInstance,
  deps: {
    videos: VideosService;
    studio: VideoStudio;
    sceneImageLimit: (userId: string) => void;
    previews: PreviewAllowance;
    /** Cancels the video's waiting schedules (modules/schedules) before it is deleted. */
    beforeDelete?: (userId: string, id: string) => Promise<void>;
  },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const { videos, studio } = deps;

  registerArchiveRoutes(instance, videoEndpoints, videos, { beforeDelete: deps.beforeDelete });

  // The draft a revision starts from: the user's revisable video only (anyone else's is a 404).
  endpointRoute(app, videoEndpoints.draft, auth, async (req, reply) => {
    reply.headers({ 'cache-control': 'no-store' });
    return videos.draft(currentUser(req).id, req.params.id);
  });

  endpointRoute(app, videoEndpoints.sceneImage, auth, async (req) => {
    const userId = currentUser(req).id;
    // The plan and the day's allowance first; a refused or failed preview is given back.
    const giveBack = await deps.previews.admit(userId, 'sceneImage');
    try {
      deps.sceneImageLimit(userId);
      return await studio.sceneImage(userId, req.body);
    } catch (error) {
      await giveBack();
      if (error instanceof GenerationError) throw toApiError(error);
      throw error;
    }
  });
}
