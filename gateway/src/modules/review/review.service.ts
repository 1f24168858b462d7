import type { DataSource, EntityManager, Repository } from 'typeorm';
import {
  RATING_MAX,
  REVIEW_ASPECTS,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  type ReviewAspect,
  type ReviewerConnection,
  type ReviewState,
} from '../../../../shared/domain/reviews';
import type { VisitStatus } from '../../../../shared/domain/visits';
import { latestReviewsFilterSchema, reviewReplySchema, reviewSchema } from '../../../../shared/validation/review';
import { DomainError, isUuid, NotFoundError } from '../../common/errors';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import { requireViewer, type Viewer } from '../auth/viewer';
import type { PropertyQueries } from '../property/property-queries';
import { Review } from './review.entity';
import { visibleReviews, visibleReviewsSql } from './review-visibility';
import { publishedSql } from '../property/listed';

/** A listing's reviews in numbers: average, count, how many gave each star, aspect averages. */
export interface RatingSummary {
  /** Rounded to one decimal; null when there are no reviews. */
  average: number | null;
  count: number;
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  starCounts: number[];
  aspects: Array<{ aspect: ReviewAspect; label: string; average: number | null; count: number }>;
}

const roundedAverage = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

/**
 * Reviews of listings: one per person and listing (the database enforces it), never by the
 * listing's owner, editable and deletable by their writer (and deletable by admins), with one
 * public reply by the owner. A listing's average and count are kept on its row by the
 * reviews_listing_rating trigger (migrations ListingRatings, VisibleListingRatings), counting
 * visible reviews only, so they are right after any write, edit, hiding or deletion, whoever
 * makes it; the review block's breakdown is computed from the rows. Only visible reviews are
 * public and counted (review-visibility.ts); moderators hide reviews through setState.
 */
