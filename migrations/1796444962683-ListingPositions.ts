import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The listed rule (listed.ts) and a known position, as this migration states it (migrations never change). */
const LISTED_WITH_POSITION = `status = 'approved' AND removed_at IS NULL AND paused_at IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL`;

/**
 * "Nearest first" at any size (issue 35). A listing's position is its postal locality's centre, so
 * thousands of listings share one, and ordering by distance and then by date read every listing of
 * a shared position (98,064 at the bench's busiest, 71 ms of a 5 km search at 1,000,000 listings).
 * listing_positions holds each position of listed listings (and its earth point, computed once) with
 * how many stand there; a search walks the positions nearest first (their GiST index) and, at each, reads only its page's newest
 * listings (IDX_properties_position_search). Kept by statement-level triggers that net each
 * statement's listed listings per position (an edit that moves none writes nothing), as
 * listing_counts is; the statistics tell the planner how many listings a position has (as two
 * independent columns it guessed one).
 */
export class ListingPositions1796444962683 implements MigrationInterface {
  name = 'ListingPositions1796444962683';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listing_positions" ("latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "earth" cube NOT NULL, "listings" integer NOT NULL, CONSTRAINT "PK_043752bbea4ada8b84cec4a14e1" PRIMARY KEY ("latitude", "longitude"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_listing_positions_earth" ON listing_positions USING gist (earth)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_position_search" ON properties (latitude, longitude, created_at DESC, id) INCLUDE (price, search_flags) WHERE ${LISTED_WITH_POSITION}`,
    );
    await queryRunner.query(`CREATE STATISTICS properties_position_stats (ndistinct, dependencies) ON latitude, longitude FROM properties`);
    await queryRunner.query(`CREATE FUNCTION properties_listing_positions() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO listing_positions AS pos (latitude, longitude, earth, listings)
          SELECT latitude, longitude, ll_to_earth(latitude, longitude), count(*) FROM new_rows WHERE ${LISTED_WITH_POSITION} GROUP BY 1, 2 ORDER BY 1, 2
          ON CONFLICT (latitude, longitude) DO UPDATE SET listings = pos.listings + EXCLUDED.listings;
          RETURN NULL;
        END IF;
        IF TG_OP = 'UPDATE' THEN
          INSERT INTO listing_positions AS pos (latitude, longitude, earth, listings)
          SELECT latitude, longitude, ll_to_earth(latitude, longitude), sum(n) FROM (
            SELECT latitude, longitude, -1 AS n FROM old_rows WHERE ${LISTED_WITH_POSITION}
            UNION ALL
            SELECT latitude, longitude, 1 FROM new_rows WHERE ${LISTED_WITH_POSITION}
          ) moved GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
          ON CONFLICT (latitude, longitude) DO UPDATE SET listings = pos.listings + EXCLUDED.listings;
        ELSE
          UPDATE listing_positions pos SET listings = pos.listings - gone.n
            FROM (SELECT latitude, longitude, count(*) AS n FROM old_rows WHERE ${LISTED_WITH_POSITION} GROUP BY 1, 2) gone
           WHERE pos.latitude = gone.latitude AND pos.longitude = gone.longitude;
        END IF;
        DELETE FROM listing_positions pos
         WHERE pos.listings <= 0 AND (pos.latitude, pos.longitude) IN (SELECT latitude, longitude FROM old_rows WHERE ${LISTED_WITH_POSITION});
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER properties_listing_positions_insert AFTER INSERT ON properties
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_listing_positions()`);
    await queryRunner.query(`CREATE TRIGGER properties_listing_positions_update AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_listing_positions()`);
    await queryRunner.query(`CREATE TRIGGER properties_listing_positions_delete AFTER DELETE ON properties
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_listing_positions()`);
    await queryRunner.query(
      `INSERT INTO listing_positions (latitude, longitude, earth, listings)
       SELECT latitude, longitude, ll_to_earth(latitude, longitude), count(*) FROM properties WHERE ${LISTED_WITH_POSITION} GROUP BY 1, 2`,
    );
    await queryRunner.query(`ANALYZE properties`);
    await queryRunner.query(`ANALYZE listing_positions`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER properties_listing_positions_delete ON properties`);
    await queryRunner.query(`DROP TRIGGER properties_listing_positions_update ON properties`);
    await queryRunner.query(`DROP TRIGGER properties_listing_positions_insert ON properties`);
    await queryRunner.query(`DROP FUNCTION properties_listing_positions()`);
    await queryRunner.query(`DROP STATISTICS properties_position_stats`);
    await queryRunner.query(`DROP INDEX "IDX_properties_position_search"`);
    await queryRunner.query(`DROP TABLE "listing_positions"`);
  }
}
