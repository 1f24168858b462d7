/**
 * Where uploaded files live. Keys are relative paths ("listings/<uuid>-large.webp"); the storage
 * decides where the bytes go and which URL serves them.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes of a stored file (the backfill makes photos' narrower copies from them). */
  get(key: string): Promise<Buffer>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the file from. */
  url(key: string): string;
}

/** Keys are made by the gateway, never by users; this keeps any mistake inside the store. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+(\/[a-z0-9.-]+)+$/i.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
