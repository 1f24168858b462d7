import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { UPLOAD_MESSAGES, UPLOAD_POLICY } from '../../../../shared/domain/uploads';
import { DomainError } from '../../common/errors';
import { WorkQueue } from '../../common/work-queue';
import type { FileStorage } from '../storage/file-storage';
import { encodeVariants, imageSrcSet, thumbnailSrcSet, VARIANT_ENCODING, variantKey, type ImageVariant } from './image-variants';

/**
 * An image as it arrived in an upload, with the name the user's device gave it: its bytes (sample
 * data) or, for requests, the temporary file it was streamed to.
 */
export type UploadedImage = { filename: string } & ({ data: Buffer } | { path: string; size: number });

/** What is kept of one photo: two WebP files and their sizes, and the widths of the large one's narrower copies. */
export interface StoredImage {
  largeKey: string;
  largeWidth: number;
  largeHeight: number;
  thumbKey: string;
  thumbWidth: number;
  thumbHeight: number;
  /** Widths of the large photo's narrower copies (see image-variants.ts); null until they are made. */
  variantWidths: number[] | null;
}

/** A photo re-encoded to WebP in both sizes and the large one's narrower copies, ready to store. */
export interface EncodedImage {
  large: { data: Buffer; info: { width: number; height: number } };
  thumb: { data: Buffer; info: { width: number; height: number } };
  variants: ImageVariant[];
}

const ACCEPTED_FORMATS = new Set<string>(UPLOAD_POLICY.imageFormats);
// Photos re-encoded at once in this process (libuv's pool has 4 threads; leave room for the rest).
const PHOTO_ENCODING = new WorkQueue(2);
const LARGE = { width: 1600, height: 1600, quality: 80 };
const THUMB = { width: 640, height: 480, quality: 72 };
/**
 * Everything that decides an encoded photo's bytes besides its source: the sample photos, encoded
 * once and kept between seedings (db/seed/sample-photo-cache.ts), are encoded afresh when it changes.
 */
export const ENCODING_SETTINGS = { large: LARGE, thumb: THUMB, variants: VARIANT_ENCODING, sharp: sharp.versions };

/**
 * Turns uploads into listing photos: checks each is really an image of a size it can decode, re-encodes
 * it to WebP in a large size and a 4:3 thumbnail (auto-rotated, all metadata such as GPS position
 * dropped), and stores both under fresh UUID names.
 */
export class ListingImages {
  constructor(
    private readonly storage: FileStorage,
    readonly maxBytes: number,
    private readonly log: Pick<Logger, 'warn'>,
    private readonly encoding: Pick<WorkQueue, 'run'> = PHOTO_ENCODING,
  ) {}

  /** What the URLs of our stored photos start with (images in descriptions must). */
  get urlPrefix(): string {
    return this.storage.url('');
  }

  /** A stored photo's large URL and its srcset (what a REST card shows of it). */
  photo(image: Pick<StoredImage, 'largeKey' | 'largeWidth' | 'variantWidths'>): { url: string; srcSet: string } {
    return {
      url: this.storage.url(image.largeKey),
      srcSet: imageSrcSet(this.storage, image.largeKey, image.largeWidth, image.variantWidths),
    };
  }

  /** A stored photo as the API shows it: URLs and sizes. */
  describe(image: StoredImage & { id: string }) {
    const { url, srcSet } = this.photo(image);
    return {
      id: image.id,
      url,
      width: image.largeWidth,
      height: image.largeHeight,
      srcSet,
      thumbnailUrl: this.storage.url(image.thumbKey),
      thumbnailWidth: image.thumbWidth,
      thumbnailHeight: image.thumbHeight,
      thumbnailSrcSet: thumbnailSrcSet(this.storage, image),
    };
  }

  /** Checks every upload before storing any; on a failure part-way, removes what it stored. */
  async store(uploads: UploadedImage[]): Promise<StoredImage[]> {
    return this.write(await this.prepare(uploads));
  }

  /** Checks and encodes uploads without storing them (the sample data reuses encoded photos); `variants: false` skips the narrower copies. */
  async prepare(uploads: UploadedImage[], { variants = true } = {}): Promise<EncodedImage[]> {
    const encoded: EncodedImage[] = [];
    for (const upload of uploads) encoded.push(await this.encoding.run(() => this.encode(upload, variants)));
    return encoded;
  }

