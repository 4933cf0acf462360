import { AppError } from '../../lib/app-error.js';
import { BlockedUrlError, createUrlGuard, hostKey, type UrlGuard } from '../../lib/url-guard.js';

/*
 * Where a webhook may go: https and a public address, as for WordPress sites. Only hosts the
 * operator lists in ALLOWED_PRIVATE_HOSTS may be on this machine or a private network, and
 * those may use plain http. Checked when the address is saved, and at every try's connection
 * (the host's DNS may have changed since).
 */

export type RefusalReason = 'invalid' | 'private' | 'unresolvable' | 'https_required';

export class WebhookAddressError extends Error {
  override readonly name = 'WebhookAddressError';
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface WebhookAddressRule {
  readonly guard: UrlGuard;
  /** The address parsed, if its scheme is allowed (https, or http for a listed host); throws WebhookAddressError otherwise. */
  checkScheme(url: string): URL;
  /** Also where it leads (resolved now): what saving an address checks. A delivery leaves that to guardedRequest, which checks each connection. */
  check(url: string): Promise<URL>;
}

export function createWebhookAddressRule(allowedPrivateHosts: readonly string[]): WebhookAddressRule {
  const guard = createUrlGuard({ privateHosts: allowedPrivateHosts });
  const listed = new Set(allowedPrivateHosts.map((h) => h.toLowerCase()));
  function checkScheme(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      throw new WebhookAddressError('invalid', 'The address is not a valid URL.');
    }
    if (url.protocol === 'http:' && !listed.has('*') && !listed.has(hostKey(url)))
      throw new WebhookAddressError('https_required', 'Webhook addresses must use https.');
    return url;
  }
  return {
    guard,
    checkScheme,
    async check(raw) {
      const url = checkScheme(raw);
      try {
        return await guard.check(url.toString());
      } catch (error) {
        if (error instanceof BlockedUrlError) throw new WebhookAddressError(error.reason, error.message);
        throw error;
      }
    },
  };
}

/** The answer to a refused address at create or update: 400, nothing written. */
export function addressRefused(error: WebhookAddressError): AppError {
  return new AppError(400, 'WEBHOOK_URL_REFUSED', error.message, { reason: error.reason });
}
