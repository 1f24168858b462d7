import { randomUUID } from 'node:crypto';
import type { ListingImages, UploadedImage } from '../property/listing-images';
import type { FileStorage } from '../storage/file-storage';

/**
 * Images of blog posts (covers and pictures in the text): the listing photos' upload policy and
 * checks (real image type, megapixels, re-encoded to WebP without metadata), kept in one
 * size under blog/ in our storage.
 */
export class BlogImages {
  constructor(
    private readonly images: ListingImages,
    private readonly storage: FileStorage,
  ) {}

  /** What the URLs of our stored images start with: a post keeps only images from here. */
  get urlPrefix(): string {
    return this.storage.url('');
  }

  isOurs(url: string): boolean {
    return url.startsWith(this.urlPrefix) && !url.includes('..');
  }

  /** Checks and stores one uploaded image; answers the URL browsers load it from. */
  async store(upload: UploadedImage): Promise<string> {
    // One size only: a post's images have no record of narrower copies (no srcset) yet.
    const [{ large }] = await this.images.prepare([upload], { variants: false });
    const key = `blog/${randomUUID()}.webp`;
    await this.storage.put(key, large.data, 'image/webp');
    return this.storage.url(key);
  }
}
