import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ListingRejectionReasons1795603938435 implements MigrationInterface {
  name = 'ListingRejectionReasons1795603938435';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" ADD "rejection_reason" character varying(30)`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "rejection_note" text`);
    await queryRunner.query(`CREATE INDEX "IDX_properties_city_status_created" ON "properties"  ("city", "status", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "CHK_properties_rejection_reason" CHECK (rejection_reason IN ('photos_unclear', 'details_wrong', 'duplicate', 'address_unverifiable', 'not_pg_or_hostel', 'other'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" DROP CONSTRAINT "CHK_properties_rejection_reason"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_city_status_created"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "rejection_note"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "rejection_reason"`);
  }
}
