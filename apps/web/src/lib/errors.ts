import type { TFunction } from 'i18next';
import { i18n } from './i18n';
import { isApiRequestError } from './api-client';
import {
  EMAIL_MAX_LENGTH,
  IDEA_MIN_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SCENE_TEXT_MAX_LENGTH,
  SCENE_TEXT_MIN_LENGTH,
} from '@forja/contracts';

/** Values the validation messages may interpolate ("at least {{min}} characters"). */
const VALIDATION_VALUES = {
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  ideaMin: IDEA_MIN_LENGTH,
  sceneMin: SCENE_TEXT_MIN_LENGTH,
  sceneMax: SCENE_TEXT_MAX_LENGTH,
};

/** Turns a message key from a contracts schema (or a server field error) into text. */
export function validationMessage(t: TFunction, key: string | undefined): string {
  if (!key) return t('validation:invalid');
  const fullKey = `validation:${key}`;
  return i18n.exists(fullKey) ? t(fullKey, VALIDATION_VALUES) : t('validation:invalid');
}

/** Codes that say nothing specific, so a screen's own wording (its fallback) reads better. */
const UNSPECIFIC_CODES = new Set(['INTERNAL_ERROR']);

/**
 * The translated text for an error, looked up by its `code` in the `errors` namespace.
 * `fallbackKey` is the screen's own wording for unknown or unspecific errors.
 */
export function errorMessage(t: TFunction, error: unknown, fallbackKey = 'errors:generic'): string {
  if (!isApiRequestError(error) || UNSPECIFIC_CODES.has(error.code)) return t(fallbackKey);
  const seconds = error.details?.retryAfterSeconds;
  if ((error.code === 'TOO_MANY_ATTEMPTS' || error.code === 'RATE_LIMITED') && typeof seconds === 'number') {
    return t('errors:retryAfter', { count: Math.max(1, Math.ceil(seconds)) });
  }
  const key = `errors:${error.code}`;
  // Details carry the numbers some messages name (required and available credits, limits).
  return i18n.exists(key) ? t(key, { ...error.details }) : t(fallbackKey);
}

/**
 * A failed generation in words: why (the service's failure, never the reader's connection
 * unless the browser itself lost it) and that it cost nothing, since a failure is never charged.
 */
export function generationFailureMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  const message = errorMessage(t, error, fallbackKey);
  const noCost = t('wizard:error.noCost');
  return message.includes(noCost) ? message : `${message} ${noCost}`;
}

/** Server-side field errors (`details.fields`), first message key per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiRequestError(error) || !error.details?.fields) return {};
  const result: Record<string, string> = {};
  for (const [field, keys] of Object.entries(error.details.fields)) {
    if (keys[0]) result[field] = keys[0];
  }
  return result;
}
