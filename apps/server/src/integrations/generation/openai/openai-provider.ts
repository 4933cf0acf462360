import {
  GENERATION_TIMEOUTS_MS,
  TITLES_KEPT,
  type AspectRatio,
  type BrandBrief,
  type GenerationOperation,
} from '@forja/contracts';
import type { UrlGuard } from '../../../lib/url-guard.js';
import { GenerationError, invalidJsonError } from '../errors.js';
import { htmlToText } from '../content/html-text.js';
import { decodeBase64Image } from '../content/image-bytes.js';
import { asNonEmptyString, isRecord, parseJsonLoose } from '../content/json-text.js';
import { assertHttpUrl, IMAGE_REPLY_MAX_BYTES, postJson } from '../http/post-json.js';
import type { GenerationProvider, ImageOutput } from '../provider.js';
import { parseArticle } from '../webhook/parse-article.js';
import { parseIdeas } from '../webhook/parse-ideas.js';
import { parseImagePrompt } from '../webhook/parse-image-prompt.js';
import { parseScenes } from '../webhook/parse-scenes.js';
import { parseScript } from '../webhook/parse-script.js';
import { withBrand } from './brand-prompt.js';
import { ARTICLE_SCHEMA, SCENES_SCHEMA, SCRIPT_SCHEMA, TITLES_SCHEMA } from './json-schemas.js';
import * as prompts from './prompts.js';

/*
 * Any OpenAI-compatible API (OpenAI, Ollama, LM Studio, vLLM, OpenRouter): Chat Completions
 * with structured output for text, the Images API for pictures. Model answers go through
 * the same parsers as webhook replies, so sanitising and length rules are enforced once.
 * A text operation's brand brief is stated in its user message (brand-prompt.ts).
 */

export interface OpenAiProviderConfig {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  /** Empty for local servers that need none. */
  apiKey: string;
  textModel: string;
  imageModel: string;
  /** Where calls may go, every hop (postJson); generation addresses may be local. */
  urlGuard: UrlGuard;
  timeoutsMs?: Partial<Record<GenerationOperation, number>>;
}

