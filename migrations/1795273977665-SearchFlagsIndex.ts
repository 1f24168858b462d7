import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Searches over the whole country (no text, place or distance) count their facets over every
 * approved listing; this narrow index holds just what they read (the filter bits and the price),
 * so that index-only scan reads half the pages of IDX_properties_approved_search.
 */
export class SearchFlagsIndex1795273977665 implements MigrationInterface {
  name = 'SearchFlagsIndex1795273977665';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_flags_search" ON properties (search_flags) INCLUDE (price) WHERE status = 'approved'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_properties_flags_search"`);
  }
}
