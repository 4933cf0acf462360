import type { ServerFailure, ServerFailureResult, ServerKind } from '@forja/contracts';
import { GenerationError } from '../../integrations/generation/index.js';
import { DecryptionError } from '../../lib/crypto.js';

/*
 * A failed call to a model server as the settings page explains it: one reason the page
 * translates, the HTTP status and the start of the reply. Servers word "no such model"
 * differently (OpenAI 404 model_not_found, Ollama 404 "model … not found, try pulling it
 * first", Kokoro-FastAPI 400 "Unsupported model", LocalAI 500 "could not load model"), so
 * the reply is read for it.
 */

const MAX_EXCERPT = 300;
const MODEL_MISSING = /model/i;
const VOICE_MISSING = /voice/i;
const NOT_KNOWN =
  /not found|does not exist|doesn't exist|unknown|unsupported|not available|could not load|invalid/i;

const BY_CODE: Partial<Record<GenerationError['code'], ServerFailure>> = {
  NETWORK_ERROR: 'unreachable',
  TIMEOUT: 'timeout',
  ABORTED: 'timeout',
  WEBHOOK_UNAUTHORIZED: 'unauthorized',
  PROVIDER_UNAUTHORIZED: 'unauthorized',
  WEBHOOK_NOT_FOUND: 'notFound',
  WEBHOOK_RATE_LIMITED: 'rateLimited',
  WEBHOOK_SERVER_ERROR: 'serverError',
  WEBHOOK_HTTP_ERROR: 'httpError',
  INVALID_JSON: 'notJson',
  HTML_RESPONSE: 'notJson',
  EMPTY_RESPONSE: 'emptyReply',
  RESPONSE_TOO_LARGE: 'tooLarge',
  WEBHOOK_INVALID_URL: 'invalidAddress',
  WEBHOOK_MISSING: 'invalidAddress',
  NOT_AN_IMAGE: 'notImage',
  NO_IMAGE_URL: 'notImage',
  IMAGE_FETCH_FAILED: 'notImage',
  IMAGE_URL_REFUSED: 'notImage',
  SPEECH_FAILED: 'notAudio',
};

/** A reply that says the model (or, for speech, the voice) is not one the server has. */
function missingThing(kind: ServerKind | 'list', status: number, body: string): ServerFailure | undefined {
  if (kind === 'list' || ![400, 404, 422, 500].includes(status) || !NOT_KNOWN.test(body)) return undefined;
  if (kind === 'speech' && VOICE_MISSING.test(body) && !MODEL_MISSING.test(body)) return 'voiceNotFound';
  return MODEL_MISSING.test(body) ? 'modelNotFound' : undefined;
}

/** The failure for an error thrown by a list (`list`) or a test of that kind. */
export function serverFailure(
  error: unknown,
  kind: ServerKind | 'list',
  durationMs: number,
  secrets: string[],
): ServerFailureResult {
  const base = { ok: false as const, durationMs };
  if (error instanceof DecryptionError) return { ...base, reason: 'unreadableKey' };
  if (!(error instanceof GenerationError)) return { ...base, reason: 'badReply' };
  const details = error.details ?? {};
  const status = typeof details.status === 'number' ? details.status : undefined;
  const body = typeof details.body === 'string' ? details.body : '';
  const reason =
    (status !== undefined ? missingThing(kind, status, body) : undefined) ??
    (error.code === 'PROVIDER_ERROR' && typeof details.refusal === 'string' ? 'refused' : undefined) ??
    BY_CODE[error.code] ??
    'badReply';
  const excerpt = withoutSecrets(body.trim(), secrets).slice(0, MAX_EXCERPT);
  return {
    ...base,
    reason,
    ...(status !== undefined ? { httpStatus: status } : {}),
    ...(excerpt ? { excerpt } : {}),
  };
}

/** A server that echoes its request must not hand the key back to the page. */
function withoutSecrets(text: string, secrets: string[]): string {
  return secrets.filter((s) => s.length >= 4).reduce((out, s) => out.split(s).join('…'), text);
}