export function createOpenAiProvider(config: OpenAiProviderConfig): GenerationProvider {
  const timeout = (op: GenerationOperation) => config.timeoutsMs?.[op] ?? GENERATION_TIMEOUTS_MS[op];
  const headers = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : undefined;
  const endpoint = (path: string) => `${assertHttpUrl(config.baseUrl).replace(/\/+$/, '')}${path}`;

  /** Returns the assistant message text (JSON text when a schema is given). */
  async function chat(
    op: GenerationOperation,
    messages: prompts.ChatMessage[],
    schema?: { name: string; schema: object },
    signal?: AbortSignal,
    brand?: BrandBrief,
  ) {
    const body = {
      model: config.textModel,
      messages: withBrand(messages, brand),
      ...(schema
        ? {
            response_format: {
              type: 'json_schema',
              json_schema: { name: schema.name, strict: true, schema: schema.schema },
            },
          }
        : {}),
    };
    const text = await postJson({
      url: endpoint('/chat/completions'),
      guard: config.urlGuard,
      body,
      headers,
      timeoutMs: timeout(op),
      signal,
    });
    const reply = parseJsonLoose(text);
    if (!reply.ok) throw invalidJsonError(text);
    const message = firstItem(reply.value, 'choices')?.message;
    const refusal = isRecord(message) ? asNonEmptyString(message.refusal) : undefined;
    if (refusal)
      throw new GenerationError('PROVIDER_ERROR', {
        message: `The model refused: ${refusal}`,
        details: { refusal },
      });
    const content = isRecord(message) ? asNonEmptyString(message.content) : undefined;
    if (!content) throw new GenerationError('EMPTY_RESPONSE', { details: { body: text.slice(0, 500) } });
    return content;
  }

  return {
    kind: 'openai',

    async write({ operation, openai, brand }, signal) {
      const messages: prompts.ChatMessage[] = [
        { role: 'system', content: openai.system },
        { role: 'user', content: openai.user },
      ];
      const content = await chat(operation, messages, openai.jsonSchema, signal, brand);
      const json = parseJsonLoose(content);
      if (!json.ok) throw invalidJsonError(content);
      return openai.parse(json.value);
    },

    async titleIdeas({ idea, language, brand }, signal) {
      const content = await chat(
        'titleIdeas',
        prompts.titleIdeasMessages(idea, language),
        { name: 'title_ideas', schema: TITLES_SCHEMA },
        signal,
        brand,
      );
      return parseIdeas(content).slice(0, TITLES_KEPT);
    },

    async article(input, signal) {
      const content = await chat(
        'article',
        prompts.articleMessages(input),
        { name: 'article', schema: ARTICLE_SCHEMA },
        signal,
        input.brand,
      );
      const out = parseArticle(content);
      return { ...out, tags: out.tags.slice(0, 8) };
    },

    async imagePrompt({ title, content }, signal) {
      const text = htmlToText(content).slice(0, 3000);
      const reply = await chat('imagePrompt', prompts.imagePromptMessages(title, text), undefined, signal);
      return parseImagePrompt(reply, { title, content });
    },

    async image({ prompt, negativePrompt, resolution, aspect, style, mood }, signal) {
      const fullPrompt = [
        prompt,
        style && `Style: ${style}.`,
        mood && `Mood: ${mood}.`,
        aspect && `Aspect ratio: ${aspect}.`,
        negativePrompt && `Avoid: ${negativePrompt}.`,
      ]
        .filter(Boolean)
        .join(' ');
      const body = {
        model: config.imageModel,
        prompt: fullPrompt,
        size: aspect ? openAiImageSize(aspect) : resolution,
        n: 1,
        response_format: 'b64_json',
      };
      const text = await postJson({
        url: endpoint('/images/generations'),
        guard: config.urlGuard,
        body,
        headers,
        timeoutMs: timeout('image'),
        signal,
        maxBytes: IMAGE_REPLY_MAX_BYTES,
      });
      return readImage(text);
    },

    async videoTitleIdeas({ idea, brand }, signal) {
      const content = await chat(
        'videoTitleIdeas',
        prompts.videoTitleMessages(idea),
        { name: 'video_titles', schema: TITLES_SCHEMA },
        signal,
        brand,
      );
      return parseIdeas(content).slice(0, TITLES_KEPT);
    },

    async videoScenes(input, signal) {
      const content = await chat(
        'videoScenes',
        prompts.scenesMessages(input),
        { name: 'video_scenes', schema: SCENES_SCHEMA },
        signal,
        input.brand,
      );
      return parseScenes(content, input.numberOfScenes);
    },

    async videoScript(input, signal) {
      const content = await chat(
        'videoScript',
        prompts.scriptMessages(input),
        { name: 'video_script', schema: SCRIPT_SCHEMA },
        signal,
        input.brand,
      );
      return parseScript(content, input.idea);
    },
  };
}

/** Images API reply: data[0].b64_json (preferred, no second download) or data[0].url. */
function readImage(text: string): ImageOutput {
  const reply = parseJsonLoose(text);
  if (!reply.ok) throw invalidJsonError(text);
  const item = firstItem(reply.value, 'data');
  const revised = item ? asNonEmptyString(item.revised_prompt) : undefined;
  const extra = revised ? { revisedPrompt: revised } : {};
  const b64 = item ? asNonEmptyString(item.b64_json) : undefined;
  if (b64) {
    const bytes = decodeBase64Image(b64);
    if (!bytes)
      throw new GenerationError('PROVIDER_ERROR', {
        message: 'The image service returned data that is not an image.',
      });
    return { kind: 'bytes', ...bytes, ...extra };
  }
  const url = item ? asNonEmptyString(item.url) : undefined;
  if (url && /^https?:\/\//i.test(url)) return { kind: 'url', url, ...extra };
  throw new GenerationError('NO_IMAGE_URL', { details: { body: text.slice(0, 500) } });
}

function firstItem(value: unknown, key: string): Record<string, unknown> | undefined {
  if (!isRecord(value) || !Array.isArray(value[key])) return undefined;
  const first: unknown = value[key][0];
  return isRecord(first) ? first : undefined;
}

/** The Images API takes three sizes; an aspect ratio picks the nearest shape. */
function openAiImageSize(aspect: AspectRatio): string {
  const [w = 1, h = 1] = aspect.split(':').map(Number);
  if (w === h) return '1024x1024';
  return w > h ? '1792x1024' : '1024x1792';
}
