import type { FindOptionsWhere } from 'typeorm';
import type { Property } from './property.entity';

/*
 * The two meanings of "approved" a reader of listings needs, written once:
 *
 * - published: its public page can be read (and reviewed, shortlisted, counted as viewed).
 * - listed: published, and shown wherever seekers find listings: search, place suggestions,
 *   collections, landing pages, the sitemap, city lists, an owner's listed count, similar listings.
 *
 * The search indexes (migrations) and the suggestion trigger state the listed rule in SQL of
 * their own, as migrations must not change once landed; keep them in step with this file.
 */

const column = (alias: string | undefined, name: string) => (alias ? `${alias}.${name}` : name);

/** SQL condition: the listing's public page can be read. `alias` is the table's alias, if any. */
export function publishedSql(alias?: string): string {
  return `${column(alias, 'status')} = 'approved'`;
}

/** SQL condition: the listing is shown in search, landing pages, the sitemap and the like. */
export function listedSql(alias?: string): string {
  return publishedSql(alias);
}

/** TypeORM `where` for published listings (spread beside other conditions). */
export function publishedWhere(): FindOptionsWhere<Property> {
  return { status: 'approved' };
}

/** TypeORM `where` for listed listings (spread beside other conditions). */
export function listedWhere(): FindOptionsWhere<Property> {
  return publishedWhere();
}

/** Whether a loaded listing's public page can be read. */
export function isPublished(property: Pick<Property, 'status'>): boolean {
  return property.status === 'approved';
}
