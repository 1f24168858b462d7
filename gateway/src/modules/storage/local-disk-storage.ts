import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Files under a folder on this machine (default `DATA_DIR/uploads`), served at /uploads. */
export class LocalDiskStorage implements FileStorage {
  constructor(
    readonly rootDir: string,
    private readonly publicPath = '/uploads',
  ) {}

  /**
   * Writes beside the file, then renames: a write cut short (a full disk) leaves no truncated file
   * behind under any key, and a reader never sees half a photo.
   */
  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    const partial = `${file}.${randomUUID()}.part`;
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(partial, body);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    return `${this.publicPath}/${key}`;
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.rootDir, key);
  }
}
