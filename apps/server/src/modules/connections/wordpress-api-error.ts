import { AppError } from '../../lib/app-error.js';
import { WordPressError, type WordPressErrorCode } from '../../integrations/wordpress/wordpress-errors.js';

/*
 * The site's failure is the site's, not ours, and never a 401 of our own (that would sign
 * the browser out): 502 for what the site answered, 504 when it did not answer in time,
 * 400 for an address the server may not call.
 */
const STATUS: Partial<Record<WordPressErrorCode, number>> = {
  WORDPRESS_URL_REFUSED: 400,
  WORDPRESS_TIMEOUT: 504,
};

function wordpressApiError(error: WordPressError): AppError {
  const { status, ...rest } = error.details;
  const details = { ...rest, ...(status !== undefined ? { siteStatus: status } : {}) };
  return new AppError(
    STATUS[error.code] ?? 502,
    error.code,
    error.message,
    Object.keys(details).length ? details : undefined,
  );
}

/** Runs a call to the site, turning its WordPressError into the API's error. */
export async function onSite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof WordPressError ? wordpressApiError(error) : error;
  }
}
