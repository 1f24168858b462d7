import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

/** Local disk unless S3 is configured (see README: Uploads). */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
