import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SearchIndexes1795270284899 implements MigrationInterface {
  name = 'SearchIndexes1795270284899';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "search_phrases" ("kind" character varying(10) NOT NULL, "key" character varying(160) NOT NULL, "city" character varying(80) NOT NULL, "name" character varying(160) NOT NULL, "listings" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_3303ebc5f4bade15e42c02dc9e0" PRIMARY KEY ("kind", "key", "city"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "search_terms" ("term" text NOT NULL, "listings" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_5dbe64fd530c2350fd868bf6460" PRIMARY KEY ("term"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "seen_listings" ("user_id" uuid NOT NULL, "property_id" uuid NOT NULL, "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_60bfc43175725318ccb8f7f15a8" PRIMARY KEY ("user_id", "property_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_seen_listings_property" ON "seen_listings"  ("property_id") `);
    await queryRunner.query(`ALTER TABLE "properties" ADD "search_vector" tsvector`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "locality_key" character varying(120) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "title_key" character varying(150) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "search_flags" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "seen_listings" ADD CONSTRAINT "FK_2d501fd6b36fca04974f9fdd553" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "seen_listings" ADD CONSTRAINT "FK_b9ab5277dca90a66d6fa7faeba4" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Typo tolerance compares query words by Levenshtein distance (a trusted contrib extension).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    // Search folds text the same way everywhere: lower case, accents removed ("Sécunderabad" -> "secunderabad").
    await queryRunner.query(`CREATE FUNCTION search_fold(input text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      SET search_path FROM CURRENT AS $$ SELECT lower(unaccent('unaccent'::regdictionary, input)) $$`);
    // Adjacent words joined, so "vaishalinagar" finds "Vaishali Nagar": "pratap nagar housing" -> "pratapnagar nagarhousing".
    await queryRunner.query(`CREATE FUNCTION search_compounds(folded text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      SET search_path FROM CURRENT AS $$
        WITH words AS (
          SELECT w, row_number() OVER () AS i FROM regexp_split_to_table(folded, '[^[:alnum:]]+') AS w WHERE w <> '')
        SELECT coalesce(string_agg(a.w || b.w, ' '), '') FROM words a JOIN words b ON b.i = a.i + 1
      $$`);
    // The search columns of a listing, from its own fields: folded keys, the weighted document
    // (A: name and locality, B: city, district and pin code, C: landmark, D: state) and the
    // filter bits of modules/search/search-flags.ts.
    await queryRunner.query(`CREATE FUNCTION properties_search_fields() RETURNS trigger LANGUAGE plpgsql
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
    await queryRunner.query(
      `CREATE TRIGGER properties_search_fields BEFORE INSERT OR UPDATE ON properties FOR EACH ROW EXECUTE FUNCTION properties_search_fields()`,
    );
    // Suggestions and the word dictionary follow the approved listings, one statement at a time
    // (set-based, so bulk writes stay fast): old rows are taken away, new rows added.
    await queryRunner.query(`CREATE FUNCTION properties_search_index() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          WITH gone AS (
            SELECT v.kind, v.key, o.city, count(*) AS n
              FROM old_rows o CROSS JOIN LATERAL (VALUES
                ('city', search_fold(o.city)), ('locality', search_fold(o.locality)),
                ('landmark', regexp_replace(search_fold(o.nearby_road), '^(near|opp|opposite|behind|beside|next to)[.]?\\s+', '')),
                ('name', search_fold(o.title))) AS v(kind, key)
             WHERE o.status = 'approved' AND v.key <> '' GROUP BY 1, 2, 3)
          UPDATE search_phrases p SET listings = p.listings - gone.n FROM gone
           WHERE p.kind = gone.kind AND p.key = gone.key AND p.city = gone.city;
          WITH gone AS (
            SELECT t.lexeme AS term, count(*) AS n FROM old_rows o CROSS JOIN LATERAL unnest(o.search_vector) t
             WHERE o.status = 'approved' GROUP BY 1)
          UPDATE search_terms s SET listings = s.listings - gone.n FROM gone WHERE s.term = gone.term;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO search_phrases AS p (kind, key, city, name, listings)
          SELECT v.kind, left(v.key, 160), n.city, left(min(v.name), 160), count(*)
            FROM new_rows n CROSS JOIN LATERAL (VALUES
              ('city', search_fold(n.city), n.city), ('locality', search_fold(n.locality), n.locality),
              ('landmark', regexp_replace(search_fold(n.nearby_road), '^(near|opp|opposite|behind|beside|next to)[.]?\\s+', ''), n.nearby_road),
              ('name', search_fold(n.title), n.title)) AS v(kind, key, name)
           WHERE n.status = 'approved' AND v.key <> ''
           GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT (kind, key, city) DO UPDATE SET listings = p.listings + EXCLUDED.listings;
          INSERT INTO search_terms AS s (term, listings)
          SELECT t.lexeme, count(*) FROM new_rows n CROSS JOIN LATERAL unnest(n.search_vector) t
           WHERE n.status = 'approved' GROUP BY 1 ORDER BY 1
          ON CONFLICT (term) DO UPDATE SET listings = s.listings + EXCLUDED.listings;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          DELETE FROM search_phrases WHERE listings <= 0;
          DELETE FROM search_terms WHERE listings <= 0;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER properties_search_index_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION properties_search_index()`);
    await queryRunner.query(`CREATE TRIGGER properties_search_index_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION properties_search_index()`);
    await queryRunner.query(`CREATE TRIGGER properties_search_index_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION properties_search_index()`);

    // Listings already there get their search fields (and suggestions) now.
    await queryRunner.query(`UPDATE properties SET title = title`);

    // Indexes of approved listings only. The btree and GiST ones carry what filters and facet
    // counts read, so a search by city, locality or distance is an index-only scan.
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_search_vector" ON properties USING gin (search_vector) WHERE status = 'approved'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_city_search" ON properties (city, price) INCLUDE (search_flags, created_at, id) WHERE status = 'approved'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_locality_search" ON properties (locality_key, price) INCLUDE (search_flags, created_at, id, city) WHERE status = 'approved'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_properties_earth_search" ON properties USING gist (ll_to_earth(latitude, longitude))
      INCLUDE (price, search_flags, created_at, id, latitude, longitude) WHERE status = 'approved' AND latitude IS NOT NULL AND longitude IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_approved_search" ON properties (created_at) INCLUDE (price, search_flags, id) WHERE status = 'approved'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_search_terms_trgm" ON search_terms USING gin (term gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_search_phrases_prefix" ON search_phrases (key text_pattern_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_search_phrases_words" ON search_phrases USING gin (to_tsvector('simple', key))`);
    await queryRunner.query(`CREATE INDEX "IDX_search_phrases_trgm" ON search_phrases USING gin (key gin_trgm_ops) WHERE kind <> 'name'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_search_phrases_trgm"`);
    await queryRunner.query(`DROP INDEX "IDX_search_phrases_words"`);
    await queryRunner.query(`DROP INDEX "IDX_search_phrases_prefix"`);
    await queryRunner.query(`DROP INDEX "IDX_search_terms_trgm"`);
    await queryRunner.query(`DROP INDEX "IDX_properties_approved_search"`);
    await queryRunner.query(`DROP INDEX "IDX_properties_earth_search"`);
    await queryRunner.query(`DROP INDEX "IDX_properties_locality_search"`);
    await queryRunner.query(`DROP INDEX "IDX_properties_city_search"`);
    await queryRunner.query(`DROP INDEX "IDX_properties_search_vector"`);
    await queryRunner.query(`DROP TRIGGER properties_search_index_delete ON properties`);
    await queryRunner.query(`DROP TRIGGER properties_search_index_update ON properties`);
    await queryRunner.query(`DROP TRIGGER properties_search_index_insert ON properties`);
    await queryRunner.query(`DROP FUNCTION properties_search_index()`);
    await queryRunner.query(`DROP TRIGGER properties_search_fields ON properties`);
    await queryRunner.query(`DROP FUNCTION properties_search_fields()`);
    await queryRunner.query(`DROP FUNCTION search_compounds(text)`);
    await queryRunner.query(`DROP FUNCTION search_fold(text)`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS fuzzystrmatch`);
    await queryRunner.query(`ALTER TABLE "seen_listings" DROP CONSTRAINT "FK_b9ab5277dca90a66d6fa7faeba4"`);
    await queryRunner.query(`ALTER TABLE "seen_listings" DROP CONSTRAINT "FK_2d501fd6b36fca04974f9fdd553"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "search_flags"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "title_key"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "locality_key"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "search_vector"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_seen_listings_property"`);
    await queryRunner.query(`DROP TABLE "seen_listings"`);
    await queryRunner.query(`DROP TABLE "search_terms"`);
    await queryRunner.query(`DROP TABLE "search_phrases"`);
  }
}
