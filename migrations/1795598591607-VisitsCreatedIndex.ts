import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VisitsCreatedIndex1795598591607 implements MigrationInterface {
  name = 'VisitsCreatedIndex1795598591607';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_visits_created" ON "visits"  ("created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_visits_created"`);
  }
}
