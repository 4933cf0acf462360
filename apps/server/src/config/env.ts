import path from 'node:path';
import { z } from 'zod';
import { parsePublicSite, PublicSiteConfigError, type PublicSiteConfig } from './public-site.js';
import { parseStorage, type StorageConfig } from './storage.js';

/**
 * The only reader of process.env: everything the server can be told from outside is parsed
 * here, once, so a typo in a variable fails at start instead of at first use.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  APP_URL: optionalText,
  AUTH_SECRET: optionalText,
  ENCRYPTION_KEY: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Forja <no-reply@forja.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: optionalText,
  ALLOWED_PRIVATE_HOSTS: optionalText,
  TRUST_PROXY: booleanFlag,
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(100).default(10_000),
  FORJA_ROLE: optionalText,
  WEB_DIST: optionalText,
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  ANALYTICS_SCRIPT_URL: optionalText,
  ANALYTICS_SCRIPT_ATTRIBUTES: optionalText,
  MARKETING_SCRIPT_URL: optionalText,
  MARKETING_SCRIPT_ATTRIBUTES: optionalText,
  SOCIAL_LINKS: optionalText,
  GENERATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  GENERATION_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  VOICE_PREVIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PUBLISH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  PUBLISH_LIMIT_PER_USER_PER_DAY: z.coerce.number().int().min(1).default(10),
  // Pauses before a scheduled publication's retries after a temporary failure (comma-separated ms).
  SCHEDULE_RETRY_DELAYS_MS: z
    .string()
    .default('120000,480000,1200000')
    .transform((v) => v.split(',').map((part) => Number(part.trim())))
    .refine((list) => list.length > 0 && list.every((n) => Number.isInteger(n) && n >= 0), 'list of ms'),
  // Scheduled WordPress posts are handed to the site (status=future) unless this is false.
  SCHEDULE_WORDPRESS_NATIVE: z.enum(['true', 'false']).default('true'),
  // Requests one personal API token may make each minute (docs/api.md).
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // Pauses before a webhook delivery's retries (comma-separated ms): about a day in all.
  WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .default('5000,300000,1800000,7200000,18000000,36000000,36000000')
    .transform((v) => v.split(',').map((part) => Number(part.trim())))
    .refine((list) => list.length > 0 && list.every((n) => Number.isInteger(n) && n >= 0), 'list of ms'),
  // Which ffmpeg and espeak-ng to use: the system's when present (auto), or force one.
  MEDIA_TOOLS: z.enum(['auto', 'system', 'npm']).default('auto'),
  // JSON2Video renders videos when its key is set (or the admin chooses it); the URL is for tests and proxies.
  JSON2VIDEO_API_KEY: optionalText,
  JSON2VIDEO_API_URL: z.string().url().default('https://api.json2video.com'),
  // Stock footage (the keys are the administrator's, in the generation settings); the URLs are for tests and proxies.
  PEXELS_API_URL: z.url().default('https://api.pexels.com'),
  PIXABAY_API_URL: z.url().default('https://pixabay.com'),
  STOCK_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // Local video renders one process runs at once; the rest wait in order (a render uses every core).
  VIDEO_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_START: optionalText,
  STRIPE_PRICE_PLUS: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  /**
   * The local test checkout, which activates paid plans without taking money: on by default
   * except with NODE_ENV=production, where a studio without Stripe would give plans away.
   */
  BILLING_TEST_CHECKOUT: z.enum(['on', 'off']).optional(),
  /** Where the Stripe API is (tests point it at a local fake); Stripe's own address by default. */
  STRIPE_API_URL: z.url().optional(),
  // YouTube and TikTok publishing: the operator's app keys; the addresses only change in tests.
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  TIKTOK_CLIENT_KEY: optionalText,
  TIKTOK_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com'),
  GOOGLE_API_URL: z.url().default('https://www.googleapis.com'),
  TIKTOK_AUTH_URL: z.url().default('https://www.tiktok.com'),
  TIKTOK_API_URL: z.url().default('https://open.tiktokapis.com'),
  // Credits one back-office grant may add without an owner (support and administrators).
  CREDIT_GRANT_CEILING: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // Free previews one user may have each day (UTC), counted in the database.
  SCENE_IMAGE_PREVIEWS_PER_DAY: z.coerce.number().int().min(0).default(60),
  VOICE_PREVIEWS_PER_DAY: z.coerce.number().int().min(0).default(100),
});

