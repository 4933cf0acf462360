/**
 * Whether an error means the database cannot be reached now (down, restarting, unreachable,
 * out of connections), as opposed to a query that failed: the request answers 503
 * SERVICE_UNAVAILABLE and the next one may succeed (the pool reconnects by itself).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** PostgreSQL's SQLSTATEs for a server going away or refusing connections. */
const SERVER_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
]);
/** node-postgres says so in words only. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
  ) {
    return true;
  }
  if (DRIVER_MESSAGES.some((m) => error.message.includes(m))) return true;
  // Drizzle wraps the driver's error as its cause; a failed connect to several addresses is an AggregateError.
  const nested = [(error as { cause?: unknown }).cause, ...((error as { errors?: unknown[] }).errors ?? [])];
  return nested.some((e) => isDatabaseUnavailable(e, depth + 1));
}