  /** Stores encoded photos under fresh UUID names; on a failure part-way, removes what it wrote. */
  async write(encoded: EncodedImage[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    const written: string[] = [];
    try {
      for (const { large, thumb, variants } of encoded) {
        const id = randomUUID();
        const image: StoredImage = {
          largeKey: `listings/${id}-large.webp`,
          largeWidth: large.info.width,
          largeHeight: large.info.height,
          thumbKey: `listings/${id}-thumb.webp`,
          thumbWidth: thumb.info.width,
          thumbHeight: thumb.info.height,
          variantWidths: variants.map((variant) => variant.width),
        };
        await this.storage.put(image.largeKey, large.data, 'image/webp');
        written.push(image.largeKey);
        await this.storage.put(image.thumbKey, thumb.data, 'image/webp');
        written.push(image.thumbKey);
        await this.putVariants(image.largeKey, variants, written);
        stored.push(image);
      }
      return stored;
    } catch (error) {
      await this.deleteKeys(written);
      throw error;
    }
  }

  /**
   * Makes and stores the narrower copies of a photo stored without them (the backfill); answers
   * their widths. Encoded in the same queue as uploads, so it never crowds them out.
   */
  async addVariants(image: Pick<StoredImage, 'largeKey' | 'largeWidth'>): Promise<number[]> {
    const large = await this.storage.get(image.largeKey);
    const variants = await this.encoding.run(() => encodeVariants(large, image.largeWidth));
    const written: string[] = [];
    try {
      await this.putVariants(image.largeKey, variants, written);
    } catch (error) {
      await this.deleteKeys(written);
      throw error;
    }
    return variants.map((variant) => variant.width);
  }

  /** Deletes the files of images (best effort: a missing file is already gone). */
  async remove(images: Array<Pick<StoredImage, 'largeKey' | 'thumbKey'> & Partial<Pick<StoredImage, 'variantWidths'>>>): Promise<void> {
    await this.deleteKeys(
      images
        .flatMap((image) => [
          image.largeKey,
          image.thumbKey,
          ...(image.variantWidths ?? []).map((width) => variantKey(image.largeKey, width)),
        ])
        .filter(Boolean),
    );
  }

  /** Deletes the narrower copies of a photo (the backfill's, when the photo went meanwhile). */
  async removeVariants(largeKey: string, widths: number[]): Promise<void> {
    await this.deleteKeys(widths.map((width) => variantKey(largeKey, width)));
  }

  /** Stores the copies, adding each key to `written` (what to remove if a later step fails). */
  private async putVariants(largeKey: string, variants: ImageVariant[], written: string[]): Promise<void> {
    for (const variant of variants) {
      await this.storage.put(variantKey(largeKey, variant.width), variant.data, 'image/webp');
      written.push(variantKey(largeKey, variant.width));
    }
  }

  /**
   * Deletes files, retrying a failed one once (a storage hiccup); files still not deleted are
   * logged with their keys, the record an operator uses to clean up the orphans. Never throws:
   * the listing change that asked for the deletion has already happened.
   */
  private async deleteKeys(keys: string[]): Promise<void> {
    const failedOnce = await this.tryDelete(keys);
    const failures = await this.tryDelete(failedOnce.map(({ key }) => key));
    if (failures.length) {
      this.log.warn(
        { orphanFiles: failures.map(({ key }) => key), reason: String(failures[0].reason) },
        'Photo files could not be deleted; they are left in storage for cleanup',
      );
    }
  }

  private async tryDelete(keys: string[]): Promise<Array<{ key: string; reason: unknown }>> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    return results.flatMap((result, index) => (result.status === 'rejected' ? [{ key: keys[index], reason: result.reason }] : []));
  }

  private async encode(upload: UploadedImage, withVariants: boolean): Promise<EncodedImage> {
    const { filename } = upload;
    // The byte limit was enforced as the upload streamed in (REST's multer, graphql-upload).
    const input = 'data' in upload ? upload.data : upload.path;
    const notAnImage = new DomainError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notAnImage(filename), 'images');
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw notAnImage;
    }
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage;
    // The header gives the size without decoding; refuse before any pixel is decoded.
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > UPLOAD_POLICY.maxInputPixels) {
      throw new DomainError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyPixels(filename), 'images');
    }
    try {
      const source = () => sharp(input, { limitInputPixels: UPLOAD_POLICY.maxInputPixels }).rotate();
      const [large, thumb] = await Promise.all([
        source()
          .resize({ width: LARGE.width, height: LARGE.height, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: LARGE.quality })
          .toBuffer({ resolveWithObject: true }),
        source()
          .resize({ width: THUMB.width, height: THUMB.height, fit: 'cover', position: 'attention' })
          .webp({ quality: THUMB.quality })
          .toBuffer({ resolveWithObject: true }),
      ]);
      return { large, thumb, variants: withVariants ? await encodeVariants(large.data, large.info.width) : [] };
    } catch {
      throw notAnImage;
    }
  }
}
