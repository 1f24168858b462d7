import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Beds per room stored as the GraphQL enum's values (issue 14 item 2): 'single bed' becomes
 * single_bed, and so on. The spec's REST payload keeps 'single bed' (the REST adapter translates,
 * modules/property/property-form-fields.ts). properties_search_fields reads these values for the
 * sharing bits (8, 16, 32), so it is redefined first and the rows' flags are recounted by the
 * update itself (the trigger runs BEFORE UPDATE).
 */
export class BedsEnumValues1795618446019 implements MigrationInterface {
  name = 'BedsEnumValues1795618446019';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(this.searchFields(['single_bed', 'double_bed', 'triple_bed']));
    await queryRunner.query(`UPDATE "properties" SET "beds" = replace("beds", ' ', '_') WHERE "beds" LIKE '% %'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(this.searchFields(['single bed', 'double bed', 'triple bed']));
    await queryRunner.query(`UPDATE "properties" SET "beds" = replace("beds", '_', ' ') WHERE "beds" LIKE '%\\_%'`);
  }

  /** properties_search_fields of VacantBeds, with beds per room spelled `beds`. */
  private searchFields([single, double, triple]: string[]): string {
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
          | (CASE NEW.beds WHEN '${single}' THEN 8 WHEN '${double}' THEN 16 WHEN '${triple}' THEN 32 ELSE 0 END)
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
          | (CASE WHEN NEW.rating_average >= 4 THEN 524288 ELSE 0 END)
          | (CASE WHEN NEW.vacant_beds > 0 THEN 1048576 ELSE 0 END);
        RETURN NEW;
      END $$`;
  }
}
