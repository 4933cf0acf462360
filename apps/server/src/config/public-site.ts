import type { ConsentScript, SiteConfig, SocialNetwork } from '@forja/contracts';

/*
 * What the operator sets for the public site: the analytics and marketing scripts (added
 * in the browser only with the visitor's consent) and the footer's social links. Parsed
 * from the raw variables by config/env.ts; kept apart so env.ts stays a list of variables.
 */

export interface PublicSiteConfig extends SiteConfig {
  /** Origins the CSP must allow for the configured scripts (script, connect and image sources). */
  scriptOrigins: string[];
}

export class PublicSiteConfigError extends Error {}

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PublicSiteConfigError(`${name}: not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PublicSiteConfigError(`${name}: only http and https addresses are allowed`);
  }
  return url;
}

/** "data-domain=example.com, data-api=/stats" -> { 'data-domain': 'example.com', ... }; only data-* names. */
function parseAttributes(name: string, value: string | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (!value) return attributes;
  for (const pair of value.split(',')) {
    if (!pair.trim()) continue;
    const at = pair.indexOf('=');
    const key = (at === -1 ? pair : pair.slice(0, at)).trim().toLowerCase();
    if (!/^data-[a-z0-9-]+$/.test(key)) {
      throw new PublicSiteConfigError(`${name}: "${key}" is not a data-* attribute`);
    }
    attributes[key] = at === -1 ? '' : pair.slice(at + 1).trim();
  }
  return attributes;
}

function script(name: string, url: string | undefined, attributes: string | undefined): ConsentScript | null {
  if (!url) return null;
  return {
    src: httpUrl(name, url).toString(),
    attributes: parseAttributes(`${name.replace(/_URL$/, '')}_ATTRIBUTES`, attributes),
  };
}

const NETWORK_HOSTS: [RegExp, SocialNetwork][] = [
  [/(^|\.)facebook\.com$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)(mastodon\.[a-z]+|mastodon\.social|fosstodon\.org)$/, 'mastodon'],
];

function socialLinks(value: string | undefined): SiteConfig['socialLinks'] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((raw) => {
      const url = httpUrl('SOCIAL_LINKS', raw);
      const host = url.hostname.toLowerCase();
      const network = NETWORK_HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? 'website';
      return { network, url: url.toString() };
    });
}

export function parsePublicSite(raw: {
  ANALYTICS_SCRIPT_URL?: string;
  ANALYTICS_SCRIPT_ATTRIBUTES?: string;
  MARKETING_SCRIPT_URL?: string;
  MARKETING_SCRIPT_ATTRIBUTES?: string;
  SOCIAL_LINKS?: string;
}): PublicSiteConfig {
  const analyticsScript = script(
    'ANALYTICS_SCRIPT_URL',
    raw.ANALYTICS_SCRIPT_URL,
    raw.ANALYTICS_SCRIPT_ATTRIBUTES,
  );
  const marketingScript = script(
    'MARKETING_SCRIPT_URL',
    raw.MARKETING_SCRIPT_URL,
    raw.MARKETING_SCRIPT_ATTRIBUTES,
  );
  const scriptOrigins = [
    ...new Set([analyticsScript, marketingScript].flatMap((s) => (s ? [new URL(s.src).origin] : []))),
  ];
  return { analyticsScript, marketingScript, socialLinks: socialLinks(raw.SOCIAL_LINKS), scriptOrigins };
}
