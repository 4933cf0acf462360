import type { ErrorCode } from '@forja/contracts';

/*
 * Why a WordPress site could not be used, as the stable codes the web translates
 * (issue 4): any 401 is a wrong username or application password; a 404 or an HTML reply
 * means the address is not a WordPress site with the REST API.
 */
export type WordPressErrorCode = Extract<
  ErrorCode,
  | 'WORDPRESS_UNAUTHORIZED'
  | 'WORDPRESS_FORBIDDEN'
  | 'WORDPRESS_NOT_FOUND'
  | 'WORDPRESS_URL_REFUSED'
  | 'WORDPRESS_UNREACHABLE'
  | 'WORDPRESS_TIMEOUT'
  | 'WORDPRESS_ERROR'
>;

const MESSAGES: Record<WordPressErrorCode, string> = {
  WORDPRESS_UNAUTHORIZED: 'WordPress refused the login: wrong username or application password.',
  WORDPRESS_FORBIDDEN: 'The WordPress account is not allowed to do this.',
  WORDPRESS_NOT_FOUND: 'The address is not a WordPress site with the REST API enabled.',
  WORDPRESS_URL_REFUSED: 'The address points to this machine or a private network.',
  WORDPRESS_UNREACHABLE: 'Connection error: Could not connect to WordPress. Please check the entered data.',
  WORDPRESS_TIMEOUT: 'The WordPress site did not answer in time.',
  WORDPRESS_ERROR: 'Publishing error: An unexpected error occurred while publishing.',
};

export interface WordPressErrorDetails {
  /** The site's HTTP status. */
  status?: number;
  /** WordPress's own error code (rest_cannot_create…): safe to show, never the site's message. */
  wpCode?: string;
  /** A system error code (ECONNREFUSED…) or a short reason; never an address. */
  reason?: string;
}

export class WordPressError extends Error {
  override readonly name = 'WordPressError';
  constructor(
    readonly code: WordPressErrorCode,
    readonly details: WordPressErrorDetails = {},
    options: { cause?: unknown } = {},
  ) {
    super(MESSAGES[code], options);
  }
}

/** The error for a non-2xx answer (callers handle the answers they expect first). */
export function statusError(status: number, wpCode: string | undefined): WordPressError {
  const details = { status, ...(wpCode ? { wpCode } : {}) };
  if (status === 401) return new WordPressError('WORDPRESS_UNAUTHORIZED', details);
  if (status === 403) return new WordPressError('WORDPRESS_FORBIDDEN', details);
  if (status === 404) return new WordPressError('WORDPRESS_NOT_FOUND', details);
  return new WordPressError('WORDPRESS_ERROR', details);
}
