import { z } from 'zod';
import { GENERATION_FAMILIES } from './generation-settings.js';

/*
 * The back office overview (/backend): statistics read from real rows, the setup checklist
 * computed from the running configuration, and the detection of local services.
 * docs/product/back-office-overview.md describes every figure.
 */

/** How many UTC days the overview covers (today included) and compares with the days before. */
export const STATS_WINDOW_DAYS = 30;

export const statsDaySchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  date: z.string(),
  /** Generations started that day, by kind (kinds without any are absent). */
  byKind: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  /** Credits captured by generations that day. */
  creditsSpent: z.number().int(),
});
export type StatsDay = z.infer<typeof statsDaySchema>;

/** GET /api/admin/stats. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Users whose paid plan has not ended (an active or past-due subscription before its period end). */
  activeUsers: z.number().int(),
  generations: z.object({
    /** Generations started in the last STATS_WINDOW_DAYS UTC days, today included. */
    current: z.number().int(),
    /** The STATS_WINDOW_DAYS days before those. */
    previous: z.number().int(),
    /** Rounded percent change against `previous`; null when there were none before. */
    changePercent: z.number().int().nullable(),
  }),
  /**
   * Batch runs (docs/product/batches.md) started in the same windows, and their rows in the
   * current one. Optional only so older fixtures stay valid: the server always sends it.
   */
  batches: z
    .object({ current: z.number().int(), previous: z.number().int(), rows: z.number().int() })
    .optional(),
  /** Monthly recurring revenue of the subscriptions counted in activeUsers, per currency. */
  mrr: z.array(z.object({ currency: z.string(), amountCents: z.number().int() })),
  /** Every kind that appears in `days`, in a stable order. */
  kinds: z.array(z.string()),
  /** STATS_WINDOW_DAYS entries, oldest first, zero-filled. */
  days: z.array(statsDaySchema),
  generatedAt: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Items of the setup checklist, in the order the page shows them. */
export const SETUP_ITEM_IDS = [
  'generation.article',
  'generation.image',
  'generation.video',
  'generation.videoScript',
  'mail',
  'storage',
  'payments',
  'videoRenderer',
  'speech',
  'publishing.wordpress',
  'publishing.youtube',
  'publishing.tiktok',
] as const;
export type SetupItemId = (typeof SETUP_ITEM_IDS)[number];

/**
 * ready: configured for real use; fallback: works on the embedded default (offline sample
 * generator, outbox, local folder, test checkout, WebAssembly speech); missing: does not work yet.
 */
export const SETUP_STATES = ['ready', 'fallback', 'missing'] as const;
export type SetupState = (typeof SETUP_STATES)[number];

export const setupItemSchema = z.object({
  id: z.enum(SETUP_ITEM_IDS),
  state: z.enum(SETUP_STATES),
  /** How it runs now: builtin, webhook, openai, smtp, outbox, local, s3, stripe, test, none, system, npm, oauth, perUser. */
  mode: z.string(),
  /** A non-secret fact worth showing: an ffmpeg version, a bucket, a folder. */
  detail: z.string().nullable(),
  /** The environment variables that configure it (names only). */
  envVars: z.array(z.string()),
  /** Addresses to register with the provider: OAuth redirect URLs, the Stripe webhook endpoint. */
  registerUrls: z.array(z.string()),
});
export type SetupItem = z.infer<typeof setupItemSchema>;

/** GET /api/admin/setup. */
export const setupChecklistSchema = z.object({ items: z.array(setupItemSchema) });
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

/** The local services the overview looks for; only these loopback addresses are probed. */
export const DETECTABLE_SERVICES = ['ollama', 'lmstudio', 'automation'] as const;
export type DetectableService = (typeof DETECTABLE_SERVICES)[number];
/** The model servers among them: OpenAI-compatible, found by their `/models` list. */
export const MODEL_SERVER_SERVICES = ['ollama', 'lmstudio'] as const satisfies readonly DetectableService[];
export const DETECT_ADDRESSES: Record<DetectableService, string> = {
  /** Ollama's OpenAI-compatible API (it listens on 127.0.0.1 by default). */
  ollama: 'http://127.0.0.1:11434/v1',
  /** LM Studio's local server. */
  lmstudio: 'http://127.0.0.1:1234/v1',
  /** An n8n automation. */
  automation: 'http://localhost:5678',
};

/** POST /api/admin/setup/detect: an empty object (anything else is a client's mistake, 400). */
export const detectRequestSchema = z.object({}).strict();

/** POST /api/admin/setup/detect. */
export const detectResultSchema = z.object({
  services: z.array(
    z.object({
      service: z.enum(DETECTABLE_SERVICES),
      address: z.string(),
      found: z.boolean(),
      /** Models a model server lists (at most 20). */
      models: z.array(z.string()),
    }),
  ),
});
export type DetectResult = z.infer<typeof detectResultSchema>;

/** POST /api/admin/setup/use-detected: point these families at a detected service. */
export const useDetectedBodySchema = z
  .object({
    service: z.enum(DETECTABLE_SERVICES, { error: 'invalid' }),
    families: z
      .array(z.enum(GENERATION_FAMILIES, { error: 'invalid' }))
      .min(1, 'invalid')
      .max(GENERATION_FAMILIES.length, 'too_many_items'),
    /** The OpenAI-compatible text model to use; absent keeps the saved one (or takes the first listed). */
    model: z.string().trim().max(200, 'field_too_long').optional(),
  })
  .strict();
export type UseDetectedBody = z.infer<typeof useDetectedBodySchema>;

/** The n8n webhook path each family is pointed at by "use it" (docs/product/back-office-overview.md). */
export const AUTOMATION_WEBHOOK_PATHS: Record<(typeof GENERATION_FAMILIES)[number], string> = {
  article: '/webhook/forja-article',
  image: '/webhook/forja-image',
  video: '/webhook/forja-video',
  videoScript: '/webhook/forja-video-script',
};
