import {
  articleEndpoints,
  createScheduleBodySchema,
  publicationEndpoints,
  publishArticleBodySchema,
  scheduleEndpoints,
  tiktokPublishSchema,
  youtubePublishSchema,
} from '@forja/contracts';
import { z } from 'zod';
import { pathOf } from '../api-call.js';
import { defineTool, scoped } from '../tool.js';

/** The item and the platform's fields, shaped like a schedule's body (without the time). */
const publishInput = z.discriminatedUnion('platform', [
  z.object({
    platform: z.literal('wordpress'),
    itemId: z.uuid(),
    fields: publishArticleBodySchema.optional(),
  }),
  z.object({
    platform: z.literal('youtube'),
    itemId: z.uuid(),
    fields: youtubePublishSchema.omit({ platform: true }),
  }),
  z.object({
    platform: z.literal('tiktok'),
    itemId: z.uuid(),
    fields: tiktokPublishSchema.omit({ platform: true }),
  }),
]);

export const publish = defineTool({
  name: 'publish',
  description: scoped(
    'Publishes now to a platform the user connected in Settings: a saved article to WordPress ' +
      "(`itemId` the article's id; without `fields` it goes as a draft with its title, meta " +
      'description and tags), or a video of the Video Library to YouTube or TikTok (`itemId` the ' +
      "video's id; the upload is queued and the answer is the publication to follow).",
    'publish',
  ),
  scope: 'publish',
  input: publishInput,
  run: (args, api) =>
    args.platform === 'wordpress'
      ? api('POST', pathOf(articleEndpoints.publish.path, { id: args.itemId }), args.fields ?? {})
      : api('POST', pathOf(publicationEndpoints.publish.path, { id: args.itemId }), {
          platform: args.platform,
          ...args.fields,
        }),
});

export const schedule = defineTool({
  name: 'schedule',
  description: scoped(
    'Plans a publication for later: a saved article on WordPress or a video on YouTube or TikTok, ' +
      "at `localTime` (YYYY-MM-DDTHH:mm) in `timeZone` (the user's own zone when left out), with " +
      "the same fields as publish. It shows in the user's calendar.",
    'publish',
  ),
  scope: 'publish',
  input: createScheduleBodySchema,
  run: (args, api) => api('POST', scheduleEndpoints.create.path, args),
});
