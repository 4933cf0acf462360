import {
  API_SCOPES,
  createApiTokenBodySchema,
  type ApiScope,
  type CreateApiTokenBody,
} from '@forja/contracts';

/** The expiry choices; `never` is sent as `expiresInDays: null`. */
export const EXPIRY_CHOICES = ['7', '30', '90', '365', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

export interface TokenFormValues {
  name: string;
  scopes: ApiScope[];
  expiry: ExpiryChoice;
}
export type TokenField = 'name' | 'scopes' | 'expiresInDays';

export const EMPTY_TOKEN_FORM: TokenFormValues = { name: '', scopes: ['read'], expiry: '90' };

export function tokenBodyOf(values: TokenFormValues): CreateApiTokenBody {
  return {
    name: values.name,
    // In the contracts' order, whatever order they were ticked in.
    scopes: API_SCOPES.filter((scope) => values.scopes.includes(scope)),
    expiresInDays: values.expiry === 'never' ? null : Number(values.expiry),
  };
}

/** The contracts' check, as field -> message key (validation.json), first problem per field. */
export function validateTokenForm(values: TokenFormValues): Partial<Record<TokenField, string>> {
  const parsed = createApiTokenBodySchema.safeParse(tokenBodyOf(values));
  if (parsed.success) return {};
  const errors: Partial<Record<TokenField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as TokenField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The locale key of a scope's texts: `archives:write` would be read by i18next as the
 * namespace `archives` (a colon separates namespaces), so the colon becomes an underscore.
 */
export const scopeTextKey = (scope: ApiScope) => `scopes.${scope.replace(':', '_')}`;
