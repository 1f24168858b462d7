import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hidden reviews count nowhere public (ReportsAndReviewState, review-visibility.ts): the numbers
 * kept on the listing (ListingRatings) now count visible reviews only. Hiding or showing a review
 * is an update, which the reviews trigger already recounts. Existing listings are recounted.
 */
export class VisibleListingRatings1795597532544 implements MigrationInterface {
  name = 'VisibleListingRatings1795597532544';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(this.refresh(`AND r.state = 'visible'`));
    await queryRunner.query(`SELECT listing_ratings_refresh(ARRAY(SELECT DISTINCT property_id FROM reviews))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(this.refresh(''));
    await queryRunner.query(`SELECT listing_ratings_refresh(ARRAY(SELECT DISTINCT property_id FROM reviews))`);
  }

  /** listing_ratings_refresh of ListingRatings, counting the reviews `visible` admits. */
  private refresh(visible: string): string {
    return `CREATE OR REPLACE FUNCTION listing_ratings_refresh(listing_ids uuid[]) RETURNS void LANGUAGE sql
      SET search_path FROM CURRENT AS $$
        WITH counted AS (
          SELECT c.id, count(r.rating)::int AS n, round(avg(r.rating), 1) AS average,
                 CASE WHEN count(r.rating) > 0 THEN ((5 * 3.5 + sum(r.rating)) / (5 + count(r.rating)))::float8 ELSE 0 END AS score
            FROM unnest(listing_ids) AS c(id) LEFT JOIN reviews r ON r.property_id = c.id ${visible}
           GROUP BY c.id
        )
        UPDATE properties p SET rating_count = counted.n, rating_average = counted.average, rating_score = counted.score
          FROM counted
         WHERE p.id = counted.id
           AND (p.rating_count, p.rating_average, p.rating_score) IS DISTINCT FROM (counted.n, counted.average, counted.score)
      $$`;
  }
}
