import { In, type DataSource, type Repository } from 'typeorm';
import { gendersSuitingVisitorsOf, LISTING_PAUSE_TEXT } from '../../../../shared/domain/property';
import { reviewFiltersSchema } from '../../../../shared/validation/listing-review';
import { DomainError, NotFoundError, isUuid } from '../../common/errors';
import { parseInput } from '../../common/validate';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { requireRole, type Viewer } from '../auth/viewer';
import { mayEditListing } from './edit-rule';
import { PropertyImage } from './property-image.entity';
import { Property } from './property.entity';
import { PROPERTY_NOT_FOUND } from './property.service';
import { isPublished, isRemoved, listedSql, listedWhere, notRemovedSql, notRemovedWhere, publishedWhere } from './listed';

/** What the detail page says about whoever posted a listing. */
export interface OwnerSummary {
  ownerId: string;
  propertiesListed: number;
  verifiedProperties: number;
  localities: string[];
}

/** Reading listings: the public catalogue, an owner's own listings, and what DataLoaders batch. */
export class PropertyQueries {
  private readonly properties: Repository<Property>;

  constructor(private readonly dataSource: DataSource) {
    this.properties = dataSource.getRepository(Property);
  }

  /**
   * A listing as its viewer may see it: approved ones for everybody, any for its owner and admins;
   * a removed one for nobody (it is only history: see `removed`).
   */
  async get(viewer: Viewer | null, id: string): Promise<Property> {
    const property = isUuid(id) ? await this.properties.findOneBy({ id, ...notRemovedWhere() }) : null;
    const visible = property && (isPublished(property) || viewer?.role === 'admin' || viewer?.id === property.ownerId);
    if (!property || !visible) throw new NotFoundError(PROPERTY_NOT_FOUND);
    return property;
  }

  /**
   * A removed listing as history shows it (title, place, when), or null when `id` is not one that
   * was removed: its public page says "This listing was removed" with a search in its city (410).
   */
  async removed(id: string): Promise<Property | null> {
    const property = isUuid(id) ? await this.properties.findOneBy({ id }) : null;
    return property && isRemoved(property) ? property : null;
  }

  /** A public listing that a seeker may contact (enquire, reveal the phone, book a visit): not paused. */
  async getTakingEnquiries(id: string): Promise<Property> {
    const property = await this.get(null, id);
    if (property.pausedAt) throw new DomainError('CONFLICT', LISTING_PAUSE_TEXT.notTakingEnquiries);
    return property;
  }

  /**
   * A listing to open in the edit form, whatever its status, when `mayEditListing` allows it;
   * anybody else's is "not found", as the web page says ("does not exist, or it is not yours").
   */
  async getEditable(viewer: Viewer | null, id: string): Promise<Property> {
    requireRole(viewer, 'owner', 'admin');
    const property = isUuid(id) ? await this.properties.findOneBy({ id, ...notRemovedWhere() }) : null;
    if (!property || !mayEditListing(viewer, property)) throw new NotFoundError(PROPERTY_NOT_FOUND);
    return property;
  }

  /** Approved listings (of one owner, when given), newest first. */
  async listPublic(pagination: { page?: unknown; limit?: unknown }, ownerId?: string): Promise<Page<Property>> {
    const { page, limit } = parsePagination(pagination);
    const [items, total] = await this.properties.findAndCount({
      where: { ...listedWhere(), ...(ownerId ? { ownerId } : {}) },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: offsetOf({ page, limit }),
      take: limit,
    });
    return pageOf(items, total, { page, limit });
  }

  /** The viewer's own listings of every status (not removed ones), newest first. */
  async listOwn(viewer: Viewer | null, pagination: { page?: unknown; limit?: unknown }): Promise<Page<Property>> {
    const owner = requireRole(viewer, 'owner', 'admin');
    const { page, limit } = parsePagination(pagination);
    const [items, total] = await this.properties.findAndCount({
      where: { ownerId: owner.id, ...notRemovedWhere() },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: offsetOf({ page, limit }),
      take: limit,
    });
    return pageOf(items, total, { page, limit });
  }

