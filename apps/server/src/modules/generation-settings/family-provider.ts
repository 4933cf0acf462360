import {
  GENERATION_PROVIDER_KINDS,
  isHttpUrl,
  type GenerationConfigProblem,
  type GenerationFamily,
  type GenerationOperation,
  type GenerationProviderKind,
  type StockProvider,
} from '@forja/contracts';
import {
  blockedUrlError,
  createProvider,
  GenerationError,
  type GenerationProvider,
} from '../../integrations/generation/index.js';
import { decryptSecret, DecryptionError } from '../../lib/crypto.js';
import { BlockedUrlError, hostKey, type UrlGuard } from '../../lib/url-guard.js';
import type { GenerationSettingsRow } from './generation-settings.repository.js';

/*
 * Turns the settings row into the provider of one family. Every configuration mistake is a
 * GenerationError the wizard can show (WEBHOOK_MISSING, WEBHOOK_INVALID_URL…) with a
 * `problem` detail the admin page translates; addresses never appear in messages.
 */

/** Associated data of the encrypted key: the ciphertext only decrypts in this column. */
export const API_KEY_CONTEXT = 'generation_settings.openai_api_key';

type ConfigProblem = GenerationConfigProblem;

export interface FamilyProviderDeps {
  encryptionKey: Buffer;
  urlGuard: UrlGuard;
}

const WEBHOOK_COLUMN = {
  article: 'articleWebhook',
  image: 'imageWebhook',
  video: 'videoWebhook',
  videoScript: 'videoScriptWebhook',
} as const satisfies Record<GenerationFamily, keyof GenerationSettingsRow>;

const PROVIDER_COLUMN = {
  article: 'articleProvider',
  image: 'imageProvider',
  video: 'videoProvider',
  videoScript: 'videoScriptProvider',
} as const satisfies Record<GenerationFamily, keyof GenerationSettingsRow>;

export function providerKindOf(row: GenerationSettingsRow, family: GenerationFamily): GenerationProviderKind {
  const value = row[PROVIDER_COLUMN[family]];
  // An unknown value (hand-edited row) falls back to the offline provider rather than failing every call.
  return (GENERATION_PROVIDER_KINDS as readonly string[]).includes(value)
    ? (value as GenerationProviderKind)
    : 'builtin';
}

export function webhookOf(row: GenerationSettingsRow, family: GenerationFamily): string {
  return row[WEBHOOK_COLUMN[family]];
}

/** The plain key: '' when none is stored; throws DecryptionError when it cannot be read. */
export function readApiKey(row: GenerationSettingsRow, encryptionKey: Buffer): string {
  if (!row.openaiApiKeyEncrypted) return '';
  return decryptSecret(row.openaiApiKeyEncrypted, encryptionKey, API_KEY_CONTEXT);
}

/** Associated data of the stock footage keys (one per provider). */
export const STOCK_API_KEY_CONTEXT: Record<StockProvider, string> = {
  pexels: 'generation_settings.pexels_api_key',
  pixabay: 'generation_settings.pixabay_api_key',
};
const STOCK_KEY_COLUMN = { pexels: 'pexelsApiKeyEncrypted', pixabay: 'pixabayApiKeyEncrypted' } as const;

/** A stock provider's key, '' when not set; throws DecryptionError when this server cannot read it. */
export function readStockApiKey(
  row: GenerationSettingsRow,
  provider: StockProvider,
  encryptionKey: Buffer,
): string {
  const encrypted = row[STOCK_KEY_COLUMN[provider]];
  return encrypted ? decryptSecret(encrypted, encryptionKey, STOCK_API_KEY_CONTEXT[provider]) : '';
}

/** Associated data of the images API's own key. */
export const IMAGE_API_KEY_CONTEXT = 'generation_settings.openai_image_api_key';

/** The images API's own key ('' when none); throws DecryptionError when it cannot be read. */
export function readImageApiKey(row: GenerationSettingsRow, encryptionKey: Buffer): string {
  if (!row.openaiImageApiKeyEncrypted) return '';
  return decryptSecret(row.openaiImageApiKeyEncrypted, encryptionKey, IMAGE_API_KEY_CONTEXT);
}

/**
 * The OpenAI-compatible server a family calls and how its key is read: the images API's own
 * server when one is set, else the text server (and its key).
 */
export function openAiServerOf(
  row: GenerationSettingsRow,
  family: GenerationFamily | 'text',
): { baseUrl: string; readKey: (encryptionKey: Buffer) => string } {
  if (family === 'image' && row.openaiImageBaseUrl.trim())
    return { baseUrl: row.openaiImageBaseUrl.trim(), readKey: (k) => readImageApiKey(row, k) };
  return { baseUrl: row.openaiBaseUrl.trim(), readKey: (k) => readApiKey(row, k) };
}

