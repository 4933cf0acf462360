import { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, isSafeText } from './safe-text.js';

/*
 * Personal API tokens (docs/api.md): a user's key for scripts, n8n, Make and AI agents. A
 * request with `Authorization: Bearer <token>` acts as the token's user, within its scopes
 * only. Each endpoint that a token may call names the one scope it needs (`tokenScope` in
 * endpoints/define-endpoint.ts); every other route (Settings, billing, the tokens themselves,
 * the back office) refuses a token with 403 TOKEN_NOT_ALLOWED.
 */

/**
 * - `read`: the archives, generations and their progress, credits, the calendar.
 * - `generate`: start, cancel and batch generations (spends credits).
 * - `publish`: publish or schedule to the connected platforms.
 * - `archives:write`: save results, edit and delete archive items, upload media.
 */
export const API_SCOPES = ['read', 'generate', 'publish', 'archives:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_TOKENS_PATH = '/api/tokens';
/** Every token starts with it: a leaked one is easy to recognise (and to scan for). */
export const API_TOKEN_PREFIX = 'forja_';
/** What the list shows of a token: the prefix and the first characters after it. */
export const API_TOKEN_SHOWN_LENGTH = API_TOKEN_PREFIX.length + 6;
export const API_TOKEN_NAME_MAX_LENGTH = 60;
/** Active (not revoked) tokens a user may hold. */
export const API_TOKENS_PER_USER_MAX = 20;
export const API_TOKEN_EXPIRY_DAYS_MAX = 365;

const safe = (s: string) => isSafeText(s);

/** POST /api/tokens. `expiresInDays` null or left out: the token does not expire. */
export const createApiTokenBodySchema = z
  .object({
    name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, 'name_required')
      .max(API_TOKEN_NAME_MAX_LENGTH, 'field_too_long')
      .refine(safe, UNSAFE_TEXT_MESSAGE),
    scopes: z
      .array(z.enum(API_SCOPES, { error: 'scope_invalid' }), { error: 'scopes_required' })
      .min(1, 'scopes_required')
      .max(API_SCOPES.length, 'scopes_required')
      .transform((scopes) => API_SCOPES.filter((s) => scopes.includes(s))),
    expiresInDays: z
      .number({ error: 'expiry_invalid' })
      .int('expiry_invalid')
      .min(1, 'expiry_invalid')
      .max(API_TOKEN_EXPIRY_DAYS_MAX, 'expiry_invalid')
      .nullable()
      .default(null),
  })
  .strict();
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

/** A token as its list shows it: never the secret. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  /** The first characters of the token (API_TOKEN_SHOWN_LENGTH), to tell tokens apart. */
  start: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to POST /api/tokens: the only time the whole token is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** GET /api/tokens: the user's tokens not revoked (expired ones too, marked by expiresAt), newest first. */
export const apiTokenListSchema = z.object({
  items: z.array(apiTokenSchema),
  /** False when the administrator turned the API off for the user's plan. */
  apiEnabled: z.boolean(),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;
