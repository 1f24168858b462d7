/**
 * A failure to store uploads that the client can only wait out: the answer's status, code, text
 * (saying what happened to the photos and what to do) and Retry-After.
 */
export interface StorageFailure {
  status: 503 | 507;
  code: 'SERVICE_UNAVAILABLE' | 'INSUFFICIENT_STORAGE';
  message: string;
  retryAfterSeconds: number;
}

const FULL: StorageFailure = {
  status: 507,
  code: 'INSUFFICIENT_STORAGE',
  message: 'The server is out of storage space, so your photos were not saved. Please try again later.',
  retryAfterSeconds: 300,
};

const UNAVAILABLE: StorageFailure = {
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'Photos cannot be stored right now, so they were not saved. Please try again in a minute.',
  retryAfterSeconds: 60,
};

// The disk, or the account's quota on it, is full.
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
// The disk or a network filesystem failed, went read-only or is busy; out of file handles.
const UNAVAILABLE_CODES = new Set(['EIO', 'EROFS', 'EBUSY', 'EAGAIN', 'ESTALE', 'EMFILE', 'ENFILE']);

/** The storage failure an error (or anything in its cause chain) is, if any: disk or bucket full, or failing. */
export function storageFailure(error: unknown, depth = 0): StorageFailure | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined;
  const { code, cause, $metadata } = error as { code?: unknown; cause?: unknown; $metadata?: { httpStatusCode?: number } };
  if (typeof code === 'string' && FULL_CODES.has(code)) return FULL;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return UNAVAILABLE;
  // The S3 client's errors (after its own retries): 507 is MinIO's full disk, 5xx a failing store.
  const status = $metadata?.httpStatusCode;
  if (status === 507) return FULL;
  if (typeof status === 'number' && status >= 500) return UNAVAILABLE;
  return storageFailure(cause, depth + 1);
}
