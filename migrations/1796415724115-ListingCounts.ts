import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin dashboard's listing figures (listings waiting, approved, by city, by status) from a
 * summary kept in the statement that writes the listings, instead of counting every listing on
 * each view: at 1,00,000 listings each of those counts read the whole table (180 to 350 ms).
 * listing_counts holds the listings not removed, per city and status; statement-level triggers
 * read each statement's changed rows once (a bulk load of 25,000 listings is one GROUP BY), as
 * properties_search_index does for the suggestions.
 */
export class ListingCounts1796415724115 implements MigrationInterface {
  name = 'ListingCounts1796415724115';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listing_counts" ("city" character varying(80) NOT NULL, "status" character varying(10) NOT NULL, "listings" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_8248c748166396e93175a698e7c" PRIMARY KEY ("city", "status"))`,
    );
    await queryRunner.query(`CREATE FUNCTION properties_listing_counts() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          WITH gone AS (SELECT city, status, count(*) AS n FROM old_rows WHERE removed_at IS NULL GROUP BY 1, 2)
          UPDATE listing_counts c SET listings = c.listings - gone.n FROM gone WHERE c.city = gone.city AND c.status = gone.status;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO listing_counts AS c (city, status, listings)
          SELECT city, status, count(*) FROM new_rows WHERE removed_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2
          ON CONFLICT (city, status) DO UPDATE SET listings = c.listings + EXCLUDED.listings;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          DELETE FROM listing_counts WHERE listings <= 0;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER properties_listing_counts_insert AFTER INSERT ON properties
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_listing_counts()`);
    await queryRunner.query(`CREATE TRIGGER properties_listing_counts_update AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_listing_counts()`);
    await queryRunner.query(`CREATE TRIGGER properties_listing_counts_delete AFTER DELETE ON properties
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_listing_counts()`);
    await queryRunner.query(
      `INSERT INTO listing_counts (city, status, listings) SELECT city, status, count(*) FROM properties WHERE removed_at IS NULL GROUP BY 1, 2`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER properties_listing_counts_delete ON properties`);
    await queryRunner.query(`DROP TRIGGER properties_listing_counts_update ON properties`);
    await queryRunner.query(`DROP TRIGGER properties_listing_counts_insert ON properties`);
    await queryRunner.query(`DROP FUNCTION properties_listing_counts()`);
    await queryRunner.query(`DROP TABLE "listing_counts"`);
  }
}
