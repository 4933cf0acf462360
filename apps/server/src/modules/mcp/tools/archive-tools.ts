import {
  archiveListQuerySchema,
  articleEndpoints,
  imageEndpoints,
  saveArticleBodySchema,
  saveImageBodySchema,
  saveSocialPostsBodySchema,
  saveVideoScriptBodySchema,
  saveVoiceOverBodySchema,
  socialPostsEndpoints,
  videoEndpoints,
  videoScriptEndpoints,
  voiceOverEndpoints,
} from '@forja/contracts';
import { z } from 'zod';
import { defineTool, scoped } from '../tool.js';

/** The archives by the name the tools use, with their endpoints (contracts). */
const ARCHIVES = {
  articles: articleEndpoints,
  images: imageEndpoints,
  video_scripts: videoScriptEndpoints,
  voice_overs: voiceOverEndpoints,
  videos: videoEndpoints,
  social_posts: socialPostsEndpoints,
} as const;
type ArchiveName = keyof typeof ARCHIVES;
const ARCHIVE_NAMES = Object.keys(ARCHIVES) as [ArchiveName, ...ArchiveName[]];

export const searchArchives = defineTool({
  name: 'search_archives',
  description: scoped(
    "Searches one of the user's archives of saved work, newest first: articles (by title), " +
      'images (by prompt), video_scripts, voice_overs, videos (rendered videos are kept by ' +
      "themselves) or social_posts. Leave `q` out to list the newest. Pass the answer's " +
      '`nextCursor` as `cursor` for the next page.',
    'read',
  ),
  scope: 'read',
  input: archiveListQuerySchema.extend({ archive: z.enum(ARCHIVE_NAMES) }),
  run: (args, api) => {
    const query = new URLSearchParams();
    if (args.q !== undefined) query.set('q', args.q);
    if (args.cursor !== undefined) query.set('cursor', args.cursor);
    if (args.limit !== undefined) query.set('limit', String(args.limit));
    const search = query.size > 0 ? `?${query}` : '';
    return api('GET', `${ARCHIVES[args.archive].list.path}${search}`);
  },
});

/* What each archive's save takes: the archive's own save body (POST /api/<archive>). */
const saveInput = z.discriminatedUnion('archive', [
  z.object({ archive: z.literal('images'), body: saveImageBodySchema }),
  z.object({ archive: z.literal('articles'), body: saveArticleBodySchema }),
  z.object({ archive: z.literal('video_scripts'), body: saveVideoScriptBodySchema }),
  z.object({ archive: z.literal('voice_overs'), body: saveVoiceOverBodySchema }),
  z.object({ archive: z.literal('social_posts'), body: saveSocialPostsBodySchema }),
]);

export const saveResult = defineTool({
  name: 'save_result',
  description: scoped(
    "Keeps a finished generation's result in its archive (unsaved results expire). `archive` " +
      'picks the save and `body` is what it takes: images {generationId, fileId} (one image of ' +
      'the output per call); voice_overs {generationId, title?}; social_posts {generationId, ' +
      'title, posts}; video_scripts {generationId, idea, options, script}; articles {generationId, ' +
      "title, content, tone, wordCount, language, audience, …} — read them from get_generation's " +
      '`input` and `output`. Saving the same result again answers the first save. Videos are ' +
      'kept when they render and need no save.',
    'archives:write',
  ),
  scope: 'archives:write',
  input: saveInput,
  run: (args, api) => api('POST', ARCHIVES[args.archive].save.path, args.body),
});
