import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The food preference filter (issue 17) reads two more search_flags bits, kept by the
 * properties_search_fields trigger: a veg kitchen (131072) and a kitchen serving non-veg
 * (262144, 'non_veg' or 'both'); see modules/search/search-flags.ts. Filters and facet counts
 * so stay in the covering indexes. Existing rows are recomputed through the trigger.
 */
export class SearchFoodFlags1795517597620 implements MigrationInterface {
  name = 'SearchFoodFlags1795517597620';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
    await queryRunner.query(`UPDATE properties SET food_preference = food_preference WHERE food_preference IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
          | (CASE WHEN 'working_professionals' = ANY (NEW.preferred_tenants) THEN 65536 ELSE 0 END);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`UPDATE properties SET food_preference = food_preference WHERE food_preference IS NOT NULL`);
  }
}