function configError(
  code: 'WEBHOOK_MISSING' | 'WEBHOOK_INVALID_URL' | 'PROVIDER_ERROR',
  problem: ConfigProblem,
  message: string,
) {
  const suffix = ' Contact the administrator or check the settings.';
  return new GenerationError(code, { message: message + suffix, details: { problem } });
}

/** The settings problem that keeps a family from running, without any network check. */
export function configProblem(
  row: GenerationSettingsRow,
  family: GenerationFamily,
  encryptionKey: Buffer,
): GenerationError | undefined {
  const kind = providerKindOf(row, family);
  if (kind === 'webhook') {
    const url = webhookOf(row, family).trim();
    if (!url)
      return configError(
        'WEBHOOK_MISSING',
        'missingWebhook',
        'No webhook address is set for this kind of content.',
      );
    if (!isHttpUrl(url))
      return configError(
        'WEBHOOK_INVALID_URL',
        'invalidWebhook',
        'The webhook address is not a valid http(s) URL.',
      );
  }
  if (kind === 'openai') {
    const server = openAiServerOf(row, family);
    const baseUrl = server.baseUrl;
    if (!baseUrl)
      return configError('WEBHOOK_MISSING', 'missingBaseUrl', 'The OpenAI-compatible API has no base URL.');
    if (!isHttpUrl(baseUrl))
      return configError(
        'WEBHOOK_INVALID_URL',
        'invalidBaseUrl',
        'The OpenAI-compatible base URL is not a valid http(s) URL.',
      );
    if (family === 'image' && !row.openaiImageModel.trim())
      return configError(
        'WEBHOOK_MISSING',
        'missingImageModel',
        'No image model is set for the OpenAI-compatible API.',
      );
    if (family !== 'image' && !row.openaiTextModel.trim())
      return configError(
        'WEBHOOK_MISSING',
        'missingTextModel',
        'No text model is set for the OpenAI-compatible API.',
      );
    try {
      server.readKey(encryptionKey);
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      return configError(
        'PROVIDER_ERROR',
        'unreadableKey',
        'The stored API key cannot be decrypted with this server’s ENCRYPTION_KEY; enter it again.',
      );
    }
  }
  return undefined;
}

/**
 * Runs the address guard before anything is charged, and maps its refusal to the
 * generation error the wizard shows. The provider keeps the guard and runs it again on
 * every hop of every call, and when the socket connects.
 */
async function guard(urlGuard: UrlGuard, url: string): Promise<void> {
  try {
    await urlGuard.check(url);
  } catch (error) {
    throw error instanceof BlockedUrlError ? blockedUrlError(error) : error;
  }
}

export interface FamilyProvider {
  provider: GenerationProvider;
  providerKind: GenerationProviderKind;
  /** The host of its webhook or base URL: image links it returns may point there, local or not. */
  ownHosts: readonly string[];
}

/**
 * The provider for one family, ready to call. A webhook provider only knows its own family's
 * address (the one that passed the guard): article -> ideas, article and image prompt;
 * image -> image; video -> video titles and scenes; videoScript -> script.
 */
export async function buildFamilyProvider(
  row: GenerationSettingsRow,
  family: GenerationFamily,
  deps: FamilyProviderDeps,
  timeoutsMs?: Partial<Record<GenerationOperation, number>>,
): Promise<FamilyProvider> {
  const problem = configProblem(row, family, deps.encryptionKey);
  if (problem) throw problem;
  const kind = providerKindOf(row, family);
  if (kind === 'webhook') {
    const url = webhookOf(row, family).trim();
    await guard(deps.urlGuard, url);
    const provider = createProvider('webhook', {
      urls: { [family]: url },
      urlGuard: deps.urlGuard,
      ...(timeoutsMs ? { timeoutsMs } : {}),
    });
    return { provider, providerKind: kind, ownHosts: [hostKey(new URL(url))] };
  }
  if (kind === 'openai') {
    const server = openAiServerOf(row, family);
    const baseUrl = server.baseUrl;
    await guard(deps.urlGuard, baseUrl);
    const provider = createProvider('openai', {
      baseUrl,
      apiKey: server.readKey(deps.encryptionKey),
      textModel: row.openaiTextModel.trim(),
      imageModel: row.openaiImageModel.trim(),
      urlGuard: deps.urlGuard,
      ...(timeoutsMs ? { timeoutsMs } : {}),
    });
    return { provider, providerKind: kind, ownHosts: [hostKey(new URL(baseUrl))] };
  }
  return { provider: createProvider('builtin', undefined), providerKind: 'builtin', ownHosts: [] };
}
