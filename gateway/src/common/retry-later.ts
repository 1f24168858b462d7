import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/database-unavailable';
import { storageFailure } from '../modules/storage/storage-failure';

/** A server fault the client can only wait out: its status (503, 507), code, text and Retry-After. */
export interface RetryLater {
  status: number;
  code: string;
  message: string;
  retryAfterSeconds: number;
}

const DATABASE: RetryLater = {
  status: 503,
  code: DATABASE_UNAVAILABLE_CODE,
  message: DATABASE_UNAVAILABLE_MESSAGE,
  retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
};

/**
 * The one rule, for REST and GraphQL alike, of which unexpected errors are not bugs but a
 * database or upload store that cannot serve right now; undefined for anything else (a 500).
 */
export function retryLater(error: unknown): RetryLater | undefined {
  return isDatabaseUnavailable(error) ? DATABASE : storageFailure(error);
}
