import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  composeSocialPost,
  socialPostsEndpoints,
  socialPostsInputSchema,
  type SavedSocialPosts,
  type SaveSocialPostsInput,
  type SocialPost,
} from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { cursorAtOf } from '../../db/newest-first.js';
import { generations } from '../../db/schema/index.js';
import { notFound, validationError } from '../../lib/app-error.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import { archiveItems, defineArchive, type ArchiveRow } from '../archives/archive-kit.js';
import { registerArchiveRoutes } from '../archives/archive-routes.js';
import { socialPosts } from './social-posts.table.js';
import type { ServerModule } from '../server-module.js';
import { socialPostsKinds } from './social-posts-work.js';
import { createSocialPostsBatch } from './social-posts-batch.js';

/*
 * The social posts archive (docs/product/social-posts-studio.md), from the archive kit: the
 * user's saved sets of posts, searched by title and text, newest first. A set is saved from
 * the user's own finished socialPosts generation, once: what it was written from is the
 * generation's, the posts are as the user edited them, and saving it again updates them.
 */

const socialPostsArchive = defineArchive({
  table: socialPosts,
  noun: 'Social posts',
  cards: (db: Db) =>
    db
      .select({
        id: socialPosts.id,
        title: socialPosts.title,
        sourceStudio: socialPosts.sourceStudio,
        sourceId: socialPosts.sourceId,
        language: socialPosts.language,
        tone: socialPosts.tone,
        posts: socialPosts.posts,
        generationId: socialPosts.generationId,
        createdAt: socialPosts.createdAt,
        demo: demoOutputColumn,
        cursorAt: cursorAtOf(socialPosts.createdAt),
      })
      .from(socialPosts)
      .leftJoin(generations, eq(generations.id, socialPosts.generationId))
      .$dynamic(),
  search: [socialPosts.title, socialPosts.postsText],
});
type SocialPostsRow = ArchiveRow<ReturnType<typeof socialPostsArchive.spec.cards>>;

const toSaved = (row: SocialPostsRow): SavedSocialPosts => ({
  id: row.id,
  title: row.title,
  source: row.sourceStudio && row.sourceId ? { studio: row.sourceStudio, id: row.sourceId } : null,
  language: row.language,
  tone: row.tone,
  posts: row.posts,
  generationId: row.generationId,
  demo: row.demo,
  createdAt: row.createdAt.toISOString(),
});

/** What the search reads besides the title: every post as published. */
const postsText = (posts: readonly SocialPost[]) => posts.map(composeSocialPost).join('\n\n');

function createSocialPostsService(db: Db) {
  const rows = socialPostsArchive.rows(db);
  const archive = archiveItems(rows, toSaved);

  /** The generation's request, when it is the user's own finished socialPosts generation. */
  async function askedBy(userId: string, generationId: string) {
    const generation = await rows.ownGeneration(userId, generationId);
    if (!generation || generation.kind !== 'socialPosts' || generation.status !== 'succeeded')
      throw notFound('Generation');
    const asked = socialPostsInputSchema.safeParse(generation.input);
    if (!asked.success) throw validationError([{ path: ['generationId'], message: 'invalid' }]);
    return asked.data;
  }

  return {
    ...archive,

    /** Saves the generation's posts as edited: created the first time, updated after. */
    async save(
      userId: string,
      body: SaveSocialPostsInput,
    ): Promise<{ created: boolean; item: SavedSocialPosts }> {
      const asked = await askedBy(userId, body.generationId);
      // The posts are those the generation wrote: each platform it was asked for, no other.
      const platforms = body.posts.map((post) => post.platform);
      if (platforms.length !== asked.platforms.length || !asked.platforms.every((p) => platforms.includes(p)))
        throw validationError([{ path: ['posts'], message: 'invalid' }]);
      const edited = { title: body.title, posts: body.posts, postsText: postsText(body.posts) };
      const saved = await archive.saveOnce(
        userId,
        { unique: socialPosts.generationId, value: body.generationId },
        async () => ({
          userId,
          ...edited,
          sourceStudio: asked.source?.studio ?? null,
          sourceId: asked.source?.id ?? null,
          language: asked.language,
          tone: asked.tone,
          generationId: body.generationId,
        }),
      );
      if (saved.created) return saved;
      await db
        .update(socialPosts)
        .set(edited)
        .where(and(eq(socialPosts.id, saved.item.id), eq(socialPosts.userId, userId)));
      return { created: false, item: await archive.get(userId, saved.item.id) };
    },
  };
}
export type SocialPostsService = ReturnType<typeof createSocialPostsService>;

/** Signed-in users, their own rows only (anyone else's id, or generation, is a 404). */
function registerSocialPostsRoutes(instance: FastifyInstance, service: SocialPostsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  endpointRoute(app, socialPostsEndpoints.save, { onRequest: app.requireUser }, async (req, reply) => {
    const { created, item } = await service.save(currentUser(req).id, req.body);
    return reply.status(created ? 201 : 200).send(item);
  });
  registerArchiveRoutes(instance, socialPostsEndpoints, service);
}

declare module '../server-module.js' {
  interface Services {
    socialPosts: SocialPostsService;
  }
}

/** The social posts studio (docs/product/social-posts-studio.md): its kind's work and its archive. */
export const socialPostsModule: ServerModule = {
  name: 'socialPosts',
  services: (s) => ({ socialPosts: createSocialPostsService(s.database.db) }),
  kinds: (s) => socialPostsKinds(s),
  routes: (app, s) => registerSocialPostsRoutes(app, s.socialPosts),
  batch: (s) => createSocialPostsBatch(s),
};
