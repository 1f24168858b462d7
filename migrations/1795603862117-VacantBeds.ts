import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Beds free now (issue 14 item 4): vacant_beds, null where the owner has not said (every listing
 * older than this column: inventing a number would mislead seekers, and 0 would mark them Full),
 * 0 when full. 'Only with beds free' is search_flags bit 1048576 (modules/search/search-flags.ts),
 * set by the properties_search_fields trigger, so the filter stays in the covering indexes.
 * Existing rows have no beds stated, so their flags need no recount.
 */
export class VacantBeds1795603862117 implements MigrationInterface {
  name = 'VacantBeds1795603862117';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" ADD "vacant_beds" smallint`);
    await queryRunner.query(`ALTER TABLE "properties" ADD CONSTRAINT "CHK_properties_vacant_beds" CHECK (vacant_beds >= 0)`);
    await queryRunner.query(
      this.searchFields(`
          | (CASE WHEN NEW.vacant_beds > 0 THEN 1048576 ELSE 0 END)`),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(this.searchFields(''));
    await queryRunner.query(`ALTER TABLE "properties" DROP CONSTRAINT "CHK_properties_vacant_beds"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "vacant_beds"`);
  }

  /** properties_search_fields of ListingRatings, with `moreFlags` or'ed into search_flags. */
  private searchFields(moreFlags: string): string {
    return `CREATE OR REPLACE FUNCTION properties_search_fields() RETURNS trigger LANGUAGE plpgsql
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
          | (CASE WHEN NEW.rating_average >= 4 THEN 524288 ELSE 0 END)${moreFlags};
        RETURN NEW;
      END $$`;
  }
}
