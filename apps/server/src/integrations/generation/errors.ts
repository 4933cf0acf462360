import type { GenerationErrorCode } from '@forja/contracts';

/*
 * English messages for each stable code. The web shows its own translation of
 * the code; this text is for logs, API `message` and admins testing an endpoint.
 */
const MESSAGES: Record<GenerationErrorCode, string> = {
  WEBHOOK_MISSING: 'No generation endpoint is configured. Contact the administrator or check the settings.',
  WEBHOOK_INVALID_URL:
    'The configured generation endpoint is not a valid http(s) URL. Contact the administrator or check the settings.',
  WEBHOOK_NOT_FOUND: 'Webhook URL not found (404). Double check the URL in settings.',
  WEBHOOK_UNAUTHORIZED: 'Access denied to webhook (403/401). Check your credentials or authorization.',
  WEBHOOK_RATE_LIMITED: 'Rate limit exceeded (429). Wait a moment and try again.',
  WEBHOOK_SERVER_ERROR: 'Server error on webhook (5xx). The webhook service might be down.',
  WEBHOOK_HTTP_ERROR: 'Webhook error',
  EMPTY_RESPONSE: 'The generation service returned an empty response.',
  TIMEOUT: 'The operation timed out. Please try again.',
  ABORTED: 'The generation was cancelled.',
  NETWORK_ERROR: 'Network error: could not reach the generation service.',
  INVALID_JSON: 'Invalid JSON response format',
  CONTENT_TOO_SHORT: 'The generated content is too short (10 characters or fewer).',
  NO_CONTENT: 'Could not extract the content from the response.',
  NO_TITLES: 'No titles found in the response.',
  NO_IMAGE_URL: 'No image URL found in the response.',
  NO_SCENES: 'No scenes received.',
  RESPONSE_TOO_LARGE: 'The generation service returned a response that is too large.',
  PROVIDER_ERROR: 'The generation service failed.',
  IMAGE_URL_REFUSED:
    'The generated image is at an address the server may not fetch (private or local network).',
  IMAGE_FETCH_FAILED: 'The generated image could not be accessed. Please try generating a new image.',
  NOT_AN_IMAGE: 'The generation service returned something that is not a PNG, JPEG, WebP or GIF image.',
  NO_VIDEO_URL: 'The video was rendered but no video URL was received.',
  NO_PROJECT_ID: 'Failed to start video generation: no project ID received.',
  RENDER_FAILED: 'Video rendering failed.',
  SPEECH_FAILED: 'The narration could not be synthesized.',
  VIDEO_FETCH_FAILED: 'The rendered video could not be downloaded into storage.',
  VIDEO_LINK_EXPIRED: 'The video link has expired.',
  PROVIDER_UNAUTHORIZED: 'The video service refused the API key (401/403).',
  HTML_RESPONSE: 'The video service answered with an HTML page instead of JSON: check its address.',
  JSON2VIDEO_NOT_CONFIGURED: 'JSON2Video is chosen for videos but JSON2VIDEO_API_KEY is not set.',
  STORAGE_UNAVAILABLE: 'The file storage could not be reached. Try again later.',
};

export interface GenerationErrorDetails {
  status?: number;
  /** Start of the reply body, for diagnosing a misconfigured automation. */
  body?: string;
  [key: string]: unknown;
}

export class GenerationError extends Error {
  override readonly name = 'GenerationError';
  readonly code: GenerationErrorCode;
  readonly details: GenerationErrorDetails | undefined;

  /** `message` overrides the catalogue text where data belongs in it (status, excerpt). */
  constructor(
    code: GenerationErrorCode,
    options: { message?: string; details?: GenerationErrorDetails; cause?: unknown } = {},
  ) {
    super(options.message ?? MESSAGES[code], { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
}

/** Maps a non-2xx status to its error (same mapping for webhooks and OpenAI-compatible APIs). */
export function httpStatusError(status: number, statusText: string, body: string): GenerationError {
  const details = { status, body: body.slice(0, 500) };
  if (status === 404) return new GenerationError('WEBHOOK_NOT_FOUND', { details });
  if (status === 401 || status === 403) return new GenerationError('WEBHOOK_UNAUTHORIZED', { details });
  if (status === 429) return new GenerationError('WEBHOOK_RATE_LIMITED', { details });
  if (status >= 500 && status <= 599) return new GenerationError('WEBHOOK_SERVER_ERROR', { details });
  const text = statusText || body.trim().slice(0, 200);
  return new GenerationError('WEBHOOK_HTTP_ERROR', {
    message: `Webhook error: ${status} ${text}`.trim(),
    details,
  });
}

/** 'Invalid JSON response format: <excerpt>'. */
export function invalidJsonError(text: string): GenerationError {
  const excerpt = text.trim().slice(0, 100);
  return new GenerationError('INVALID_JSON', {
    message: `Invalid JSON response format: ${excerpt}`,
    details: { body: text.slice(0, 500) },
  });
}