export class ReviewService {
  private readonly reviews: Repository<Review>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: PropertyQueries,
  ) {
    this.reviews = dataSource.getRepository(Review);
  }

  /** Writes the viewer's review of a listing, or replaces the one they wrote before. */
  async write(viewer: Viewer | null, propertyId: string, input: unknown): Promise<Review> {
    const author = requireViewer(viewer);
    // As anyone else would see it: only approved listings can be reviewed.
    const listing = await this.listings.get(null, propertyId);
    if (listing.ownerId === author.id) throw new DomainError('FORBIDDEN', REVIEW_MESSAGES.ownListing);
    const values = parseInput(reviewSchema, input);
    // One statement, so two tabs sending at once still leave one review.
    await this.reviews
      .createQueryBuilder()
      .insert()
      .values({ propertyId, authorId: author.id, ...values })
      .orUpdate(['rating', ...REVIEW_ASPECTS.map((aspect) => aspect.value), 'text', 'updated_at'], ['property_id', 'author_id'])
      .execute();
    const written = await this.reviews.findOneByOrFail({ propertyId, authorId: author.id });
    return this.find(written.id);
  }

  /** Deletes a review: its writer or an admin. */
  async delete(viewer: Viewer | null, reviewId: string): Promise<void> {
    const signedIn = requireViewer(viewer);
    const review = await this.find(reviewId);
    if (review.authorId !== signedIn.id && signedIn.role !== 'admin') throw new DomainError('FORBIDDEN', REVIEW_MESSAGES.notYours);
    await this.reviews.delete({ id: review.id });
  }

  /** The listing owner's public reply (writing it again replaces it). */
  async reply(viewer: Viewer | null, reviewId: string, input: unknown): Promise<Review> {
    const signedIn = requireViewer(viewer);
    const review = await this.find(reviewId);
    const listing = await this.listings.get(signedIn, review.propertyId);
    if (listing.ownerId !== signedIn.id) throw new DomainError('FORBIDDEN', REVIEW_MESSAGES.replyNotYours);
    const { text } = parseInput(reviewReplySchema, input);
    await this.reviews.update({ id: review.id }, { ownerReply: text, ownerRepliedAt: new Date() });
    return this.find(review.id);
  }

  /** A listing's reviews, newest first. */
  async ofListing(propertyId: string, pagination: { page?: unknown; limit?: unknown }): Promise<Page<Review>> {
    await this.listings.get(null, propertyId);
    const paging = parsePagination({ page: pagination.page, limit: pagination.limit ?? REVIEWS_PAGE_SIZE });
    const [items, total] = await this.reviews.findAndCount({
      where: { propertyId, ...visibleReviews },
      relations: { author: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offsetOf(paging),
      take: paging.limit,
    });
    return pageOf(items, total, paging);
  }

  /** The latest reviews across the site (of approved listings), for the Reviews & Ratings page. */
  async latest(options: { page?: unknown; limit?: unknown; minRating?: unknown }): Promise<Page<Review>> {
    const paging = parsePagination({ page: options.page, limit: options.limit ?? REVIEWS_PAGE_SIZE * 2 });
    const { minRating } = parseInput(latestReviewsFilterSchema, { minRating: options.minRating });
    const query = this.reviews
      .createQueryBuilder('review')
      .innerJoinAndSelect('review.property', 'property', publishedSql('property'))
      .innerJoinAndSelect('review.author', 'author')
      .where(visibleReviewsSql('review'));
    if (minRating) query.andWhere('review.rating >= :minRating', { minRating });
    const [items, total] = await query
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .skip(offsetOf(paging))
      .take(paging.limit)
      .getManyAndCount();
    return pageOf(items, total, paging);
  }

  /**
   * Moderators hide a review (or show it again), in the caller's transaction. The one place a
   * review's state changes: whatever keeps numbers about visible reviews follows it here.
   */
  async setState(manager: EntityManager, reviewId: string, state: ReviewState): Promise<void> {
    await manager.update(Review, { id: reviewId }, { state });
  }

  /** The viewer's own review of a listing, if they wrote one (hidden or not: its writer is told). */
  async mine(viewer: Viewer | null, propertyId: string): Promise<Review | null> {
    if (!viewer || !isUuid(propertyId)) return null;
    return this.reviews.findOne({ where: { propertyId, authorId: viewer.id }, relations: { author: true } });
  }

  async summary(propertyId: string): Promise<RatingSummary> {
    const aspectColumns = REVIEW_ASPECTS.map(
      (aspect) => `avg(${aspect.value}) AS ${aspect.value}_avg, count(${aspect.value}) AS ${aspect.value}_count`,
    );
    const starColumns = Array.from(
      { length: RATING_MAX },
      (_, i) => `count(*) FILTER (WHERE rating = ${RATING_MAX - i}) AS stars_${RATING_MAX - i}`,
    );
    const [row]: Array<Record<string, string | null>> = await this.dataSource.query(
      `SELECT avg(rating) AS average, count(*) AS count, ${[...starColumns, ...aspectColumns].join(', ')} FROM reviews WHERE property_id = $1 AND ${visibleReviewsSql()}`,
      [propertyId],
    );
    return {
      average: roundedAverage(row.average),
      count: Number(row.count),
      starCounts: Array.from({ length: RATING_MAX }, (_, i) => Number(row[`stars_${RATING_MAX - i}`])),
      aspects: REVIEW_ASPECTS.map((aspect) => ({
        aspect: aspect.value,
        label: aspect.label,
        average: roundedAverage(row[`${aspect.value}_avg`]),
        count: Number(row[`${aspect.value}_count`]),
      })),
    };
  }

  /**
   * What ties each writer to the listing they reviewed, for a whole page of reviews in one query
   * (in the order asked): 'verified_visit' for a confirmed visit there whose slot is over (as
   * isVisitOver: ends_at <= now), else 'enquired' for an enquiry they sent it, signed in or
   * anonymously from their account's e-mail (both stored lower-cased), else null.
   */
  async connectionsOf(reviews: ReadonlyArray<Pick<Review, 'propertyId' | 'authorId'>>): Promise<Array<ReviewerConnection | null>> {
    if (!reviews.length) return [];
    const visited: VisitStatus = 'confirmed';
    const [verifiedVisit, enquired]: ReviewerConnection[] = ['verified_visit', 'enquired'];
    const rows: Array<{ connection: ReviewerConnection | null }> = await this.dataSource.query(
      `SELECT CASE
         WHEN EXISTS (SELECT 1 FROM visits v WHERE v.seeker_id = k.author_id AND v.property_id = k.property_id AND v.status = $3 AND v.ends_at <= now()) THEN $4::text
         WHEN EXISTS (SELECT 1 FROM enquiries e WHERE e.property_id = k.property_id AND (e.seeker_id = k.author_id OR (e.seeker_id IS NULL AND e.email = u.email))) THEN $5::text
       END AS connection
       FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS k(property_id, author_id, n)
       LEFT JOIN users u ON u.id = k.author_id
       ORDER BY k.n`,
      [reviews.map((review) => review.propertyId), reviews.map((review) => review.authorId), visited, verifiedVisit, enquired],
    );
    return rows.map((row) => row.connection);
  }

  private async find(reviewId: string): Promise<Review> {
    const review = isUuid(reviewId) ? await this.reviews.findOne({ where: { id: reviewId }, relations: { author: true } }) : null;
    if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    return review;
  }
}
