import type {
  ArticleAudience,
  ArticleLanguage,
  ArticleTone,
  ArticleWordCount,
  AspectRatio,
  BrandBrief,
  GenerationOperation,
  ImageModel,
  ImageMood,
  ImageResolution,
  ImageStyle,
  Scene,
  VideoImageStyle,
  VideoLanguage,
  VideoNiche,
  VideoResolution,
  VideoScript,
  VideoScriptOptions,
  Voice,
} from '@forja/contracts';

/*
 * The one interface every generation backend implements. Services call these operations
 * and never know whether the answer came from an automation webhook, an OpenAI-compatible
 * API or the offline builtin generator. Every operation takes an AbortSignal so a closed
 * request or a shutdown stops the outbound call; failures are GenerationError.
 */

export type ProviderKind = 'builtin' | 'webhook' | 'openai';

/**
 * The text operations' brand (a kit's brief, contracts brand-kits.ts), the same way for all of
 * them: the builtin generator works its keywords and call to action in and never writes an
 * avoided word; a webhook gets it as `brand` in the body; an OpenAI-compatible prompt states it.
 */
export interface BrandedInput {
  brand?: BrandBrief;
}

export interface TitleIdeasInput extends BrandedInput {
  idea: string;
  language: ArticleLanguage;
}

export interface ArticleInput extends BrandedInput {
  idea: string;
  title: string;
  tone: ArticleTone;
  wordCount: ArticleWordCount;
  language: ArticleLanguage;
  audience: ArticleAudience;
}

/** Sanitised HTML, a meta description of at most 160 characters and the tags. */
export interface ArticleOutput {
  html: string;
  metaDescription: string;
  tags: string[];
}

export interface ImagePromptInput {
  title: string;
  /** The article, HTML or text; providers only use its text. */
  content: string;
}

export interface ImageInput {
  prompt: string;
  /** What the picture must not show; the Images API has no field for it, so OpenAI gets it in the prompt. */
  negativePrompt?: string;
  resolution: ImageResolution;
  /** The shape, applied to the resolution by imageDimensions (contracts). */
  aspect?: AspectRatio;
  style?: ImageStyle;
  mood?: ImageMood;
  /**
   * Which image of a request for several (0 first). A provider that draws its own (builtin)
   * varies the drawing with it; one that calls a model gets a new image on each call anyway.
   */
  variant?: number;
}

/** Bytes when the provider produced the file itself; a URL the storage layer must fetch otherwise. */
export type ImageOutput = (
  { kind: 'bytes'; data: Buffer; contentType: string } | { kind: 'url'; url: string }
) & { revisedPrompt?: string };

export interface VideoTitleIdeasInput extends BrandedInput {
  idea: string;
}

export interface VideoScenesInput extends BrandedInput {
  videoTitle: string;
  comment: string;
  imageStyle: VideoImageStyle;
  resolution: VideoResolution;
  numberOfScenes: number;
  secondsPerScene: number;
  imageModel: ImageModel;
  voice: Voice;
  withAudio: boolean;
  language: VideoLanguage;
  niche: VideoNiche;
}

export interface VideoScriptInput extends BrandedInput {
  idea: string;
  options: VideoScriptOptions;
}

export type { Scene, VideoScript };

/** generate_video: the whole draft as the automation expects it (docs/product/generation-settings.md). */
export interface VideoRenderInput {
  prompt: string;
  videoTitle: string;
  style: string;
  duration: number;
  resolution: VideoResolution;
  withAudio: boolean;
  numberOfScenes: number;
  secondsPerScene: number;
  imageModel: ImageModel;
  voice: Voice;
  scenes: VideoRenderScene[];
  niche: VideoNiche;
  language: VideoLanguage;
  imageStyle: VideoImageStyle;
  subtitleStyle: string;
  subtitlePosition: string;
  subtitleFont: string;
  /** Music under the narration: its public address and volume in percent (before ducking); null: none. */
  music: { url: string; volume: number } | null;
}

/**
 * One scene of generate_video: its texts, how long it lasts, how it hands over to the next,
 * and its picture: `generated` (drawn from imagePrompt) or a file at a public address (an
 * image, or a video clip played from startSeconds).
 */
export interface VideoRenderScene extends Scene {
  seconds: number;
  voice: Voice;
  transition: string;
  media:
    | { type: 'generated' }
    | { type: 'image'; url: string }
    | { type: 'video'; url: string; startSeconds: number; fit: string };
}

/**
 * A text operation a studio adds on its own (GenerationProvider.write): how each kind of
 * provider does it, so a new studio needs no edit here or in the providers. The provider
 * brings the transport: the operation's timeout, the webhook address of its kind's family,
 * the OpenAI-compatible chat call with a strict JSON schema, and the error mapping.
 */
export interface WritingTask<T> extends BrandedInput {
  /** The kind this writing is for: its timeout (GENERATION_TIMEOUTS_MS) and its family's webhook. */
  operation: GenerationOperation;
  /**
   * The offline builtin generator's answer, the brand's keywords and call to action worked in;
   * the builtin provider then takes the avoided words out of it (builtin/brand/avoid-words.ts).
   */
  builtin(): T | Promise<T>;
  /** One POST of `{ action, ...body }` to the family's automation; its reply text parsed. */
  webhook: { action: string; body: Record<string, unknown>; parse(text: string): T };
  /** One chat completion (system, then user message) answered in JSON by the schema; that JSON parsed. */
  openai: {
    system: string;
    user: string;
    jsonSchema: { name: string; schema: object };
    parse(json: unknown): T;
  };
}

export interface GenerationProvider {
  readonly kind: ProviderKind;
  /** A studio's own text operation (WritingTask); failures are GenerationError like any other. */
  write<T>(task: WritingTask<T>, signal?: AbortSignal): Promise<T>;
  /** At most TITLES_KEPT titles, never empty (NO_TITLES otherwise). */
  titleIdeas(input: TitleIdeasInput, signal?: AbortSignal): Promise<string[]>;
  article(input: ArticleInput, signal?: AbortSignal): Promise<ArticleOutput>;
  /** At most SUGGESTED_PROMPT_MAX_LENGTH characters. */
  imagePrompt(input: ImagePromptInput, signal?: AbortSignal): Promise<string>;
  image(input: ImageInput, signal?: AbortSignal): Promise<ImageOutput>;
  videoTitleIdeas(input: VideoTitleIdeasInput, signal?: AbortSignal): Promise<string[]>;
  /** Both texts of every scene are 10..500 characters; never empty (NO_SCENES otherwise). */
  videoScenes(input: VideoScenesInput, signal?: AbortSignal): Promise<Scene[]>;
  videoScript(input: VideoScriptInput, signal?: AbortSignal): Promise<VideoScript>;
  /**
   * Renders a whole video elsewhere and answers its link (the webhook's generate_video). Only
   * providers that render videos have it; the others are rendered on this server or by JSON2Video.
   */
  renderVideo?(input: VideoRenderInput, signal?: AbortSignal): Promise<{ url: string }>;
}
