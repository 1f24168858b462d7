import { IsNull, type FindOptionsWhere } from 'typeorm';
import type { Property } from './property.entity';

/*
 * The two meanings of "approved" a reader of listings needs, written once:
 *
 * - published: its public page can be read (and reviewed, shortlisted, counted as viewed).
 * - listed: published and not paused by its owner, and so shown wherever seekers find listings:
 *   search, place suggestions, collections, landing pages, the sitemap, city lists, an owner's
 *   listed count, similar listings. A paused listing's page stays, saying it takes no enquiries.
 *
 * The partial search indexes and the suggestion trigger (migration ListingPause) state the listed
 * rule in SQL of their own, as migrations never change once landed; keep them in step with this
 * file (the search's plans read those indexes only while the conditions match).
 */

const column = (alias: string | undefined, name: string) => (alias ? `${alias}.${name}` : name);

/** SQL condition: the listing's public page can be read. `alias` is the table's alias, if any. */
export function publishedSql(alias?: string): string {
  return `${column(alias, 'status')} = 'approved'`;
}

/** SQL condition: the listing is shown in search, landing pages, the sitemap and the like. */
export function listedSql(alias?: string): string {
  return `${publishedSql(alias)} AND ${column(alias, 'paused_at')} IS NULL`;
}

/** TypeORM `where` for published listings (spread beside other conditions). */
export function publishedWhere(): FindOptionsWhere<Property> {
  return { status: 'approved' };
}

/** TypeORM `where` for listed listings (spread beside other conditions). */
export function listedWhere(): FindOptionsWhere<Property> {
  return { ...publishedWhere(), pausedAt: IsNull() };
}

/** Whether a loaded listing's public page can be read. */
export function isPublished(property: Pick<Property, 'status'>): boolean {
  return property.status === 'approved';
}
