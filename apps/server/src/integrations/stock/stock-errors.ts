/*
 * A stock provider's failure, as the module maps it to an answer. `reason` is safe to show:
 * never the provider's address, its message or the key (Pixabay's key travels in the query).
 */
export type StockFailure =
  /** No answer in time. */
  | 'timeout'
  /** No connection (refused, reset, name not found, blocked by the address guard). */
  | 'unreachable'
  /** The provider refused the key (401/403, Pixabay's 400 about the key). */
  | 'key_refused'
  /** Too many requests for the key (429). */
  | 'rate_limited'
  /** Any other non-2xx answer. */
  | 'provider_error'
  /** A 2xx answer that is not the JSON the provider documents. */
  | 'invalid_answer'
  /** A file or thumbnail larger than allowed. */
  | 'too_large'
  /** A thumbnail that is not a picture. */
  | 'not_image';

export class StockError extends Error {
  override readonly name = 'StockError';
  constructor(
    readonly reason: StockFailure,
    /** The provider's HTTP status when it answered one. */
    readonly status?: number,
  ) {
    super(`Stock provider failure: ${reason}${status ? ` (${status})` : ''}`);
  }
}
