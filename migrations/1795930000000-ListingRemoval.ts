import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting a listing keeps the seekers' history (issue 30 item 4): removed_at, null while the
 * listing is there. A removed listing keeps its row (title, place, owner) so that enquiries,
 * threads, visits, reviews and shortlist entries stay readable, but it is not listed (see
 * gateway/src/modules/property/listed.ts). So, as ListingPause did for paused listings, the partial
 * search indexes hold only rows that are not removed (the searches stay index-only scans) and the
 * suggestion and word-dictionary trigger counts only those: removing a listing takes its words
 * away. No listing is removed yet (deleting removed the row until now), so nothing is recounted.
 */
export class ListingRemoval1795930000000 implements MigrationInterface {
  name = 'ListingRemoval1795930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" ADD "removed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      searchIndexFunction((row) => `${row}.status = 'approved' AND ${row}.removed_at IS NULL AND ${row}.paused_at IS NULL`),
    );
    await recreateSearchIndexes(queryRunner, `status = 'approved' AND removed_at IS NULL AND paused_at IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await recreateSearchIndexes(queryRunner, `status = 'approved' AND paused_at IS NULL`);
    await queryRunner.query(searchIndexFunction((row) => `${row}.status = 'approved' AND ${row}.paused_at IS NULL`));
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "removed_at"`);
  }
}

/** The search indexes of properties, as created before, each limited to the rows `listed` holds. */
const SEARCH_INDEXES: Array<[name: string, definition: string]> = [
  ['IDX_properties_search_vector', `USING gin (search_vector)`],
  ['IDX_properties_city_search', `(city, price) INCLUDE (search_flags, created_at, id)`],
  ['IDX_properties_locality_search', `(locality_key, price) INCLUDE (search_flags, created_at, id, city)`],
  [
    'IDX_properties_earth_search',
    `USING gist (ll_to_earth(latitude, longitude)) INCLUDE (price, search_flags, created_at, id, latitude, longitude)`,
  ],
  ['IDX_properties_approved_search', `(created_at) INCLUDE (price, search_flags, id)`],
  ['IDX_properties_flags_search', `(search_flags) INCLUDE (price)`],
  ['IDX_properties_rating_search', `(rating_score DESC, created_at DESC, id) INCLUDE (price, search_flags)`],
  ['IDX_properties_city_rating_search', `(city, rating_score DESC, created_at DESC, id) INCLUDE (price, search_flags)`],
];

async function recreateSearchIndexes(queryRunner: QueryRunner, listed: string): Promise<void> {
  for (const [name, definition] of SEARCH_INDEXES) {
    // The earth index holds only listings with a position (the distance sort walks it).
    const where = name === 'IDX_properties_earth_search' ? `${listed} AND latitude IS NOT NULL AND longitude IS NOT NULL` : listed;
    await queryRunner.query(`DROP INDEX "${name}"`);
    await queryRunner.query(`CREATE INDEX "${name}" ON properties ${definition} WHERE ${where}`);
  }
}

/** properties_search_index of SearchIndexes (as ListingPause wrote it), counting the rows for which `listed(alias)` holds. */
function searchIndexFunction(listed: (row: 'o' | 'n') => string): string {
  return `CREATE OR REPLACE FUNCTION properties_search_index() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          WITH gone AS (
            SELECT v.kind, v.key, o.city, count(*) AS n
              FROM old_rows o CROSS JOIN LATERAL (VALUES
                ('city', search_fold(o.city)), ('locality', search_fold(o.locality)),
                ('landmark', regexp_replace(search_fold(o.nearby_road), '^(near|opp|opposite|behind|beside|next to)[.]?\\s+', '')),
                ('name', search_fold(o.title))) AS v(kind, key)
             WHERE ${listed('o')} AND v.key <> '' GROUP BY 1, 2, 3)
          UPDATE search_phrases p SET listings = p.listings - gone.n FROM gone
           WHERE p.kind = gone.kind AND p.key = gone.key AND p.city = gone.city;
          WITH gone AS (
            SELECT t.lexeme AS term, count(*) AS n FROM old_rows o CROSS JOIN LATERAL unnest(o.search_vector) t
             WHERE ${listed('o')} GROUP BY 1)
          UPDATE search_terms s SET listings = s.listings - gone.n FROM gone WHERE s.term = gone.term;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO search_phrases AS p (kind, key, city, name, listings)
          SELECT v.kind, left(v.key, 160), n.city, left(min(v.name), 160), count(*)
            FROM new_rows n CROSS JOIN LATERAL (VALUES
              ('city', search_fold(n.city), n.city), ('locality', search_fold(n.locality), n.locality),
              ('landmark', regexp_replace(search_fold(n.nearby_road), '^(near|opp|opposite|behind|beside|next to)[.]?\\s+', ''), n.nearby_road),
              ('name', search_fold(n.title), n.title)) AS v(kind, key, name)
           WHERE ${listed('n')} AND v.key <> ''
           GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT (kind, key, city) DO UPDATE SET listings = p.listings + EXCLUDED.listings;
          INSERT INTO search_terms AS s (term, listings)
          SELECT t.lexeme, count(*) FROM new_rows n CROSS JOIN LATERAL unnest(n.search_vector) t
           WHERE ${listed('n')} GROUP BY 1 ORDER BY 1
          ON CONFLICT (term) DO UPDATE SET listings = s.listings + EXCLUDED.listings;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          DELETE FROM search_phrases WHERE listings <= 0;
          DELETE FROM search_terms WHERE listings <= 0;
        END IF;
        RETURN NULL;
      END $$`;
}
