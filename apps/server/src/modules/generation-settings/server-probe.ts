import type { Logger } from 'pino';
import {
  SERVER_LIST_MAX,
  type ServerKind,
  type ServerModelsBody,
  type ServerModelsResult,
  type ServerTestBody,
  type ServerTestResult,
  type ServerVoicesBody,
  type ServerVoicesResult,
} from '@forja/contracts';
import { GenerationError } from '../../integrations/generation/index.js';
import { forbidden } from '../../lib/app-error.js';
import { openAiServerOf, type FamilyProviderDeps } from './family-provider.js';
import type {
  GenerationSettingsRepository,
  GenerationSettingsRow,
} from './generation-settings.repository.js';
import { serverFailure } from './server-failure.js';
import { parseJson, serverGet } from './server-get.js';
import { testImageServer, testSpeechServer, testTextServer } from './server-tests.js';
import { readSpeechKey } from './speech-settings.js';

/*
 * The settings page's "connect a real model" calls, with the values typed in the form (not
 * saved yet): the server's model list (`GET /models`), a speech server's voice list, and a
 * Test that runs one real, tiny generation. Administrators only (the admin scope checks the
 * permission; the service checks again). The key is never returned, not even in a reply
 * excerpt; a stored key only goes to the origin it was saved for.
 */

const LIST_TIMEOUT_MS = 15_000;
const LIST_MAX_BYTES = 2 * 1024 * 1024;

export interface ServerProbeActor {
  isAdmin: boolean;
}

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The stored (address, key) pairs a call of this kind may use. */
function storedServers(row: GenerationSettingsRow, kind: ServerKind) {
  if (kind === 'speech')
    return [{ baseUrl: row.speechBaseUrl.trim(), readKey: (k: Buffer) => readSpeechKey(row, k) }];
  if (kind === 'image') return [openAiServerOf(row, 'image'), openAiServerOf(row, 'text')];
  return [openAiServerOf(row, 'text')];
}

/** ['a', 'b'] from OpenAI's `{data:[{id}]}` (also a bare list, or `{models:[{id|name}]}`). */
function modelIds(reply: unknown): string[] | undefined {
  const record = reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : undefined;
  const list = Array.isArray(reply) ? reply : (record?.data ?? record?.models);
  if (!Array.isArray(list)) return undefined;
  const ids = list
    .map((m: unknown) => {
      if (typeof m === 'string') return m;
      const item = m && typeof m === 'object' ? (m as Record<string, unknown>) : {};
      return typeof item.id === 'string' ? item.id : item.name;
    })
    .filter((id): id is string => typeof id === 'string' && id.trim() !== '' && id.length <= 200);
  return [...new Set(ids)].sort((a, b) => a.localeCompare(b)).slice(0, SERVER_LIST_MAX);
}

/** Kokoro-FastAPI's `{voices:[{id,name}]}` or `{voices:['af_heart']}`; also a bare list or `{data:[…]}`. */
function voiceList(reply: unknown): { id: string; label: string }[] | null {
  const record = reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : undefined;
  const list = Array.isArray(reply) ? reply : (record?.voices ?? record?.data);
  if (!Array.isArray(list)) return null;
  const voices = list
    .map((v: unknown) => {
      if (typeof v === 'string') return { id: v, label: v };
      const item = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
      const id = [item.id, item.voice_id, item.name].find((x) => typeof x === 'string');
      const label = [item.name, id].find((x) => typeof x === 'string');
      return typeof id === 'string' ? { id, label: label as string } : undefined;
    })
    .filter((v): v is { id: string; label: string } => !!v && v.id.trim() !== '' && v.id.length <= 200);
  const unique = [...new Map(voices.map((v) => [v.id, v])).values()];
  return unique.slice(0, SERVER_LIST_MAX);
}

