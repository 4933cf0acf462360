import { Webhook } from 'standardwebhooks';
import { guardedRequest } from '../../lib/guarded-request.js';
import { BlockedUrlError } from '../../lib/url-guard.js';
import { WebhookAddressError, type WebhookAddressRule } from './webhook-address.js';

/*
 * One try of one message (Standard Webhooks): POST the JSON body signed with the endpoint's
 * secret, the message id in `webhook-id` (the same on every try, so a receiver drops a
 * duplicate), this try's time in `webhook-timestamp`. Redirects are not followed: a 3xx is a
 * failed try. Only the status is read; the reply's body is dropped.
 */

export const WEBHOOK_USER_AGENT = 'Forja-Webhooks/1';

export interface WebhookMessage {
  id: string;
  url: string;
  secret: string;
  /** The exact body (`{ type, timestamp, data }`), signed as it is sent. */
  body: string;
}

export type TryOutcome =
  { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

export async function sendWebhook(
  message: WebhookMessage,
  rule: WebhookAddressRule,
  timeoutMs: number,
): Promise<TryOutcome> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // The scheme here; where the address leads, guardedRequest checks at each connection.
    rule.checkScheme(message.url);
    const now = new Date();
    const signature = new Webhook(message.secret).sign(message.id, now, message.body);
    const { res } = await guardedRequest(
      {
        method: 'POST',
        url: message.url,
        headers: {
          'content-type': 'application/json',
          'user-agent': WEBHOOK_USER_AGENT,
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body: Buffer.from(message.body, 'utf8'),
      },
      { guard: rule.guard, signal, follow: () => null },
    );
    res.resume();
    const statusCode = res.statusCode ?? 0;
    if (statusCode >= 200 && statusCode <= 299) return { ok: true, statusCode };
    const error =
      statusCode >= 300 && statusCode <= 399
        ? `The receiver answered a redirect (${statusCode}); redirects are not followed.`
        : `The receiver answered ${statusCode}.`;
    return { ok: false, statusCode, error };
  } catch (error) {
    return { ok: false, statusCode: null, error: describe(error, signal, timeoutMs) };
  }
}

/** Why a try did not reach the receiver, without the address (a system code at most). */
function describe(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (error instanceof WebhookAddressError || error instanceof BlockedUrlError)
    return `The address was refused (${error.reason}).`;
  if (signal.aborted) return `No answer within ${Math.round(timeoutMs / 1000)} s.`;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EPRIVATE') return 'The address was refused (private).';
  return `The receiver could not be reached (${typeof code === 'string' ? code : 'network error'}).`;
}
