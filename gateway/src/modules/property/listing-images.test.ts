import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_POLICY } from '../../../../shared/domain/uploads';
import { jpeg } from '../../test/fixtures';
import type { FileStorage } from '../storage/file-storage';
import { ListingImages } from './listing-images';

/** A storage whose deletes fail for the keys in `broken` (every attempt) or only the first time (`flaky`). */
function storageWith({ broken = [], flaky = [] }: { broken?: string[]; flaky?: string[] }) {
  const attempts: string[] = [];
  const storage: FileStorage = {
    put: () => Promise.resolve(),
    get: () => Promise.reject(new Error('not stored')),
    url: (key) => `/uploads/${key}`,
    delete: (key) => {
      attempts.push(key);
      const firstTry = attempts.filter((k) => k === key).length === 1;
      if (broken.includes(key) || (flaky.includes(key) && firstTry)) return Promise.reject(new Error(`disk error on ${key}`));
      return Promise.resolve();
    },
  } as FileStorage;
  return { storage, attempts };
}

describe('listing photo deletion', () => {
  it('retries a failed deletion and logs the files still left, with their keys', async () => {
    const { storage, attempts } = storageWith({ broken: ['listings/a-large.webp'], flaky: ['listings/a-thumb.webp'] });
    const warn = jest.fn();
    const images = new ListingImages(storage, 1024 * 1024, { warn } as never);
    await images.remove([{ largeKey: 'listings/a-large.webp', thumbKey: 'listings/a-thumb.webp' }]);
    expect(attempts.filter((key) => key === 'listings/a-thumb.webp')).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toEqual({ orphanFiles: ['listings/a-large.webp'], reason: 'Error: disk error on listings/a-large.webp' });
  });

  it('logs nothing when every file is deleted', async () => {
    const { storage } = storageWith({});
    const warn = jest.fn();
    await new ListingImages(storage, 1024 * 1024, { warn } as never).remove([
      { largeKey: 'listings/b-large.webp', thumbKey: 'listings/b-thumb.webp' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('photo size in pixels', () => {
  const images = () => new ListingImages(storageWith({}).storage, 8 * 1024 * 1024, { warn: jest.fn() } as never);

  it('refuses a 7,000 x 7,000 (49 MP) image before decoding it', async () => {
    const data = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(images().prepare([{ filename: 'huge.png', data }])).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      field: 'images',
      message: expect.stringContaining(`more than ${UPLOAD_POLICY.maxInputPixels / 1_000_000} megapixels`),
    });
  });

  it('re-encodes a photo within the cap, read from its temporary file', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'nivaas-li-')), 'photo');
    await writeFile(file, await jpeg(800, 600));
    const [encoded] = await images().prepare([{ filename: 'photo.jpg', path: file, size: (await stat(file)).size }]);
    expect(encoded.large.info).toMatchObject({ width: 800, height: 600 });
  });
});

describe('photo re-encoding', () => {
  it('goes through the work queue, one task per photo, off the request’s turn', async () => {
    const run = jest.fn((task: () => Promise<unknown>) => task());
    const images = new ListingImages(storageWith({}).storage, 8 * 1024 * 1024, { warn: jest.fn() } as never, { run } as never);
    await images.prepare([
      { filename: 'a.jpg', data: await jpeg(400, 300) },
      { filename: 'b.jpg', data: await jpeg(400, 300) },
    ]);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