  /** Public (approved) listings among `ids`, in the order asked; unknown or hidden ones are left out. */
  async approvedByIds(ids: readonly string[]): Promise<Property[]> {
    const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!wanted.length) return [];
    const found = await this.properties.findBy({ id: In(wanted), ...publishedWhere() });
    const byId = new Map(found.map((property) => [property.id, property]));
    return wanted.map((id) => byId.get(id)).filter((property): property is Property => property !== undefined);
  }

  /** Admins: every listing, newest first, filtered by status, city and the verified mark (the review queue). */
  async listForReview(
    viewer: Viewer | null,
    options: { status?: string | null; city?: string | null; verified?: boolean | null; page?: unknown; limit?: unknown },
  ): Promise<Page<Property>> {
    requireRole(viewer, 'admin');
    const { page, limit } = parsePagination(options);
    const { status, city } = parseInput(reviewFiltersSchema, { status: options.status || undefined, city: options.city || undefined });
    const [items, total] = await this.properties.findAndCount({
      where: {
        ...notRemovedWhere(),
        ...(status ? { status } : {}),
        ...(city ? { city } : {}),
        ...(typeof options.verified === 'boolean' ? { verified: options.verified } : {}),
      },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: offsetOf({ page, limit }),
      take: limit,
    });
    return pageOf(items, total, { page, limit });
  }

  /** Admins: the cities that have listings of any status (not removed), sorted (the review queue's city filter). */
  async citiesForReview(viewer: Viewer | null): Promise<string[]> {
    requireRole(viewer, 'admin');
    // A skip scan of the index led by city: one index probe per city instead of reading every listing.
    const rows: Array<{ city: string }> = await this.dataSource.query(
      `WITH RECURSIVE cities AS (
         SELECT min(city) AS city FROM properties WHERE ${notRemovedSql()}
         UNION ALL
         SELECT (SELECT min(city) FROM properties WHERE city > cities.city AND ${notRemovedSql()}) FROM cities WHERE cities.city IS NOT NULL
       )
       SELECT city FROM cities WHERE city IS NOT NULL`,
    );
    return rows.map((row) => row.city);
  }

  /** Approved listings like this one: same city, for the same people, nearest in price, newest first among equals. */
  similar(property: Pick<Property, 'id' | 'city' | 'price' | 'gender'>, limit = 4): Promise<Property[]> {
    return this.properties
      .createQueryBuilder('property')
      .where(listedSql('property'))
      .andWhere('property.city = :city', { city: property.city })
      .andWhere('property.gender IN (:...genders)', { genders: gendersSuitingVisitorsOf(property.gender) })
      .andWhere('property.id <> :id', { id: property.id })
      .orderBy('abs(property.price - :price)', 'ASC')
      .addOrderBy('property.createdAt', 'DESC')
      .setParameter('price', property.price)
      .limit(limit)
      .getMany();
  }

  /** Photos of many listings at once, in gallery order (for a DataLoader). */
  async imagesOf(propertyIds: readonly string[]): Promise<PropertyImage[][]> {
    const images = await this.dataSource.getRepository(PropertyImage).find({
      where: { propertyId: In([...propertyIds]) },
      order: { position: 'ASC' },
    });
    return propertyIds.map((id) => images.filter((image) => image.propertyId === id));
  }

  /** Counts behind the owner block of many listings at once (for a DataLoader). */
  async ownerSummaries(ownerIds: readonly string[]): Promise<OwnerSummary[]> {
    const rows: Array<{ owner_id: string; listed: string; verified: string; localities: string[] }> = await this.dataSource.query(
      `SELECT owner_id,
              count(*) AS listed,
              count(*) FILTER (WHERE verified) AS verified,
              array_agg(DISTINCT locality ORDER BY locality) AS localities
         FROM properties
        WHERE owner_id = ANY($1) AND ${listedSql()}
        GROUP BY owner_id`,
      [ownerIds],
    );
    return ownerIds.map((ownerId) => {
      const row = rows.find((r) => r.owner_id === ownerId);
      return {
        ownerId,
        propertiesListed: Number(row?.listed ?? 0),
        verifiedProperties: Number(row?.verified ?? 0),
        localities: row?.localities ?? [],
      };
    });
  }
}
