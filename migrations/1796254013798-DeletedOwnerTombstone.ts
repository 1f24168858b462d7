import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeletedOwnerTombstone1796254013798 implements MigrationInterface {
  name = 'DeletedOwnerTombstone1796254013798';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deleted_at"`);
  }
}