export function createServerProbe(
  repo: GenerationSettingsRepository,
  deps: FamilyProviderDeps & { log: Logger },
) {
  function assertAdmin(actor: ServerProbeActor) {
    if (!actor.isAdmin) throw forbidden('Only administrators can configure global webhooks.');
  }

  /** The key to send: the typed one, else the stored one for this very origin, else none. */
  async function keyFor(kind: ServerKind, body: ServerModelsBody | ServerVoicesBody): Promise<string> {
    if (body.apiKey) return body.apiKey;
    if (body.useStoredKey === false) return '';
    const row = await repo.read();
    const wanted = origin(body.baseUrl);
    const stored = storedServers(row, kind).find((s) => s.baseUrl && origin(s.baseUrl) === wanted);
    return stored ? stored.readKey(deps.encryptionKey) : '';
  }

  /** Runs one call with its key; any failure becomes the page's reason, never a 500. */
  async function run<T>(
    kind: ServerKind,
    failureKind: ServerKind | 'list',
    body: ServerModelsBody | ServerVoicesBody,
    call: (ctx: {
      base: string;
      headers: Record<string, string>;
      key: string;
      /** Milliseconds since the call began, the key lookup included. */
      elapsed: () => number;
    }) => Promise<T>,
  ): Promise<T | ReturnType<typeof serverFailure>> {
    const started = performance.now();
    const duration = () => Math.round(performance.now() - started);
    let key = '';
    try {
      key = await keyFor(kind, body);
      const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
      return await call({ base: body.baseUrl.replace(/\/+$/, ''), headers, key, elapsed: duration });
    } catch (error) {
      if (!(error instanceof GenerationError)) deps.log.warn({ kind, err: error }, 'server probe failed');
      return serverFailure(error, failureKind, duration(), [key]);
    }
  }

  return {
    // permission: settings.manage
    async listModels(actor: ServerProbeActor, body: ServerModelsBody): Promise<ServerModelsResult> {
      assertAdmin(actor);
      return run(body.kind, 'list', body, async ({ base, headers, elapsed }) => {
        const text = await serverGet({
          url: `${base}/models`,
          headers,
          guard: deps.urlGuard,
          timeoutMs: LIST_TIMEOUT_MS,
          maxBytes: LIST_MAX_BYTES,
        });
        const models = modelIds(parseJson(text));
        if (!models)
          throw new GenerationError(parseJson(text) === undefined ? 'INVALID_JSON' : 'PROVIDER_ERROR', {
            details: { body: text.slice(0, 500) },
          });
        return { ok: true as const, models, durationMs: elapsed() };
      });
    },

    /** A speech server's voices; `voices: null` when it offers no list (404, 405 or no list in the reply). */
    // permission: settings.manage
    async listVoices(actor: ServerProbeActor, body: ServerVoicesBody): Promise<ServerVoicesResult> {
      assertAdmin(actor);
      return run('speech', 'list', body, async ({ base, headers, elapsed }) => {
        let text: string;
        try {
          text = await serverGet({
            url: `${base}/audio/voices`,
            headers,
            guard: deps.urlGuard,
            timeoutMs: LIST_TIMEOUT_MS,
            maxBytes: LIST_MAX_BYTES,
          });
        } catch (error) {
          const status = error instanceof GenerationError ? error.details?.status : undefined;
          if (status === 404 || status === 405)
            return { ok: true as const, voices: null, durationMs: elapsed() };
          throw error;
        }
        return { ok: true as const, voices: voiceList(parseJson(text)), durationMs: elapsed() };
      });
    },

    // permission: settings.manage
    async test(actor: ServerProbeActor, body: ServerTestBody): Promise<ServerTestResult> {
      assertAdmin(actor);
      return run(body.kind, body.kind, body, async ({ base, key, elapsed }) => {
        const ctx = { baseUrl: base, apiKey: key, model: body.model, guard: deps.urlGuard };
        const output =
          body.kind === 'text'
            ? { sentence: await testTextServer(ctx) }
            : body.kind === 'image'
              ? { image: await testImageServer(ctx) }
              : { audio: await testSpeechServer({ ...ctx, voice: body.voice }) };
        return { ok: true as const, ...output, durationMs: elapsed() };
      });
    },
  };
}
export type ServerProbe = ReturnType<typeof createServerProbe>;
