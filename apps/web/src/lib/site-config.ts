import { publicEndpoints, type SiteConfig } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/*
 * GET /api/site-config, asked at most once per page: the landing footer (social links) and
 * the cookie consent (the operator's analytics and marketing scripts) both read it, and
 * features may not import each other.
 */
let pending: Promise<SiteConfig> | undefined;

export function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= apiCall(publicEndpoints.siteConfig).catch((error: unknown) => {
    pending = undefined; // a later caller may try again
    throw error;
  });
  return pending;
}

/** Forgets the answer, so the next caller asks again (the tests, which share one page). */
export function forgetSiteConfig(): void {
  pending = undefined;
}
