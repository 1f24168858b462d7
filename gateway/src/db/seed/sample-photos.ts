import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { repoRoot } from '../../config';
import { ENCODING_SETTINGS, type EncodedImage, type ListingImages } from '../../modules/property/listing-images';
import { DRAWING_JPEG, drawingAsJpeg, drawingOf, type Scene } from './listing-photos';

/** One sample photo: a scene drawn from a seed, under the file name a phone would give it. */
interface SamplePhoto {
  scene: Scene;
  seed: number;
  filename: string;
}

/**
 * Kept between seedings: CI seeds five databases (the server-render checks, the gateway's template,
 * two journey workers, the replica's template) and `npm start` seeds again after a reset, each
 * encoding the same drawings (about 12 CPU-seconds). Under node_modules, as other tools' caches.
 */
const CACHE_DIR = path.join(repoRoot, 'node_modules', '.cache', 'nivaas-sample-photos');

/**
 * The sample photos, checked and encoded as an upload is (ListingImages.prepare), or as they were
 * encoded before: an entry is keyed by the drawing and everything that decides the encoded bytes
 * (DRAWING_JPEG, ENCODING_SETTINGS with sharp's versions), so a change to either encodes afresh,
 * and an unreadable entry is encoded again and replaced.
 */
export function encodeSamplePhotos(
  listingImages: Pick<ListingImages, 'prepare'>,
  photos: SamplePhoto[],
  cacheDir = CACHE_DIR,
): Promise<EncodedImage[]> {
  return Promise.all(photos.map((photo) => encodeSamplePhoto(listingImages, photo, cacheDir)));
}

async function encodeSamplePhoto(
  listingImages: Pick<ListingImages, 'prepare'>,
  { scene, seed, filename }: SamplePhoto,
  cacheDir: string,
): Promise<EncodedImage> {
  const svg = drawingOf(scene, seed);
  const key = createHash('sha256')
    .update(JSON.stringify({ svg, jpeg: DRAWING_JPEG, encoding: ENCODING_SETTINGS }))
    .digest('hex');
  const file = path.join(cacheDir, `${key}.v8`);
  const kept = await readFile(file).then(
    (bytes) => readEntry(bytes),
    () => undefined,
  );
  if (kept) return kept;
  const [encoded] = await listingImages.prepare([{ filename, data: await drawingAsJpeg(svg) }]);
  await keep(cacheDir, file, encoded);
  return encoded;
}

function readEntry(bytes: Buffer): EncodedImage | undefined {
  try {
    const entry = deserialize(bytes) as EncodedImage;
    const complete = Buffer.isBuffer(entry.large?.data) && Buffer.isBuffer(entry.thumb?.data) && Array.isArray(entry.variants);
    return complete ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** Writes an entry whole or not at all (two seedings at once may write the same one). */
async function keep(cacheDir: string, file: string, encoded: EncodedImage): Promise<void> {
  try {
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, serialize(encoded));
    await rename(partial, file);
  } catch {
    // A read-only install seeds without the cache: the photo is still encoded, only not kept.
  }
}
