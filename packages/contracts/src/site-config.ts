import { z } from 'zod';

/** A third-party script the operator configured; the browser adds it only with consent. */
export const consentScriptSchema = z.object({
  src: z.string(),
  /** `data-*` attributes the script reads, e.g. Plausible's data-domain or Umami's data-website-id. */
  attributes: z.record(z.string(), z.string()),
});
export type ConsentScript = z.infer<typeof consentScriptSchema>;

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'tiktok',
  'github',
  'mastodon',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** GET /api/site-config (public): what the operator set for the public site. */
export const siteConfigSchema = z.object({
  analyticsScript: consentScriptSchema.nullable(),
  marketingScript: consentScriptSchema.nullable(),
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
