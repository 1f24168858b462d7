import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EnquiriesCreatedPropertyIndex1795608991981 implements MigrationInterface {
  name = 'EnquiriesCreatedPropertyIndex1795608991981';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_enquiries_created"`);
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_created_property" ON "enquiries"  ("created_at", "property_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_enquiries_created_property"`);
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_created" ON "enquiries" USING btree ("created_at") `);
  }
}
