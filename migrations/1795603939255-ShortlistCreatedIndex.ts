import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShortlistCreatedIndex1795603939255 implements MigrationInterface {
  name = 'ShortlistCreatedIndex1795603939255';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_shortlist_entries_created" ON "shortlist_entries"  ("created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_shortlist_entries_created"`);
  }
}
