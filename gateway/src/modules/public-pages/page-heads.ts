import { listingSummary } from '../../../../shared/domain/listing-text';
import { parseLandingPath } from '../../../../shared/domain/landing-pages';
import { IMAGE_SIZES } from '../../../../shared/domain/images';
import { listingStructuredData, metaDescription, type PageMeta } from '../../../../shared/domain/page-meta';
import { DomainError } from '../../common/errors';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { richTextToPlainText } from '../../common/rich-text';
import type { BlogService } from '../blog/blog.service';
import type { LandingService } from '../landing/landing.service';
import { imageSrcSet } from '../property/image-variants';
import type { PropertyQueries } from '../property/property-queries';
import type { FileStorage } from '../storage/file-storage';

/** What the gateway knows about a page before the browser runs the app: its status and head tags. */
export interface PageHead {
  status: 200 | 404 | 410;
  meta?: PageMeta;
}

/**
 * The head of a page the server did not render (a render that failed or ran out of time, or a
 * gateway without the web app's server bundle) whose title and description come from the database
 * (a listing, a blog post, a city or locality landing page), written into the served HTML so that
 * crawlers and chat apps' link previews, which run no JavaScript, still see them. A rendered page
 * reports the same head from its own render (web/src/components/PageMeta.tsx), so the database is
 * read once per page. A missing one is a 404 marked noindex; the app still shows its own message.
 * A removed listing's page is gone for good: 410, noindex, "This listing was removed".
 */
export class PageHeads {
  constructor(
    private readonly properties: PropertyQueries,
    private readonly blogs: BlogService,
    private readonly landing: LandingService,
    private readonly storage: FileStorage,
    private readonly publicUrl: string,
  ) {}

  async of(path: string): Promise<PageHead> {
    if (parseLandingPath(path)) return this.orMissing(path, () => this.landingPage(path));
    const [, section, id, rest] = path.split('/');
    if (rest !== undefined || !id) return { status: 200 };
    if (section === 'property') {
      const head = await this.orMissing(path, () => this.listing(id, path));
      return head.status === 404 ? ((await this.removedListing(id, path)) ?? head) : head;
    }
    if (section === 'blogs') return this.orMissing(path, () => this.post(id));
    return { status: 200 };
  }

  private async listing(id: string, path: string): Promise<PageMeta> {
    // As an anonymous visitor sees it: a pending or rejected listing is not public.
    const listing = await this.properties.get(null, id);
    const [cover] = (await this.properties.imagesOf([id]))[0];
    const rating = { average: listing.ratingAverage, count: listing.ratingCount };
    const url = this.urlOf(path);
    const imageUrl = cover ? this.absolute(this.storage.url(cover.largeKey)) : undefined;
    // The gallery's first photo is the page's largest paint: fetched at the width the screen needs.
    const preloadImage = cover
      ? {
          url: this.storage.url(cover.largeKey),
          srcSet: imageSrcSet(this.storage, cover.largeKey, cover.largeWidth, cover.variantWidths),
          sizes: IMAGE_SIZES.listingGallery,
        }
      : undefined;
    return {
      title: listing.title,
      description: listingSummary(listing),
      url,
      imageUrl,
      structuredData: listingStructuredData(listing, url, imageUrl, rating),
      preloadImage,
    };
  }

  private async removedListing(id: string, path: string): Promise<PageHead | null> {
    const removed = await this.properties.removed(id);
    return removed && { status: 410, meta: { title: LISTING_REMOVED_TEXT.removed, url: this.urlOf(path), noIndex: true } };
  }

  private async landingPage(path: string): Promise<PageMeta> {
    const page = await this.landing.page(null, path);
    // A page with nothing on it yet (no girls' PGs in a city) is not worth a search result.
    return { title: page.heading, description: page.summary, url: this.urlOf(page.path), noIndex: page.listings.total === 0 };
  }

  private async post(id: string): Promise<PageMeta> {
    const post = await this.blogs.get(id);
    return {
      title: post.title,
      description: metaDescription(post.excerpt || richTextToPlainText(post.description)),
      // Opened by its slug or its id, a post has one address: the id's.
      url: this.urlOf(`/blogs/${post.id}`),
      imageUrl: post.image ? this.absolute(post.image) : undefined,
      // The cover is the post's largest paint (the app shows a default picture when there is none).
      preloadImage: post.image ? { url: post.image } : undefined,
    };
  }

  private async orMissing(path: string, find: () => Promise<PageMeta>): Promise<PageHead> {
    try {
      return { status: 200, meta: await find() };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        return { status: 404, meta: { title: 'Page not found', url: this.urlOf(path), noIndex: true } };
      }
      throw error;
    }
  }

  private urlOf(path: string) {
    return this.publicUrl + path;
  }

  private absolute(pathOrUrl: string) {
    return new URL(pathOrUrl, `${this.publicUrl}/`).href;
  }
}
