import {
  GENERATION_KINDS,
  GENERATION_TIMEOUTS_MS,
  imageDimensions,
  TITLES_KEPT,
  type BrandBrief,
  type GenerationOperation,
} from '@forja/contracts';
import type { UrlGuard } from '../../../lib/url-guard.js';
import { htmlToText } from '../content/html-text.js';
import { assertHttpUrl, IMAGE_REPLY_MAX_BYTES, postJson } from '../http/post-json.js';
import type { GenerationProvider } from '../provider.js';
import { parseArticle } from './parse-article.js';
import { parseIdeas } from './parse-ideas.js';
import { parseImagePrompt } from './parse-image-prompt.js';
import { parseImageReply } from './parse-image.js';
import { parseScenes } from './parse-scenes.js';
import { parseScript } from './parse-script.js';
import { parseVideoReply } from './parse-video.js';

/*
 * The automation contract (docs/product/generation-settings.md, Providers): one POST
 * with a JSON body per action, to the address configured for the kind, the reply read as
 * text and parsed by the action's parser. Bodies carry exactly the fields existing
 * automations expect, so they keep working unchanged; a text action for a brand kit adds
 * `brand` (the brief), only then.
 */

export interface WebhookUrls {
  /** generate_ideas, generate_post_content, generate_image_prompt */
  article?: string | null;
  /** generate_image */
  image?: string | null;
  /** generate_video_title_idea, generate_video_scenes_text (and generate_video, sent by the renderer) */
  video?: string | null;
  /** generate_video_script */
  videoScript?: string | null;
}

export interface WebhookProviderConfig {
  urls: WebhookUrls;
  /** Where calls may go, every hop (postJson); generation addresses may be local. */
  urlGuard: UrlGuard;
  /** Overrides for tests; defaults are GENERATION_TIMEOUTS_MS. */
  timeoutsMs?: Partial<Record<GenerationOperation, number>>;
  now?: () => Date;
}

export function createWebhookProvider(config: WebhookProviderConfig): GenerationProvider {
  const now = config.now ?? (() => new Date());
  const call = (
    op: GenerationOperation,
    url: string | null | undefined,
    body: object,
    signal?: AbortSignal,
    brand?: BrandBrief,
  ) =>
    postJson({
      url: assertHttpUrl(url),
      guard: config.urlGuard,
      body: brand ? { ...body, brand } : body,
      timeoutMs: config.timeoutsMs?.[op] ?? GENERATION_TIMEOUTS_MS[op],
      signal,
      // An automation may inline the image as base64; text replies keep the default cap.
      ...(op === 'image' ? { maxBytes: IMAGE_REPLY_MAX_BYTES } : {}),
    });
  const { article, image, video, videoScript } = config.urls;

  return {
    kind: 'webhook',

    async write({ operation, webhook, brand }, signal) {
      // The speech family has no automation address: refused as not configured.
      const family = GENERATION_KINDS[operation].family;
      const url = family === 'speech' ? null : config.urls[family];
      const body = { action: webhook.action, ...webhook.body };
      return webhook.parse(await call(operation, url, body, signal, brand));
    },

    async titleIdeas({ idea, brand }, signal) {
      const body = { action: 'generate_ideas', prompt: idea, timestamp: now().toISOString() };
      return parseIdeas(await call('titleIdeas', article, body, signal, brand)).slice(0, TITLES_KEPT);
    },

    async article(input, signal) {
      const { idea, title, tone, wordCount, language, audience } = input;
      const body = {
        action: 'generate_post_content',
        idea,
        title,
        tone,
        wordCount,
        language,
        audience,
        timestamp: now().toISOString(),
      };
      return parseArticle(await call('article', article, body, signal, input.brand));
    },

    async imagePrompt({ title, content }, signal) {
      // The article's text, not its markup: 500 characters of tags would tell the automation little.
      const body = { action: 'generate_image_prompt', title, content: htmlToText(content).slice(0, 500) };
      return parseImagePrompt(await call('imagePrompt', article, body, signal), { title, content });
    },

    async image({ prompt, negativePrompt, resolution, aspect, style, mood }, signal) {
      const body = {
        action: 'generate_image',
        prompt,
        resolution,
        ...(negativePrompt ? { negative_prompt: negativePrompt } : {}),
        ...(aspect ? { aspect_ratio: aspect, ...imageDimensions(resolution, aspect) } : {}),
        ...(style ? { style } : {}),
        ...(mood ? { mood } : {}),
      };
      return parseImageReply(await call('image', image, body, signal));
    },

    async videoTitleIdeas({ idea, brand }, signal) {
      const body = { action: 'generate_video_title_idea', idea };
      return parseIdeas(await call('videoTitleIdeas', video, body, signal, brand)).slice(0, TITLES_KEPT);
    },

    async videoScenes(input, signal) {
      const body = {
        action: 'generate_video_scenes_text',
        videoTitle: input.videoTitle,
        comment: input.comment,
        imageStyle: input.imageStyle,
        resolution: input.resolution,
        numberOfScenes: input.numberOfScenes,
        secondsPerScene: input.secondsPerScene,
        imageModel: input.imageModel,
        voice: input.voice,
        withAudio: input.withAudio,
        language: input.language,
        niche: input.niche,
      };
      const reply = await call('videoScenes', video, body, signal, input.brand);
      return parseScenes(reply, input.numberOfScenes);
    },

    async videoScript({ idea, options, brand }, signal) {
      const body = { action: 'generate_video_script', idea, options };
      return parseScript(await call('videoScript', videoScript, body, signal, brand), idea);
    },

    async renderVideo(input, signal) {
      const body = { action: 'generate_video', ...input };
      return { url: parseVideoReply(await call('video', video, body, signal)) };
    },
  };
}
