import type { DataSource } from 'typeorm';
import { Blog } from '../blog/blog.entity';
import type { LandingService } from '../landing/landing.service';
import { Property } from '../property/property.entity';
import { listedSql } from '../property/listed';

/** One page a search engine may index: its path on our site and when it last changed. */
export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/** The sitemaps.org protocol allows at most 50,000 URLs in one sitemap file. */
const SITEMAP_MAX_URLS = 50_000;

/** Public pages that exist once, whatever the data (listings and posts are added from the database). */
const SITE_PAGES = ['/', '/search-list', '/blog', '/about', '/faqs', '/privacy-policy', '/terms-and-conditions'];

/**
 * What the sitemap lists: only what an anonymous visitor can open. Approved listings only: a
 * pending or rejected listing is not public and must not be announced to crawlers.
 */
export class SitemapService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly landing: LandingService,
    private readonly pageSize = SITEMAP_MAX_URLS,
  ) {}

  sitePages(): SitemapPage[] {
    return SITE_PAGES.map((path) => ({ path }));
  }

  /** How many listing sitemaps there are (at least one, so the index never points at nothing). */
  async listingSitemapCount(): Promise<number> {
    const count = await this.listedListings().getCount();
    return Math.max(1, Math.ceil(count / this.pageSize));
  }

  /** The approved listings of sitemap number `part` (1-based), oldest first so parts stay stable. */
  async listingPages(part: number): Promise<SitemapPage[]> {
    const rows = await this.listedListings()
      .select(['property.id', 'property.updatedAt'])
      .orderBy('property.createdAt', 'ASC')
      .addOrderBy('property.id', 'ASC')
      .offset((part - 1) * this.pageSize)
      .limit(this.pageSize)
      .getMany();
    return rows.map((row) => ({ path: `/property/${row.id}`, lastModified: row.updatedAt }));
  }

  /** City, locality and boys'/girls' landing pages (far fewer than one file holds: localities with listings). */
  async landingPages(): Promise<SitemapPage[]> {
    return (await this.landing.paths()).slice(0, SITEMAP_MAX_URLS).map((path) => ({ path }));
  }

  async blogPages(): Promise<SitemapPage[]> {
    const posts = await this.dataSource
      .getRepository(Blog)
      .find({ select: { id: true, createdAt: true }, where: { status: 'published' }, order: { createdAt: 'DESC' } });
    return posts.map((post) => ({ path: `/blogs/${post.id}`, lastModified: post.createdAt }));
  }

  private listedListings() {
    return this.dataSource.getRepository(Property).createQueryBuilder('property').where(listedSql('property'));
  }
}
