/**
 * Errors that say "the database cannot be reached right now", not "this request is wrong":
 * the server is down, restarting or recovering from a crash, the connection broke, or no
 * connection could be had in time. They are transient: the API answers 503 with Retry-After,
 * a projection backs off and retries from its checkpoint.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** SQLSTATEs: admin/crash shutdown, cannot connect now (starting up, recovering), too many. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|terminating connection due to|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, driverError, cause } = e as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      // class 08: connection exception
      if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    const errors = (e as { errors?: unknown }).errors; // AggregateError of a multi-address connect
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = driverError ?? cause;
  }
  return false;
}
