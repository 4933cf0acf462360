import {
  GENERATION_FAMILIES,
  type StockProvider,
  VIDEO_RENDERER_CHOICES,
  type VideoRenderProvider,
  type VideoRendererChoice,
  type GenerationFamily,
  type GenerationSettings,
  type GenerationSettingsTestResult,
  type GenerationStatus,
  type UpdateGenerationSettingsBody,
} from '@forja/contracts';
import type { Logger } from 'pino';
import { GenerationError } from '../../integrations/generation/index.js';
import { forbidden } from '../../lib/app-error.js';
import { DecryptionError, encryptSecret, maskSecret } from '../../lib/crypto.js';
import {
  API_KEY_CONTEXT,
  buildFamilyProvider,
  configProblem,
  IMAGE_API_KEY_CONTEXT,
  providerKindOf,
  readApiKey,
  readImageApiKey,
  readStockApiKey,
  STOCK_API_KEY_CONTEXT,
  webhookOf,
  type FamilyProviderDeps,
} from './family-provider.js';
import { failureResult, runTestOperation, successResult, TEST_TIMEOUTS_MS } from './connection-test.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit/audit.service.js';
import { createServerProbe } from './server-probe.js';
import {
  buildSpeechEngine,
  readSpeechKey,
  SPEECH_KEY_CONTEXT,
  speechEngineNameOf,
  speechProviderOf,
  testSpeech,
} from './speech-settings.js';
import {
  createGenerationSettingsRepository,
  type ApiKeyChange,
  type GenerationSettingsRepository,
  type GenerationSettingsRow,
} from './generation-settings.repository.js';

/** What anyone but an administrator is told (docs/product/generation-settings.md, Who may do what). */
export const READ_FORBIDDEN = 'Only administrators can configure global webhooks.';
export const UPDATE_FORBIDDEN = 'Only administrators can update global webhooks.';

export interface Actor {
  id: string;
  email: string;
  isAdmin: boolean;
}

export interface GenerationSettingsDeps extends FamilyProviderDeps {
  log: Logger;
  /** A save and its audit record are one transaction. */
  db: Db;
  /** JSON2VIDEO_API_KEY is set. */
  json2videoConfigured: boolean;
  /** The local renderer's name, for the admin page. */
  media: () => { renderer: string };
}

/** The admin's video renderer choice, and who renders now (VIDEO_RENDERER_CHOICES explains `auto`). */
export function videoRenderOf(
  row: GenerationSettingsRow,
  json2videoConfigured: boolean,
): { choice: VideoRendererChoice; active: VideoRenderProvider } {
  const choice = (VIDEO_RENDERER_CHOICES as readonly string[]).includes(row.videoRenderer)
    ? (row.videoRenderer as VideoRendererChoice)
    : 'auto';
  if (choice !== 'auto') return { choice, active: choice };
  if (json2videoConfigured) return { choice, active: 'json2video' };
  return { choice, active: providerKindOf(row, 'video') === 'webhook' ? 'webhook' : 'local' };
}

const perFamily = <T>(value: (family: GenerationFamily) => T) =>
  Object.fromEntries(GENERATION_FAMILIES.map((f) => [f, value(f)])) as Record<GenerationFamily, T>;

