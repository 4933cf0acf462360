import {
  GENERATION_FAMILIES,
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
  providerKindOf,
  readApiKey,
  webhookOf,
  type FamilyProviderDeps,
} from './family-provider.js';
import { failureResult, runTestOperation, successResult, TEST_TIMEOUTS_MS } from './connection-test.js';
import type {
  ApiKeyChange,
  GenerationSettingsRepository,
  GenerationSettingsRow,
} from './generation-settings.repository.js';

/** What anyone but an administrator is told (docs/product/generation-settings.md, Who may do what). */
export const READ_FORBIDDEN = 'Only administrators can configure global webhooks.';
export const UPDATE_FORBIDDEN = 'Only administrators can update global webhooks.';

export interface Actor {
  id: string;
  isAdmin: boolean;
}

export interface GenerationSettingsDeps extends FamilyProviderDeps {
  log: Logger;
  /** JSON2VIDEO_API_KEY is set. */
  json2videoConfigured: boolean;
  /** The local renderer's and speech engine's names, for the admin page. */
  media: () => { renderer: string; speech: string };
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

  /** The admin's view: addresses in full, the key only masked. */
  function toSettings(row: GenerationSettingsRow): GenerationSettings {
    let apiKeyMasked = '';
    let apiKeyUnreadable = false;
    try {
      const key = readApiKey(row, deps.encryptionKey);
      apiKeyMasked = key ? maskSecret(key) : '';
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      apiKeyUnreadable = true;
    }
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
      },
      video: {
        renderer: video.choice,
        active: video.active,
        json2videoConfigured: deps.json2videoConfigured,
        localRenderer: media.renderer,
        speechEngine: media.speech,
      },
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    async get(actor: Actor): Promise<GenerationSettings> {
      assertAdmin(actor, READ_FORBIDDEN);
      return toSettings(await repo.read());
    },

    /** Saves the whole record; saving the same values again is fine (the page saves only changes). */
    async update(actor: Actor, body: UpdateGenerationSettingsBody): Promise<GenerationSettings> {
      assertAdmin(actor, UPDATE_FORBIDDEN);
      const { providers, webhooks, openai } = body;
      const key: ApiKeyChange = openai.apiKey
        ? { keep: false, encrypted: encryptSecret(openai.apiKey, deps.encryptionKey, API_KEY_CONTEXT) }
        : openai.clearApiKey
          ? { keep: false, encrypted: '' }
          : { keep: true };
      const row = await repo.write(
        {
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
          ...(body.videoRenderer ? { videoRenderer: body.videoRenderer } : {}),
        },
        key,
        actor.id,
      );
      deps.log.info({ userId: actor.id, providers, keyChanged: !key.keep }, 'generation settings saved');
      return toSettings(row);
    },

    /** Sends one harmless request through the saved provider of a family. */
    async test(actor: Actor, family: GenerationFamily): Promise<GenerationSettingsTestResult> {
      assertAdmin(actor, READ_FORBIDDEN);
      const row = await repo.read();
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

    /** Who renders the next video (read per render, so a change applies at once). */
    async videoRender() {
      return videoRenderOf(await repo.read(), deps.json2videoConfigured);
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
