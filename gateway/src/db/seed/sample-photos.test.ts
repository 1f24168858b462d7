import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EncodedImage, UploadedImage } from '../../modules/property/listing-images';
import { encodeSamplePhotos } from './sample-photos';

/** Stands in for ListingImages.prepare: counts what it encodes and answers bytes naming the upload. */
function countingEncoder() {
  const encoded: string[] = [];
  return {
    encoded,
    prepare: (uploads: UploadedImage[]): Promise<EncodedImage[]> =>
      Promise.resolve(
        uploads.map((upload) => {
          encoded.push(upload.filename);
          const bytes = Buffer.from(`encoded ${upload.filename}`);
          return {
            large: { data: bytes, info: { width: 1600, height: 1200 } },
            thumb: { data: bytes, info: { width: 640, height: 480 } },
            variants: [],
          };
        }),
      ),
  };
}

describe('the sample photos kept between seedings', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sample-photos-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const photos = [
    { scene: 'bedroom' as const, seed: 1, filename: 'bedroom-0.jpg' },
    { scene: 'building' as const, seed: 2, filename: 'building-0.jpg' },
  ];

  it('encodes each drawing once and answers the same bytes from then on', async () => {
    const first = countingEncoder();
    const fresh = await encodeSamplePhotos(first, photos, dir);
    expect(first.encoded.sort()).toEqual(['bedroom-0.jpg', 'building-0.jpg']);
    const second = countingEncoder();
    const kept = await encodeSamplePhotos(second, photos, dir);
    expect(second.encoded).toEqual([]);
    expect(kept.map((image) => image.large.data.toString())).toEqual(fresh.map((image) => image.large.data.toString()));
  });

  it('encodes another drawing afresh, and replaces an entry it cannot read', async () => {
    await encodeSamplePhotos(countingEncoder(), photos, dir);
    const other = countingEncoder();
    await encodeSamplePhotos(other, [{ ...photos[0], seed: 3 }], dir);
    expect(other.encoded).toEqual(['bedroom-0.jpg']);

    for (const name of await readdir(dir)) await writeFile(path.join(dir, name), 'not an entry');
    const again = countingEncoder();
    const images = await encodeSamplePhotos(again, photos, dir);
    expect(again.encoded.sort()).toEqual(['bedroom-0.jpg', 'building-0.jpg']);
    expect(images[0].large.data.toString()).toBe('encoded bedroom-0.jpg');
  });
});
