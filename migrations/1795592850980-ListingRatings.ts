import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ratings on the listing (issue 12 items 2 and 8): rating_average (rounded to one decimal, as
 * shown), rating_count and rating_score (the weighted rating 'Top rated' sorts by, see
 * weightedRating in shared/domain/reviews.ts: (5 * 3.5 + sum) / (5 + count), 0 without reviews)
 * are kept by the reviews_listing_rating trigger whenever reviews are written, edited or
 * deleted, in the same transaction and whoever does it. 'Rating 4+' is search_flags bit 524288
 * (modules/search/search-flags.ts), so it stays in the covering indexes; two indexes walk the
 * weighted rating in order (over all approved listings, and within a city).
 */
export class ListingRatings1795592850980 implements MigrationInterface {
  name = 'ListingRatings1795592850980';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" ADD "rating_average" numeric(2,1)`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "rating_count" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "rating_score" double precision NOT NULL DEFAULT '0'`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION properties_search_fields() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      DECLARE
        title text := search_fold(NEW.title);
        locality text := search_fold(NEW.locality);
        road text := search_fold(NEW.nearby_road);
      BEGIN
        NEW.locality_key := left(regexp_replace(locality, '[^[:alnum:]]+', '', 'g'), 120);
        NEW.title_key := left(regexp_replace(title, '[^[:alnum:]]+', '', 'g'), 150);
        NEW.search_vector :=
             setweight(to_tsvector('simple', concat_ws(' ', title, search_compounds(title), locality, search_compounds(locality))), 'A')
          || setweight(to_tsvector('simple', concat_ws(' ', search_fold(NEW.city), search_fold(NEW.district), NEW.pin_code)), 'B')
          || setweight(to_tsvector('simple', concat_ws(' ', road, search_compounds(road))), 'C')
          || setweight(to_tsvector('simple', search_fold(NEW.state)), 'D');
        NEW.search_flags :=
            (CASE NEW.gender WHEN 'male' THEN 1 WHEN 'female' THEN 2 WHEN 'unisex' THEN 4 ELSE 0 END)
          | (CASE NEW.beds WHEN 'single bed' THEN 8 WHEN 'double bed' THEN 16 WHEN 'triple bed' THEN 32 ELSE 0 END)
          | (CASE WHEN 'internet' = ANY (NEW.amenities) THEN 64 ELSE 0 END)
          | (CASE WHEN 'air_conditioning' = ANY (NEW.amenities) THEN 128 ELSE 0 END)
          | (CASE WHEN 'laundry' = ANY (NEW.amenities) THEN 256 ELSE 0 END)
          | (CASE WHEN 'food_service' = ANY (NEW.amenities) THEN 512 ELSE 0 END)
          | (CASE WHEN NEW.parking <> 'none' THEN 1024 ELSE 0 END)
          | (CASE WHEN NEW.attached_bathroom THEN 2048 ELSE 0 END)
          | (CASE WHEN NEW.verified THEN 4096 ELSE 0 END)
          | (CASE WHEN NEW.furnishing = 'furnished' THEN 8192 ELSE 0 END)
          | (CASE WHEN coalesce(NEW.video_url, '') <> '' THEN 16384 ELSE 0 END)
          | (CASE WHEN 'students' = ANY (NEW.preferred_tenants) THEN 32768 ELSE 0 END)
          | (CASE WHEN 'working_professionals' = ANY (NEW.preferred_tenants) THEN 65536 ELSE 0 END)
          | (CASE WHEN NEW.food_preference = 'veg' THEN 131072 ELSE 0 END)
          | (CASE WHEN NEW.food_preference IN ('non_veg', 'both') THEN 262144 ELSE 0 END)
          | (CASE WHEN NEW.rating_average >= 4 THEN 524288 ELSE 0 END);
        RETURN NEW;
      END $$`);
    // The numbers of some listings, recounted from their reviews (so an edit, a deletion or a
    // cascade all leave them right); only rows whose numbers moved are written.
    await queryRunner.query(`CREATE FUNCTION listing_ratings_refresh(listing_ids uuid[]) RETURNS void LANGUAGE sql
      SET search_path FROM CURRENT AS $$
        WITH counted AS (
          SELECT c.id, count(r.rating)::int AS n, round(avg(r.rating), 1) AS average,
                 CASE WHEN count(r.rating) > 0 THEN ((5 * 3.5 + sum(r.rating)) / (5 + count(r.rating)))::float8 ELSE 0 END AS score
            FROM unnest(listing_ids) AS c(id) LEFT JOIN reviews r ON r.property_id = c.id
           GROUP BY c.id
        )
        UPDATE properties p SET rating_count = counted.n, rating_average = counted.average, rating_score = counted.score
          FROM counted
         WHERE p.id = counted.id
           AND (p.rating_count, p.rating_average, p.rating_score) IS DISTINCT FROM (counted.n, counted.average, counted.score)
      $$`);
    // One statement at a time (set-based); an owner's reply moves no number, so writes nothing.
    await queryRunner.query(`CREATE FUNCTION reviews_listing_rating() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM listing_ratings_refresh(ARRAY(SELECT DISTINCT property_id FROM new_rows));
        ELSIF TG_OP = 'UPDATE' THEN
          -- Any column may matter (a review state, say), so every touched listing is recounted.
          PERFORM listing_ratings_refresh(ARRAY(SELECT property_id FROM new_rows UNION SELECT property_id FROM old_rows));
        ELSE
          PERFORM listing_ratings_refresh(ARRAY(SELECT DISTINCT property_id FROM old_rows));
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER reviews_listing_rating_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION reviews_listing_rating()`);
    await queryRunner.query(`CREATE TRIGGER reviews_listing_rating_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION reviews_listing_rating()`);
    await queryRunner.query(`CREATE TRIGGER reviews_listing_rating_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION reviews_listing_rating()`);
    // Listings reviewed before now get their numbers (and flag, through the properties trigger).
    await queryRunner.query(`SELECT listing_ratings_refresh(ARRAY(SELECT DISTINCT property_id FROM reviews))`);
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_rating_search" ON properties (rating_score DESC, created_at DESC, id) INCLUDE (price, search_flags) WHERE status = 'approved'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_city_rating_search" ON properties (city, rating_score DESC, created_at DESC, id) INCLUDE (price, search_flags) WHERE status = 'approved'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_properties_city_rating_search"`);
    await queryRunner.query(`DROP INDEX "IDX_properties_rating_search"`);
    await queryRunner.query(`DROP TRIGGER reviews_listing_rating_delete ON reviews`);
    await queryRunner.query(`DROP TRIGGER reviews_listing_rating_update ON reviews`);
    await queryRunner.query(`DROP TRIGGER reviews_listing_rating_insert ON reviews`);
    await queryRunner.query(`DROP FUNCTION reviews_listing_rating()`);
    await queryRunner.query(`DROP FUNCTION listing_ratings_refresh(uuid[])`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION properties_search_fields() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      DECLARE
        title text := search_fold(NEW.title);
        locality text := search_fold(NEW.locality);
        road text := search_fold(NEW.nearby_road);
      BEGIN
        NEW.locality_key := left(regexp_replace(locality, '[^[:alnum:]]+', '', 'g'), 120);
        NEW.title_key := left(regexp_replace(title, '[^[:alnum:]]+', '', 'g'), 150);
        NEW.search_vector :=
             setweight(to_tsvector('simple', concat_ws(' ', title, search_compounds(title), locality, search_compounds(locality))), 'A')
          || setweight(to_tsvector('simple', concat_ws(' ', search_fold(NEW.city), search_fold(NEW.district), NEW.pin_code)), 'B')
          || setweight(to_tsvector('simple', concat_ws(' ', road, search_compounds(road))), 'C')
          || setweight(to_tsvector('simple', search_fold(NEW.state)), 'D');
        NEW.search_flags :=
            (CASE NEW.gender WHEN 'male' THEN 1 WHEN 'female' THEN 2 WHEN 'unisex' THEN 4 ELSE 0 END)
          | (CASE NEW.beds WHEN 'single bed' THEN 8 WHEN 'double bed' THEN 16 WHEN 'triple bed' THEN 32 ELSE 0 END)
          | (CASE WHEN 'internet' = ANY (NEW.amenities) THEN 64 ELSE 0 END)
          | (CASE WHEN 'air_conditioning' = ANY (NEW.amenities) THEN 128 ELSE 0 END)
          | (CASE WHEN 'laundry' = ANY (NEW.amenities) THEN 256 ELSE 0 END)
          | (CASE WHEN 'food_service' = ANY (NEW.amenities) THEN 512 ELSE 0 END)
          | (CASE WHEN NEW.parking <> 'none' THEN 1024 ELSE 0 END)
          | (CASE WHEN NEW.attached_bathroom THEN 2048 ELSE 0 END)
          | (CASE WHEN NEW.verified THEN 4096 ELSE 0 END)
          | (CASE WHEN NEW.furnishing = 'furnished' THEN 8192 ELSE 0 END)
          | (CASE WHEN coalesce(NEW.video_url, '') <> '' THEN 16384 ELSE 0 END)
          | (CASE WHEN 'students' = ANY (NEW.preferred_tenants) THEN 32768 ELSE 0 END)
          | (CASE WHEN 'working_professionals' = ANY (NEW.preferred_tenants) THEN 65536 ELSE 0 END)
          | (CASE WHEN NEW.food_preference = 'veg' THEN 131072 ELSE 0 END)
          | (CASE WHEN NEW.food_preference IN ('non_veg', 'both') THEN 262144 ELSE 0 END);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "rating_score"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "rating_count"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "rating_average"`);
  }
}