export function createGenerationSettingsService(
  repo: GenerationSettingsRepository,
  deps: GenerationSettingsDeps,
) {
  function assertAdmin(actor: Actor, message: string) {
    if (!actor.isAdmin) throw forbidden(message);
  }

  /** A stored key as the admin sees it: masked, or marked unreadable. */
  function maskedKey(read: () => string): { apiKeyMasked: string; apiKeyUnreadable: boolean } {
    try {
      const key = read();
      return { apiKeyMasked: key ? maskSecret(key) : '', apiKeyUnreadable: false };
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      return { apiKeyMasked: '', apiKeyUnreadable: true };
    }
  }

  function keyChange(apiKey: string | undefined, clear: boolean | undefined, context: string): ApiKeyChange {
    if (apiKey) return { keep: false, encrypted: encryptSecret(apiKey, deps.encryptionKey, context) };
    return clear ? { keep: false, encrypted: '' } : { keep: true };
  }

  function stockKeyChange(
    update: { apiKey?: string | undefined; clearApiKey?: boolean | undefined } | undefined,
    provider: StockProvider,
  ): ApiKeyChange {
    return update
      ? keyChange(update.apiKey, update.clearApiKey, STOCK_API_KEY_CONTEXT[provider])
      : { keep: true };
  }

  /** The admin's view: addresses in full, the keys only masked. */
  function toSettings(row: GenerationSettingsRow): GenerationSettings {
    const { apiKeyMasked, apiKeyUnreadable } = maskedKey(() => readApiKey(row, deps.encryptionKey));
    const video = videoRenderOf(row, deps.json2videoConfigured);
    const media = deps.media();
    return {
      providers: perFamily((f) => providerKindOf(row, f)),
      webhooks: perFamily((f) => webhookOf(row, f)),
      openai: {
        baseUrl: row.openaiBaseUrl,
        textModel: row.openaiTextModel,
        imageModel: row.openaiImageModel,
        hasApiKey: row.openaiApiKeyEncrypted !== '',
        apiKeyMasked,
        apiKeyUnreadable,
        imageServer: {
          baseUrl: row.openaiImageBaseUrl,
          hasApiKey: row.openaiImageApiKeyEncrypted !== '',
          ...maskedKey(() => readImageApiKey(row, deps.encryptionKey)),
        },
      },
      video: {
        renderer: video.choice,
        active: video.active,
        json2videoConfigured: deps.json2videoConfigured,
        localRenderer: media.renderer,
        speechEngine: speechEngineNameOf(row),
      },
      stock: {
        pexels: {
          hasApiKey: row.pexelsApiKeyEncrypted !== '',
          ...maskedKey(() => readStockApiKey(row, 'pexels', deps.encryptionKey)),
        },
        pixabay: {
          hasApiKey: row.pixabayApiKeyEncrypted !== '',
          ...maskedKey(() => readStockApiKey(row, 'pixabay', deps.encryptionKey)),
        },
      },
      speech: {
        provider: speechProviderOf(row),
        engine: speechEngineNameOf(row),
        baseUrl: row.speechBaseUrl,
        model: row.speechModel,
        voice: row.speechVoice,
        transcriptionModel: row.speechTranscriptionModel,
        hasApiKey: row.speechApiKeyEncrypted !== '',
        ...maskedKey(() => readSpeechKey(row, deps.encryptionKey)),
      },
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function testSpeechFamily(row: GenerationSettingsRow): Promise<GenerationSettingsTestResult> {
    const provider = speechProviderOf(row);
    const started = performance.now();
    const base = () => ({ provider, durationMs: Math.round(performance.now() - started) });
    try {
      const { sample, timedByEstimate } = await testSpeech(buildSpeechEngine(row, deps));
      return {
        ...successResult({ sample }, base()),
        message: 'The speech engine spoke the test sentence.',
        ...(timedByEstimate ? { timedByEstimate } : {}),
      };
    } catch (error) {
      if (error instanceof GenerationError)
        deps.log.info({ family: 'speech', provider, code: error.code }, 'generation settings test failed');
      else deps.log.error({ family: 'speech', provider, err: error }, 'generation settings test crashed');
      return failureResult(error, base());
    }
  }

  return {
    async get(actor: Actor): Promise<GenerationSettings> {
      assertAdmin(actor, READ_FORBIDDEN);
      return toSettings(await repo.read());
    },

    /** Saves the whole record; saving the same values again is fine (the page saves only changes). */
    async update(actor: Actor, body: UpdateGenerationSettingsBody): Promise<GenerationSettings> {
      assertAdmin(actor, UPDATE_FORBIDDEN);
      const { providers, webhooks, openai, speech } = body;
      const key = keyChange(openai.apiKey, openai.clearApiKey, API_KEY_CONTEXT);
      const imageKey = openai.imageServer
        ? keyChange(openai.imageServer.apiKey, openai.imageServer.clearApiKey, IMAGE_API_KEY_CONTEXT)
        : { keep: true as const };
      const speechKey = speech
        ? keyChange(speech.apiKey, speech.clearApiKey, SPEECH_KEY_CONTEXT)
        : { keep: true as const };
      const stockKeys = {
        pexels: stockKeyChange(body.stock?.pexels, 'pexels'),
        pixabay: stockKeyChange(body.stock?.pixabay, 'pixabay'),
      };
      const stockKeyChanged = { pexels: !stockKeys.pexels.keep, pixabay: !stockKeys.pixabay.keep };
      const values = {
        articleProvider: providers.article,
        imageProvider: providers.image,
        videoProvider: providers.video,
        videoScriptProvider: providers.videoScript,
        articleWebhook: webhooks.article,
        imageWebhook: webhooks.image,
        videoWebhook: webhooks.video,
        videoScriptWebhook: webhooks.videoScript,
        openaiBaseUrl: openai.baseUrl,
        openaiTextModel: openai.textModel,
        openaiImageModel: openai.imageModel,
        ...(openai.imageServer ? { openaiImageBaseUrl: openai.imageServer.baseUrl } : {}),
        ...(body.videoRenderer ? { videoRenderer: body.videoRenderer } : {}),
        ...(speech
          ? {
              speechProvider: speech.provider,
              speechBaseUrl: speech.baseUrl,
              speechModel: speech.model,
              speechVoice: speech.voice,
              speechTranscriptionModel: speech.transcriptionModel,
            }
          : {}),
      };
      const row = await deps.db.transaction(async (tx) => {
        const inTx = createGenerationSettingsRepository(tx);
        const before = await inTx.read();
        const saved = await inTx.write(values, key, actor.id, speechKey, imageKey, stockKeys);
        // What changed, by field name: never the values (the keys are secret, addresses may be).
        const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
          (f) => before[f] !== values[f],
        );
        await recordAudit(tx, {
          action: 'settings.changed',
          actor: { id: actor.id, email: actor.email },
          details: {
            section: 'generation',
            changed,
            keyChanged: !key.keep,
            speechKeyChanged: !speechKey.keep,
            imageKeyChanged: !imageKey.keep,
            stockKeyChanged,
          },
        });
        return saved;
      });
      deps.log.info(
        {
          userId: actor.id,
          providers,
          speech: speech?.provider,
          keyChanged: !key.keep,
          speechKeyChanged: !speechKey.keep,
          imageKeyChanged: !imageKey.keep,
          stockKeyChanged,
        },
        'generation settings saved',
      );
      return toSettings(row);
    },

    /** Sends one harmless request through the saved provider of a family. */
    async test(actor: Actor, family: GenerationFamily | 'speech'): Promise<GenerationSettingsTestResult> {
      assertAdmin(actor, READ_FORBIDDEN);
      const row = await repo.read();
      if (family === 'speech') return testSpeechFamily(row);
      const provider = providerKindOf(row, family);
      const started = performance.now();
      const base = () => ({ provider, durationMs: Math.round(performance.now() - started) });
      try {
        const built = await buildFamilyProvider(row, family, deps, TEST_TIMEOUTS_MS);
        return successResult(await runTestOperation(built.provider, family), base());
      } catch (error) {
        if (error instanceof GenerationError)
          deps.log.info({ family, provider, code: error.code }, 'generation settings test failed');
        else deps.log.error({ family, provider, err: error }, 'generation settings test crashed');
        return failureResult(error, base());
      }
    },

    /** The page's calls to a typed model server: model and voice lists, a real tiny generation. */
    servers: createServerProbe(repo, deps),

    /** Who renders the next video (read per render, so a change applies at once). */
    async videoRender() {
      return videoRenderOf(await repo.read(), deps.json2videoConfigured);
    },

    /**
     * A stock footage provider's key for the server's own calls (never for an answer): '' when
     * none is set, or when this server cannot decrypt it (the admin page says so; searches then
     * answer `configured: false` rather than failing).
     */
    async stockApiKey(provider: StockProvider): Promise<string> {
      const row = await repo.read();
      try {
        return readStockApiKey(row, provider, deps.encryptionKey);
      } catch (error) {
        if (!(error instanceof DecryptionError)) throw error;
        deps.log.warn({ provider }, 'stock footage key cannot be decrypted');
        return '';
      }
    },

    /** The speech engine the settings pick, by name (health, admin page). */
    async speechEngineName(): Promise<string> {
      return speechEngineNameOf(await repo.read());
    },

    /** For wizards (any signed-in user): kind and readiness per family, nothing else. */
    async status(): Promise<GenerationStatus> {
      const row = await repo.read();
      return perFamily((f) => ({
        provider: providerKindOf(row, f),
        ready: configProblem(row, f, deps.encryptionKey) === undefined,
      }));
    },
  };
}
export type GenerationSettingsService = ReturnType<typeof createGenerationSettingsService>;