type RawEnv = z.infer<typeof envSchema>;

export interface Config {
  env: RawEnv['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Public address of the studio, used in e-mail links and as Better Auth's base URL. */
  appUrl: string;
  authSecret: string | undefined;
  encryptionKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: RawEnv['LOG_LEVEL'];
  /** Bearer token Prometheus sends to GET /metrics; unset: no metrics are served (404). */
  metricsToken: string | undefined;
  /**
   * Hosts that addresses users give (WordPress sites) and provider image links may use even
   * when they resolve to this machine or a private network ('*' for any). Generation
   * addresses the administrator sets may always be local.
   */
  allowedPrivateHosts: string[];
  trustProxy: boolean;
  /** How long a client may take to send a whole request (headers and body); slower ones get a 408. */
  requestTimeoutMs: number;
  /** On SIGTERM/SIGINT, connections still open (and jobs still running) after this long are closed (handed back). */
  shutdownDeadlineMs: number;
  /** What this process does: serve the studio and run the jobs (all), only serve (web), only run jobs (worker). */
  role: ProcessRole;
  /** Folder of the built web app; absent in API-only tests. */
  webDist: string;
  /** Origins whose browsers may change data (CSRF check, Better Auth). */
  trustedOrigins: string[];
  /** Requests a minute one address may make to /api/auth. */
  authRateLimitPerMinute: number;
  /** Contact messages an hour from one network address (and, separately, from one e-mail address). */
  contactRateLimitPerHour: number;
  /** Analytics and marketing scripts (consent-gated in the browser) and the footer's social links. */
  publicSite: PublicSiteConfig;
  /** Generations a minute one address may start (per-user limits are the engine's). */
  generationRateLimitPerMinute: number;
  /** Queued generations one process (server or worker) runs at once. */
  generationWorkerConcurrency: number;
  /** Free voice previews one address may ask for each minute. */
  voicePreviewRateLimitPerMinute: number;
  /** Video publications (YouTube, TikTok) one address may start each minute. */
  publishRateLimitPerMinute: number;
  /** Video publications one user may start each UTC day on each platform (the platforms' quotas are the studio's, shared). */
  publishLimitPerUserPerDay: number;
  /** Scheduled publishing (modules/schedules): retry pauses, and whether WordPress may hold the post itself. */
  schedules: { retryDelaysMs: number[]; wordpressNative: boolean };
  /** Personal API tokens: requests each token may make per minute. */
  apiTokenRateLimitPerMinute: number;
  /** Webhook deliveries: the pauses before each retry (Standard Webhooks' schedule, about a day). */
  webhookRetryDelaysMs: number[];
  /** Which ffmpeg and espeak-ng: the system's when present (auto), or the ones npm ci brings. */
  mediaTools: 'auto' | 'system' | 'npm';
  /** Set when JSON2VIDEO_API_KEY is: who renders videos when the admin's choice is JSON2Video (or auto). */
  json2video: { apiKey: string; baseUrl: string } | null;
  /** Local video renders at once per process; the others queue. */
  videoRenderConcurrency: number;
  /** Stock footage providers' base addresses (no trailing slash) and how long one call may take. */
  stock: { pexelsUrl: string; pixabayUrl: string; timeoutMs: number };
  /** Generated files: the local folder or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Stripe, when its keys and the three price ids are set; null: the local test checkout, or no payments. */
  stripe: StripeConfig | null;
  /** Without Stripe: whether the local test checkout is offered (BILLING_TEST_CHECKOUT). */
  testCheckout: boolean;
  /** YouTube (Google) and TikTok apps; a platform without its keys cannot be connected. */
  oauth: OAuthConfig;
  version: string;
  /** Largest grant support or an administrator may make; above it only an owner may. */
  creditGrantCeiling: number;
  /** Free previews a user may have each UTC day: scene images (video studio), voices (voice-over studio). */
  previewsPerDay: { sceneImage: number; voice: number };
}

export interface OAuthAppKeys {
  clientId: string;
  clientSecret: string;
}
export interface OAuthConfig {
  google: OAuthAppKeys | null;
  tiktok: OAuthAppKeys | null;
  /** Base addresses (no trailing slash): the platforms' own, or local fakes in tests. */
  urls: { googleAuth: string; googleToken: string; googleApi: string; tiktokAuth: string; tiktokApi: string };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price id of each paid plan. */
  prices: { start: string; plus: string; pro: string };
  apiUrl: string | undefined;
}

export class ConfigError extends Error {}

export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** FORJA_ROLE: `all` by default; `web` and `worker` split the work between processes sharing one PostgreSQL. */
function parseRole(value: string | undefined, databaseUrl: string | undefined): ProcessRole {
  const role = (value ?? 'all').toLowerCase();
  if (!(PROCESS_ROLES as readonly string[]).includes(role)) {
    throw new ConfigError(
      `Invalid environment:\n  FORJA_ROLE must be one of all, web, worker (got "${value}").`,
    );
  }
  if (role !== 'all' && !databaseUrl) {
    // The embedded database belongs to one process (the DATA_DIR lock): nobody else could run the jobs.
    throw new ConfigError(
      `FORJA_ROLE=${role} needs PostgreSQL (DATABASE_URL): the embedded database serves one process, which runs the studio and its jobs (FORJA_ROLE=all).`,
    );
  }
  return role as ProcessRole;
}

export function parseConfig(source: Record<string, string | undefined>, version = '0.0.0'): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && (!e.AUTH_SECRET || !e.ENCRYPTION_KEY)) {
    throw new ConfigError('AUTH_SECRET and ENCRYPTION_KEY are required when NODE_ENV=production.');
  }
  let publicSite: PublicSiteConfig;
  try {
    publicSite = parsePublicSite(e);
  } catch (error) {
    if (error instanceof PublicSiteConfigError)
      throw new ConfigError(`Invalid environment:\n  ${error.message}`);
    throw error;
  }
  const storage = parseStorage(e, path.resolve(e.DATA_DIR));
  if (typeof storage === 'string') throw new ConfigError(`Invalid environment:\n  ${storage}`);
  const stripe = parseStripe(e);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl,
    trustedOrigins: trustedOrigins(appUrl, e.PORT, isProduction),
    authSecret: e.AUTH_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    allowedPrivateHosts: (e.ALLOWED_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((h) =>
        h
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownDeadlineMs: e.SHUTDOWN_DEADLINE_MS,
    role: parseRole(e.FORJA_ROLE, e.DATABASE_URL),
    webDist: path.resolve(e.WEB_DIST ?? 'apps/web/dist'),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    contactRateLimitPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
    publicSite,
    generationRateLimitPerMinute: e.GENERATION_RATE_LIMIT_PER_MINUTE,
    generationWorkerConcurrency: e.GENERATION_WORKER_CONCURRENCY,
    voicePreviewRateLimitPerMinute: e.VOICE_PREVIEW_RATE_LIMIT_PER_MINUTE,
    publishRateLimitPerMinute: e.PUBLISH_RATE_LIMIT_PER_MINUTE,
    publishLimitPerUserPerDay: e.PUBLISH_LIMIT_PER_USER_PER_DAY,
    schedules: {
      retryDelaysMs: e.SCHEDULE_RETRY_DELAYS_MS,
      wordpressNative: e.SCHEDULE_WORDPRESS_NATIVE === 'true',
    },
    apiTokenRateLimitPerMinute: e.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    webhookRetryDelaysMs: e.WEBHOOK_RETRY_DELAYS_MS,
    mediaTools: e.MEDIA_TOOLS,
    json2video: e.JSON2VIDEO_API_KEY ? { apiKey: e.JSON2VIDEO_API_KEY, baseUrl: e.JSON2VIDEO_API_URL } : null,
    videoRenderConcurrency: e.VIDEO_RENDER_CONCURRENCY,
    stock: {
      pexelsUrl: e.PEXELS_API_URL.replace(/\/+$/, ''),
      pixabayUrl: e.PIXABAY_API_URL.replace(/\/+$/, ''),
      timeoutMs: e.STOCK_API_TIMEOUT_MS,
    },
    storage,
    stripe,
    oauth: parseOAuth(e),
    testCheckout: !stripe && (e.BILLING_TEST_CHECKOUT ? e.BILLING_TEST_CHECKOUT === 'on' : !isProduction),
    version,
    creditGrantCeiling: e.CREDIT_GRANT_CEILING,
    previewsPerDay: { sceneImage: e.SCENE_IMAGE_PREVIEWS_PER_DAY, voice: e.VOICE_PREVIEWS_PER_DAY },
  };
}

