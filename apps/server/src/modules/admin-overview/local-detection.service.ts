import {
  AUTOMATION_WEBHOOK_PATHS,
  DETECT_ADDRESSES,
  DETECTABLE_SERVICES,
  MODEL_SERVER_SERVICES,
  type DetectableService,
  type DetectResult,
  type GenerationSettings,
  type UpdateGenerationSettingsBody,
  type UseDetectedBody,
  updateGenerationSettingsBodySchema,
} from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Actor, GenerationSettingsService } from '../generation-settings/generation-settings.service.js';

const PROBE_TIMEOUT_MS = 1500;
const MAX_REPLY_BYTES = 256 * 1024;
const MAX_MODELS = 20;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface LocalDetectionDeps {
  settings: Pick<GenerationSettingsService, 'get' | 'update'>;
  /** Where each service is looked for; tests point these at their own servers on 127.0.0.1. */
  addresses?: Record<DetectableService, string>;
  timeoutMs?: number;
}

interface Finding {
  found: boolean;
  models: string[];
}

/** The reply's body, up to a cap: a chatty server on the port cannot make us read forever. */
async function readCapped(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REPLY_BYTES) {
      await reader.cancel();
      break;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function modelIds(body: string): string[] | null {
  try {
    const parsed = JSON.parse(body) as { data?: unknown };
    if (!Array.isArray(parsed.data)) return null;
    return parsed.data
      .map((m) => (m && typeof m === 'object' ? (m as { id?: unknown }).id : undefined))
      .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200)
      .slice(0, MAX_MODELS);
  } catch {
    return null;
  }
}

/**
 * Looks for the services a self-hosted studio usually runs beside it, at fixed loopback
 * addresses only (never an address from a request), with a short timeout and no redirects,
 * and points the generation settings at one in a click (through the settings service, so
 * the same validation applies as on the settings page).
 */
export function createLocalDetectionService(deps: LocalDetectionDeps) {
  const addresses = deps.addresses ?? DETECT_ADDRESSES;
  for (const address of Object.values(addresses)) {
    if (!LOOPBACK_HOSTS.has(new URL(address).hostname)) {
      throw new Error(`Detection only probes this machine; ${address} is not a loopback address.`);
    }
  }
  const timeoutMs = deps.timeoutMs ?? PROBE_TIMEOUT_MS;

  async function get(url: string): Promise<{ ok: boolean; body: string }> {
    try {
      const res = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      const body = res.ok ? await readCapped(res) : '';
      if (!res.ok) await res.body?.cancel();
      return { ok: res.ok, body };
    } catch {
      return { ok: false, body: '' };
    }
  }

  // Ollama and LM Studio list their models at the OpenAI-compatible /v1/models.
  async function modelServer(address: string): Promise<Finding> {
    const { ok, body } = await get(`${address.replace(/\/+$/, '')}/models`);
    const models = ok ? modelIds(body) : null;
    return { found: models !== null, models: models ?? [] };
  }
  const isModelServer = (service: DetectableService) =>
    (MODEL_SERVER_SERVICES as readonly DetectableService[]).includes(service);

  const probes: Record<DetectableService, () => Promise<Finding>> = {
    ollama: () => modelServer(addresses.ollama),
    lmstudio: () => modelServer(addresses.lmstudio),
    // n8n answers {"status":"ok"} at /healthz.
    async automation() {
      const { ok } = await get(`${addresses.automation.replace(/\/+$/, '')}/healthz`);
      return { found: ok, models: [] };
    },
  };

  function settingsWith(
    current: GenerationSettings,
    body: UseDetectedBody,
    models: string[],
  ): UpdateGenerationSettingsBody {
    const providers = { ...current.providers };
    const webhooks = { ...current.webhooks };
    const openai = {
      baseUrl: current.openai.baseUrl,
      textModel: current.openai.textModel,
      imageModel: current.openai.imageModel,
    };
    const base = addresses[body.service].replace(/\/+$/, '');
    for (const family of body.families) {
      providers[family] = isModelServer(body.service) ? 'openai' : 'webhook';
      if (body.service === 'automation') webhooks[family] = `${base}${AUTOMATION_WEBHOOK_PATHS[family]}`;
    }
    if (isModelServer(body.service)) {
      openai.baseUrl = base;
      // A saved model this server does not list belongs to another server: take its first one.
      const saved = models.includes(openai.textModel) ? openai.textModel : '';
      openai.textModel = body.model || saved || models[0] || openai.textModel;
    }
    return { providers, webhooks, openai };
  }

  return {
    // permission: settings.read
    async detect(): Promise<DetectResult> {
      const services = await Promise.all(
        DETECTABLE_SERVICES.map(async (service) => ({
          service,
          address: addresses[service],
          ...(await probes[service]()),
        })),
      );
      return { services };
    },

    // permission: settings.write
    async useDetected(actor: Actor, body: UseDetectedBody): Promise<GenerationSettings> {
      const finding = await probes[body.service]();
      if (!finding.found) {
        throw new AppError(409, 'SERVICE_UNAVAILABLE', `Nothing answers at ${addresses[body.service]} now.`);
      }
      const current = await deps.settings.get(actor);
      // The same rules as a save from the settings page.
      const next = updateGenerationSettingsBodySchema.safeParse(settingsWith(current, body, finding.models));
      if (!next.success) {
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          'The detected service gives settings that are not valid.',
        );
      }
      return deps.settings.update(actor, next.data);
    },
  };
}
export type LocalDetectionService = ReturnType<typeof createLocalDetectionService>;
