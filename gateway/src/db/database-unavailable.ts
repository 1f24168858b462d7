import type { Logger } from 'pino';
import { QueryRunnerAlreadyReleasedError } from 'typeorm';

/** What a client hears when PostgreSQL is down or a wait hit its limit; it may simply retry. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is busy or briefly unavailable. Please try again in a few seconds.';
export const DATABASE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// PostgreSQL's codes for "not now": a timeout fired (57014 statement, 55P03 lock, 25P03 idle
// transaction), the server is stopping or starting (57P01-57P03), full (53300), or the link broke (08*).
const TRANSIENT_SQLSTATES = new Set(['57014', '55P03', '25P03', '57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres raises these as plain errors without a code.
const DRIVER_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /connection timeout/i,
  /Client has encountered a connection error/i,
];

/** True when an error (or anything in its cause chain) means the database cannot answer right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  // TypeORM lets go of a connection the server cut while a transaction held it; the COMMIT (or next
  // query) then fails with this, carrying no code: the link broke, the request may simply be retried.
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  const { code, message, cause, driverError } = error as { code?: unknown; message?: unknown; cause?: unknown; driverError?: unknown };
  if (typeof code === 'string' && (TRANSIENT_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}

let lastLogged = 0;

/** One warning line per second at most while the database is down, not a stack per request. */
export function logDatabaseUnavailable(logger: Pick<Logger, 'warn'> | undefined, error: unknown): void {
  const now = Date.now();
  if (now - lastLogged < 1000) return;
  lastLogged = now;
  logger?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'database unavailable; answering 503');
}
