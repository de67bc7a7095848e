/**
 * Whether an error means the database could not be reached (refused, reset, shut down, timed out), as
 * opposed to a query that was wrong: such a request gets a 503 with Retry-After, never a 500. Drizzle wraps
 * the driver's error, so the whole `cause` chain is read.
 */

/** Node's socket errors when PostgreSQL is gone or going. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** PostgreSQL's SQLSTATEs for a server shutting down (57P0x), refusing connections now (57P03) or a lost connection (08xxx). */
const SQLSTATE = /^(57P0[1-3]|08\d{3})$/;
/** node-postgres says these in words, with no code ('timeout expired': a connection not made within its timeout). */
const DRIVER_MESSAGES = [/connection terminated/i, /^timeout expired$/i, /timeout exceeded when trying to connect/i, /client has encountered a connection error/i, /cannot use a pool after calling end/i, /connection is closed/i];

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
