import { z } from 'zod';

/**
 * Every API error crosses the wire as { code, message, details? }. The web shows the
 * translated text for `code` (locales/<lang>/errors.json); `message` is English, for logs.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_RESET_TOKEN',
  'INVALID_CURRENT_PASSWORD',
  'INSUFFICIENT_CREDITS',
  'TOO_MANY_RUNNING',
  'GENERATION_RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  // WordPress connection and publishing: the site's answer, translated.
  'WORDPRESS_INCOMPLETE',
  'WORDPRESS_NOT_CONNECTED',
  'WORDPRESS_MISSING_DATA',
  'WORDPRESS_UNAUTHORIZED',
  'WORDPRESS_FORBIDDEN',
  'WORDPRESS_NOT_FOUND',
  'WORDPRESS_URL_REFUSED',
  'WORDPRESS_UNREACHABLE',
  'WORDPRESS_TIMEOUT',
  'WORDPRESS_ERROR',
  // YouTube and TikTok: the operator has not set the app's keys, the user has not connected
  // (or the platform revoked the access), the platform failed; publishing twice needs a yes.
  'PLATFORM_NOT_CONFIGURED',
  'PLATFORM_NOT_CONNECTED',
  'PLATFORM_RECONNECT_REQUIRED',
  'PLATFORM_UNAVAILABLE',
  'ALREADY_PUBLISHED',
  'PUBLICATION_IN_PROGRESS',
  // The user's publications to a platform today reached PUBLISH_LIMIT_PER_USER_PER_DAY; the
  // video is longer than the account may post (TikTok's max_video_post_duration_sec); the
  // user did not grant a permission publishing needs (Google's and TikTok's consent pages
  // let them untick one).
  'PUBLISH_DAILY_LIMIT',
  'VIDEO_TOO_LONG_FOR_PLATFORM',
  'PLATFORM_PERMISSION_MISSING',
  // Billing: the payment provider failed, or there is no paid subscription to change.
  'BILLING_UNAVAILABLE',
  'PAYMENTS_UNAVAILABLE',
  'NO_SUBSCRIPTION',
  'ALREADY_ON_PLAN',
  // Deleting an account whose paid subscription the payment provider did not cancel.
  'SUBSCRIPTION_CANCEL_FAILED',
  // A Stripe event rendered at another API version than the one the studio is written for.
  'STRIPE_API_VERSION_MISMATCH',
  // The user's plan does not include this studio (/backend/plan-access).
  'PLAN_UPGRADE_REQUIRED',
  // Free previews: the day's allowance is used up; a preview file is never kept.
  'PREVIEW_LIMIT_REACHED',
  'PREVIEW_NOT_KEPT',
  'INVALID_SIGNATURE',
  // Back office: the last owner keeps the role; nobody deletes or demotes themselves there.
  'LAST_OWNER',
  'SELF_ACTION',
  // Credit grants: nobody grants to themselves; above the ceiling only an owner grants.
  'SELF_CREDIT_GRANT',
  'CREDIT_GRANT_ABOVE_CEILING',
  // Media and music uploads: refused after probing (details.reason: MEDIA_REFUSAL_REASONS),
  // or over the plan's storage quota (details: usedBytes, quotaBytes); stock footage whose
  // provider has no key set, or did not answer.
  'MEDIA_REFUSED',
  'STORAGE_QUOTA_EXCEEDED',
  'STOCK_NOT_CONFIGURED',
  'STOCK_UNAVAILABLE',
  // Batch runs: a list or CSV refused as a whole (details: reason BATCH_SOURCE_REASONS, line);
  // pausing, resuming or retrying a batch that is not in a state for it.
  'BATCH_SOURCE_INVALID',
  'BATCH_NOT_ACTIVE',
  // Brand kits: the user already keeps BRAND_KITS_PER_USER_MAX of their own (details.limit).
  'BRAND_KITS_LIMIT_REACHED',
  // Scheduled publishing: editing, cancelling or retrying a schedule that already started or
  // ended (details.status: what it is now).
  'SCHEDULE_NOT_EDITABLE',
  // Personal API tokens (api-tokens.ts): the route needs a scope the token lacks (details.scope);
  // the route is not open to tokens at all (Settings, billing, tokens, the back office); the
  // administrator turned the API off for the user's plan; the user holds the most tokens.
  'TOKEN_SCOPE_MISSING',
  'TOKEN_NOT_ALLOWED',
  'API_DISABLED_FOR_PLAN',
  'API_TOKENS_LIMIT_REACHED',
  // Webhooks (webhooks.ts): an address that is not public https (details.reason); the user holds the most endpoints;
  // "Send again" for a delivery whose tries are still going (a try may be running).
  'WEBHOOK_URL_REFUSED',
  'WEBHOOKS_LIMIT_REACHED',
  'WEBHOOK_DELIVERY_PENDING',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z
    .object({
      /** Field name -> message keys (see locales/<lang>/validation.json). */
      fields: z.record(z.string(), z.array(z.string())).optional(),
      retryAfterSeconds: z.number().optional(),
      /** INSUFFICIENT_CREDITS: what the generation costs and what the user has. */
      required: z.number().optional(),
      available: z.number().optional(),
    })
    .loose()
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
