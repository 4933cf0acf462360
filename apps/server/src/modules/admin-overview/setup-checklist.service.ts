import {
  GENERATION_FAMILIES,
  type GenerationStatus,
  type SetupChecklist,
  type SetupItem,
} from '@forja/contracts';
import type { Config } from '../../config/env.js';
import type { MediaToolFinding } from './media-detection.js';

export interface SetupChecklistDeps {
  config: Pick<Config, 'appUrl' | 'smtpUrl' | 'storage' | 'stripe' | 'testCheckout' | 'oauth'>;
  generationStatus: () => Promise<GenerationStatus>;
  ffmpeg: () => Promise<MediaToolFinding | null>;
  espeak: () => Promise<MediaToolFinding | null>;
}

const S3_VARS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
];
const STRIPE_VARS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_START',
  'STRIPE_PRICE_PLUS',
  'STRIPE_PRICE_PRO',
];

const item = (i: Pick<SetupItem, 'id' | 'state' | 'mode'> & Partial<SetupItem>): SetupItem => ({
  detail: null,
  envVars: [],
  registerUrls: [],
  ...i,
});

/**
 * The setup checklist (docs/product/back-office-overview.md, Setup checklist): each part of
 * the studio, read from the running configuration and the machine, with what configures it.
 * Never includes a secret: only whether one is set.
 */
export function createSetupChecklistService(deps: SetupChecklistDeps) {
  const { config } = deps;

  function mediaItem(id: 'videoRenderer' | 'speech', found: MediaToolFinding | null): SetupItem {
    if (!found) return item({ id, state: 'missing', mode: 'none', envVars: ['MEDIA_TOOLS'] });
    return item({
      id,
      state: found.source === 'system' ? 'ready' : 'fallback',
      mode: found.source,
      detail: found.detail,
      envVars: ['MEDIA_TOOLS'],
    });
  }

  function platformItem(id: 'publishing.youtube' | 'publishing.tiktok'): SetupItem {
    const youtube = id === 'publishing.youtube';
    const app = youtube ? config.oauth.google : config.oauth.tiktok;
    return item({
      id,
      state: app ? 'ready' : 'missing',
      mode: app ? 'oauth' : 'none',
      envVars: youtube
        ? ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']
        : ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
      registerUrls: [`${config.appUrl}/api/connections/${youtube ? 'youtube' : 'tiktok'}/callback`],
    });
  }

  return {
    // permission: settings.read
    async checklist(): Promise<SetupChecklist> {
      const [status, ffmpeg, espeak] = await Promise.all([
        deps.generationStatus(),
        deps.ffmpeg(),
        deps.espeak(),
      ]);
      const generation = GENERATION_FAMILIES.map((family) => {
        const { provider, ready } = status[family];
        return item({
          id: `generation.${family}`,
          // The builtin provider always answers, with offline sample content: it works, but is not real.
          state: provider === 'builtin' ? 'fallback' : ready ? 'ready' : 'missing',
          mode: provider,
        });
      });
      const { storage, stripe } = config;
      return {
        items: [
          ...generation,
          item({
            id: 'mail',
            state: config.smtpUrl ? 'ready' : 'fallback',
            mode: config.smtpUrl ? 'smtp' : 'outbox',
            envVars: ['SMTP_URL', 'MAIL_FROM'],
          }),
          item({
            id: 'storage',
            state: storage.kind === 's3' ? 'ready' : 'fallback',
            mode: storage.kind,
            detail: storage.kind === 's3' ? storage.bucket : storage.dir,
            envVars: S3_VARS,
          }),
          item({
            id: 'payments',
            state: stripe ? 'ready' : config.testCheckout ? 'fallback' : 'missing',
            mode: stripe ? 'stripe' : config.testCheckout ? 'test' : 'none',
            envVars: [...STRIPE_VARS, 'BILLING_TEST_CHECKOUT'],
            registerUrls: [`${config.appUrl}/api/billing/stripe/webhook`],
          }),
          mediaItem('videoRenderer', ffmpeg),
          mediaItem('speech', espeak),
          // Each user connects their own site in Settings -> Connections: nothing to set here.
          item({ id: 'publishing.wordpress', state: 'ready', mode: 'perUser' }),
          platformItem('publishing.youtube'),
          platformItem('publishing.tiktok'),
        ],
      };
    },
  };
}
export type SetupChecklistService = ReturnType<typeof createSetupChecklistService>;
