import type { FileStorage } from '../storage/file-storage';
import { ListingImages } from './listing-images';

/** A storage whose deletes fail for the keys in `broken` (every attempt) or only the first time (`flaky`). */
function storageWith({ broken = [], flaky = [] }: { broken?: string[]; flaky?: string[] }) {
  const attempts: string[] = [];
  const storage: FileStorage = {
    put: () => Promise.resolve(),
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
    await new ListingImages(storage, 1024 * 1024, { warn } as never).remove([{ largeKey: 'listings/b-large.webp', thumbKey: 'listings/b-thumb.webp' }]);
    expect(warn).not.toHaveBeenCalled();
  });
});
