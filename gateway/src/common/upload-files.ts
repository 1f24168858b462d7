import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploaded files wait in the system's temporary folder while they are checked and re-encoded, so
 * a request never holds whole photos in memory; they are removed when the request is done.
 */
export async function saveUploadToTempFile(stream: Readable): Promise<{ path: string; size: number }> {
  const file = path.join(os.tmpdir(), `nivaas-upload-${randomUUID()}`);
  const out = createWriteStream(file);
  try {
    await pipeline(stream, out);
  } catch (error) {
    await removeUploadFiles([file]);
    throw error;
  }
  return { path: file, size: out.bytesWritten };
}

/** Deletes temporary upload files; one already gone is fine. */
export async function removeUploadFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((file) => unlink(file).catch(() => undefined)));
}