function parseOAuth(e: RawEnv): OAuthConfig {
  const keys = (clientId?: string, clientSecret?: string) =>
    clientId && clientSecret ? { clientId, clientSecret } : null;
  const base = (url: string) => url.replace(/\/+$/, '');
  return {
    google: keys(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
    tiktok: keys(e.TIKTOK_CLIENT_KEY, e.TIKTOK_CLIENT_SECRET),
    urls: {
      googleAuth: base(e.GOOGLE_AUTH_URL),
      googleToken: base(e.GOOGLE_TOKEN_URL),
      googleApi: base(e.GOOGLE_API_URL),
      tiktokAuth: base(e.TIKTOK_AUTH_URL),
      tiktokApi: base(e.TIKTOK_API_URL),
    },
  };
}

/** All of the Stripe settings or none: half a configuration would take money without granting credits. */
function parseStripe(e: RawEnv): StripeConfig | null {
  const values = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_START: e.STRIPE_PRICE_START,
    STRIPE_PRICE_PLUS: e.STRIPE_PRICE_PLUS,
    STRIPE_PRICE_PRO: e.STRIPE_PRICE_PRO,
  };
  const missing = Object.entries(values).filter(([, v]) => !v);
  if (missing.length === Object.keys(values).length) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment:\n  Stripe needs all of its settings; missing: ${missing.map(([k]) => k).join(', ')}`,
    );
  }
  return {
    secretKey: values.STRIPE_SECRET_KEY!,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
    prices: {
      start: values.STRIPE_PRICE_START!,
      plus: values.STRIPE_PRICE_PLUS!,
      pro: values.STRIPE_PRICE_PRO!,
    },
    apiUrl: e.STRIPE_API_URL,
  };
}

/** Reads the process environment (with what the entry point sets over it). Call once, in an entry point. */
export function loadConfig(version?: string, over: Record<string, string> = {}): Config {
  return parseConfig({ ...process.env, ...over }, version);
}

/** The studio's own address; outside production also the loopback names and the Vite dev server. */
function trustedOrigins(appUrl: string, port: number, isProduction: boolean): string[] {
  const origins = new Set([new URL(appUrl).origin]);
  if (!isProduction) {
    for (const host of ['localhost', '127.0.0.1']) {
      origins.add(`http://${host}:${port}`);
      origins.add(`http://${host}:5173`);
    }
  }
  return [...origins];
}
