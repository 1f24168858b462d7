import { IsNull, type FindOptionsWhere } from 'typeorm';
import type { Property } from './property.entity';

/*
 * The meanings of "there" a reader of listings needs, written once:
 *
 * - not removed: its owner or an admin has not deleted it. A removed listing keeps its row (title,
 *   place, owner) so that seekers' enquiries, threads, visits, reviews and shortlist entries stay as
 *   history, but it is offered and managed nowhere: not in an owner's or an admin's lists, counts
 *   and stats, not editable, and its page is gone (410). Every reader of listings other than that
 *   history asks for one of these three rules.
 * - published: not removed, and its public page can be read (and reviewed, shortlisted, counted
 *   as viewed).
 * - listed: published and not paused by its owner, and so shown wherever seekers find listings:
 *   search, place suggestions, collections, landing pages, the sitemap, city lists, an owner's
 *   listed count, similar listings. A paused listing's page stays, saying it takes no enquiries.
 *
 * The partial search indexes, the suggestion trigger and the listed_since trigger (migrations
 * ListingPause, ListingRemoval, SavedSearches, SavedSearchAlerts, ListingPositions, CityNewestSearch) state the listed rule in SQL of their own, as
 * migrations never change once landed; keep them in step with this file (the search's plans read
 * those indexes only while the conditions match).
 */

const column = (alias: string | undefined, name: string) => (alias ? `${alias}.${name}` : name);

/** SQL condition: the listing was not deleted. `alias` is the table's alias, if any. */
export function notRemovedSql(alias?: string): string {
  return `${column(alias, 'removed_at')} IS NULL`;
}

/** SQL condition: the listing's public page can be read. `alias` is the table's alias, if any. */
export function publishedSql(alias?: string): string {
  return `${column(alias, 'status')} = 'approved' AND ${notRemovedSql(alias)}`;
}

/** SQL condition: the listing is shown in search, landing pages, the sitemap and the like. */
export function listedSql(alias?: string): string {
  return `${publishedSql(alias)} AND ${column(alias, 'paused_at')} IS NULL`;
}

/** TypeORM `where` for listings not deleted (spread beside other conditions). */
export function notRemovedWhere(): FindOptionsWhere<Property> {
  return { removedAt: IsNull() };
}

/** TypeORM `where` for published listings (spread beside other conditions). */
export function publishedWhere(): FindOptionsWhere<Property> {
  return { status: 'approved', ...notRemovedWhere() };
}

/** TypeORM `where` for listed listings (spread beside other conditions). */
export function listedWhere(): FindOptionsWhere<Property> {
  return { ...publishedWhere(), pausedAt: IsNull() };
}

/** Whether a loaded listing was deleted (kept only as the seekers' history). */
export function isRemoved(property: Pick<Property, 'removedAt'>): boolean {
  return property.removedAt !== null && property.removedAt !== undefined;
}

/** Whether a loaded listing's public page can be read. */
export function isPublished(property: Pick<Property, 'status' | 'removedAt'>): boolean {
  return property.status === 'approved' && !isRemoved(property);
}
